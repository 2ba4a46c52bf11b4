import * as AlertDialog from '@radix-ui/react-alert-dialog';
import {
  type ComponentPropsWithoutRef,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import styled from 'styled-components';
import { media } from '@/theme/theme';

/**
 * Promise-based dialogs: `if (await confirmDialog()) remove(row)`.
 *
 * Calls queue requests in this module; `<DialogHost />`, rendered once inside the app's
 * providers, shows them one at a time with Radix's alert dialog (role alertdialog, focus
 * trapped and restored, Escape = cancel). Rendering the host in the app's own tree, rather
 * than a second React root created on demand, keeps the active platform theme, StrictMode and
 * the one React instance, and leaves nothing to clean up. Without a host (a unit test that did
 * not render one, a misconfigured page) the calls fall back to the browser's own dialogs so
 * a promise never hangs.
 */

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

type Common = { id: number; returnFocus: HTMLElement | null };
type Request = Common &
  (
    | { kind: 'confirm'; options: ConfirmOptions; settle: (answer: boolean) => void }
    | { kind: 'prompt'; options: PromptOptions; settle: (answer: string | null) => void }
    | { kind: 'alert'; options: AlertOptions; settle: () => void }
  );

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let queue: readonly Request[] = [];
let nextId = 1;
let mountedHosts = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly Request[]): void {
  queue = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => queue;

/** Answers a request and takes it off the queue; the next one, if any, shows. */
function settle(id: number, answer: boolean | string | null): void {
  const request = queue.find((candidate) => candidate.id === id);
  if (!request) return;
  setQueue(queue.filter((candidate) => candidate.id !== id));
  if (request.kind === 'confirm') request.settle(answer === true);
  else if (request.kind === 'prompt') request.settle(typeof answer === 'string' ? answer : null);
  else request.settle();
}

/** The browser's own dialogs, for when no host is mounted. */
function answerNatively(request: Request): void {
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

function enqueue(request: DistributiveOmit<Request, keyof Common>): void {
  // Radix gives the focus back to a Dialog.Trigger; these dialogs have none, so remember the caller.
  const active = typeof document === 'undefined' ? null : document.activeElement;
  const returnFocus = active instanceof HTMLElement && active !== document.body ? active : null;
  const queued = { ...request, id: nextId++, returnFocus } as Request;
  setQueue([...queue, queued]);
  // A host mounting in this same commit registers in its effect: look again on the next task.
  if (mountedHosts === 0) {
    setTimeout(() => {
      if (mountedHosts === 0 && queue.includes(queued)) answerNatively(queued);
    }, 0);
  }
}

/** Delete confirmation by default (提示 / 确定删除吗 / 确定 / 取消). Resolves true on confirm. */
export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => enqueue({ kind: 'confirm', options, settle: resolve }));
}

/** Asks for one line of text; refuses blank input (请填写内容). Resolves the trimmed text, or null on cancel. */
export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => enqueue({ kind: 'prompt', options, settle: resolve }));
}

/** A message with one button. Resolves when it is closed. */
export function alertDialog(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => enqueue({ kind: 'alert', options, settle: resolve }));
}

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Content = styled(AlertDialog.Content)`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  left: 50%;
  top: 50%;
  transform: translate(-50%, -50%);
  width: calc(100vw - 2 * ${({ theme }) => theme.space[5]}px);
  max-width: calc(${({ theme }) => theme.layout.inputWidth}px + 2 * ${({ theme }) => theme.space[6]}px);
  max-height: calc(100vh - 2 * ${({ theme }) => theme.space[6]}px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  color: ${({ theme }) => theme.colors.text};
  &:focus {
    outline: none;
  }
  ${media.tablet} {
    padding: ${({ theme }) => theme.space[6]}px;
  }
`;

const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
`;

const Description = styled(AlertDialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Button = styled.button<{ $primary?: boolean }>`
  min-width: ${({ theme }) => theme.space[8]}px;
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $primary, theme }) => ($primary ? theme.colors.onPrimary : theme.colors.primary)};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
`;

const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
`;

const TextInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const CopyBox = styled.textarea`
  width: 100%;
  min-height: calc(${({ theme }) => theme.space[8]}px + ${({ theme }) => theme.space[5]}px);
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font: inherit;
  resize: vertical;
`;

const FieldError = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

type FrameProps = ComponentPropsWithoutRef<typeof AlertDialog.Content> & { request: Request };

/** The dialog box; on close the focus goes back where it was when the dialog was asked for. */
function Frame({ request, children, ...props }: FrameProps) {
  return (
    <Content
      {...props}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (request.returnFocus?.isConnected) request.returnFocus.focus();
      }}
    >
      {children}
    </Content>
  );
}

function ConfirmContent({ request }: { request: Extract<Request, { kind: 'confirm' }> }) {
  const { message = dialogMessages.confirmDelete, title = dialogMessages.tip } = request.options;
  return (
    // Radix focuses the Cancel button first: the safe choice for a delete confirmation.
    <Frame request={request}>
      <Title>{title}</Title>
      <Description>{message}</Description>
      <Buttons>
        <AlertDialog.Cancel asChild>
          <Button type="button">{request.options.cancelText ?? dialogMessages.cancel}</Button>
        </AlertDialog.Cancel>
        <Button type="button" $primary onClick={() => settle(request.id, true)}>
          {request.options.confirmText ?? dialogMessages.confirm}
        </Button>
      </Buttons>
    </Frame>
  );
}

function PromptContent({ request }: { request: Extract<Request, { kind: 'prompt' }> }) {
  const { title = dialogMessages.tip, label, initial = '' } = request.options;
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = value.trim();
    if (answer === '') {
      setError(dialogMessages.required);
      inputRef.current?.focus();
      return;
    }
    settle(request.id, answer);
  };

  return (
    <Frame
      request={request}
      aria-describedby={undefined}
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }}
    >
      <Title>{title}</Title>
      <form noValidate onSubmit={submit}>
        <Label htmlFor={inputId}>{label}</Label>
        <TextInput
          id={inputId}
          ref={inputRef}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            if (error && event.target.value.trim() !== '') setError(null);
          }}
        />
        {error && (
          <FieldError id={errorId} role="alert">
            {error}
          </FieldError>
        )}
        <Buttons>
          <AlertDialog.Cancel asChild>
            <Button type="button">{request.options.cancelText ?? dialogMessages.cancel}</Button>
          </AlertDialog.Cancel>
          <Button type="submit" $primary>
            {request.options.confirmText ?? dialogMessages.confirm}
          </Button>
        </Buttons>
      </form>
    </Frame>
  );
}

function AlertContent({ request }: { request: Extract<Request, { kind: 'alert' }> }) {
  const { title = dialogMessages.tip, body, selectableText, okText = dialogMessages.ok } = request.options;
  const textRef = useRef<HTMLTextAreaElement>(null);
  const textId = useId();
  return (
    <Frame
      request={request}
      // Radix links its Description itself; without one, say so explicitly (or point at the text).
      {...(body ? {} : { 'aria-describedby': selectableText === undefined ? undefined : textId })}
      onOpenAutoFocus={(event) => {
        if (!textRef.current) return; // default: focus the button
        event.preventDefault();
        textRef.current.focus();
        textRef.current.select();
      }}
    >
      <Title>{title}</Title>
      {body && <Description>{body}</Description>}
      {selectableText !== undefined && (
        <CopyBox id={textId} ref={textRef} readOnly value={selectableText} aria-label={title} />
      )}
      <Buttons>
        <AlertDialog.Cancel asChild>
          <Button type="button" $primary>
            {okText}
          </Button>
        </AlertDialog.Cancel>
      </Buttons>
    </Frame>
  );
}

/** Renders the queued dialogs. Mount exactly once, inside the ThemeProvider (src/app/providers.tsx). */
export function DialogHost() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)[0];

  useEffect(() => {
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
  }, []);

  if (!current) return null;
  // Cancel, Escape and the alert's OK button all close through onOpenChange(false).
  const dismiss = () => settle(current.id, current.kind === 'confirm' ? false : null);

  return (
    <AlertDialog.Root
      key={current.id}
      open
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
    >
      <AlertDialog.Portal>
        <Overlay />
        {current.kind === 'confirm' && <ConfirmContent request={current} />}
        {current.kind === 'prompt' && <PromptContent request={current} />}
        {current.kind === 'alert' && <AlertContent request={current} />}
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
