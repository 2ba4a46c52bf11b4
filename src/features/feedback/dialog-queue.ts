import type { ReactNode } from 'react';

/** The queue behind the promise-based dialogs (see dialogs.tsx); no React, no Radix. */

/** The dialogs' own texts (spec §8 defaults). */
export const dialogMessages = {
  tip: '提示',
  confirmDelete: '确定删除吗',
  confirm: '确定',
  cancel: '取消',
  ok: '知道了',
  required: '请填写内容',
} as const;

export type ConfirmOptions = { message?: string; title?: string; confirmText?: string; cancelText?: string };
export type PromptOptions = {
  title?: string;
  label: string;
  initial?: string;
  confirmText?: string;
  cancelText?: string;
};
export type AlertOptions = {
  title?: string;
  body?: ReactNode;
  /** Shown in a read-only text box, selected on open, so it can be copied by hand. */
  selectableText?: string;
  okText?: string;
};

export type Common = { id: number; returnFocus: HTMLElement | null };
export type DialogRequest = Common &
  (
    | { kind: 'confirm'; options: ConfirmOptions; settle: (answer: boolean) => void }
    | { kind: 'prompt'; options: PromptOptions; settle: (answer: string | null) => void }
    | { kind: 'alert'; options: AlertOptions; settle: () => void }
  );

export type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let queue: readonly DialogRequest[] = [];
let nextId = 1;
let mountedHosts = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly DialogRequest[]): void {
  queue = next;
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSnapshot = () => queue;

/** Answers a request and takes it off the queue; the next one, if any, shows. */
export function settle(id: number, answer: boolean | string | null): void {
  const request = queue.find((candidate) => candidate.id === id);
  if (!request) return;
  setQueue(queue.filter((candidate) => candidate.id !== id));
  if (request.kind === 'confirm') request.settle(answer === true);
  else if (request.kind === 'prompt') request.settle(typeof answer === 'string' ? answer : null);
  else request.settle();
}

/** The browser's own dialogs, for when no host is mounted. */
function answerNatively(request: DialogRequest): void {
  if (process.env.NODE_ENV !== 'production') {
    console.error('dialogs: no <DialogHost /> is mounted; falling back to the browser dialogs.');
  }
  if (request.kind === 'confirm') {
    settle(request.id, window.confirm(request.options.message ?? dialogMessages.confirmDelete) === true);
  } else if (request.kind === 'prompt') {
    const answer = window.prompt(request.options.label, request.options.initial ?? '')?.trim();
    settle(request.id, answer ? answer : null);
  } else {
    window.alert([request.options.title, request.options.selectableText].filter(Boolean).join('\n'));
    settle(request.id, null);
  }
}

export function enqueue(request: DistributiveOmit<DialogRequest, keyof Common>): void {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs have none, so remember the caller.
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
  const queued = { ...request, id: nextId++, returnFocus } as DialogRequest;
  setQueue([...queue, queued]);
  // A host mounting in this same commit registers in its effect: look again on the next task.
  if (mountedHosts === 0) {
    setTimeout(() => {
      if (mountedHosts === 0 && queue.includes(queued)) answerNatively(queued);
    }, 0);
  }
}

/** Hosts count themselves so that calls without one fall back to the browser dialogs. */
export function hostMounted(): () => void {
  mountedHosts += 1;
  return () => {
    mountedHosts -= 1;
    // The last host went away (app or test torn down): answer what is left as "cancel", so no
    // promise hangs. Checked a task later, as StrictMode unmounts and remounts effects at once.
    const leftovers = queue;
    setTimeout(() => {
      if (mountedHosts > 0) return;
      leftovers.forEach((request) => settle(request.id, request.kind === 'confirm' ? false : null));
    }, 0);
  };
}
