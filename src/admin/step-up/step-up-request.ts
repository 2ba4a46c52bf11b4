/**
 * The console's one question "your password again?" (issue 35, step-up): a call refused with
 * CODE.stepUpRequired asks it (the base query, through `consoleCalls.confirmStepUp`), the dialog
 * (step-up-dialog.tsx) answers it. Calls refused together share one question and one answer.
 * No React here: a small store that the dialog reads with useSyncExternalStore.
 */
let waiting: ((confirmed: boolean) => void)[] = [];
let hosts = 0;
/**
 * The element the user last focused, and the one it was when the question opened (the button
 * that started the action): a button disabled while its call waits has lost the focus by then.
 */
let lastFocused: HTMLElement | null = null;
let focusedBeforeAsking: HTMLElement | null = null;
const remember = (event: FocusEvent) => {
  if (event.target instanceof HTMLElement) lastFocused = event.target;
};
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

export function subscribeStepUp(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the question is open. */
export const isAskingForPassword = () => waiting.length > 0;

/** Asks for the password; resolves true once the server confirmed it, false when cancelled. */
export function askForPassword(): Promise<boolean> {
  // No dialog mounted (a test without the console's providers): nobody can answer.
  if (hosts === 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    waiting = [...waiting, resolve];
    if (waiting.length === 1) {
      focusedBeforeAsking = lastFocused;
      notify();
    }
  });
}

/** Where the focus goes back to once the question is answered. */
export const focusBeforeAsking = () => focusedBeforeAsking;

/** The dialog's answer to every call waiting for it. */
export function answerStepUp(confirmed: boolean): void {
  const answered = waiting;
  waiting = [];
  answered.forEach((resolve) => resolve(confirmed));
  notify();
}

/** The dialog counts itself while mounted; when the last one goes, a waiting question is cancelled. */
export function stepUpHostMounted(): () => void {
  hosts += 1;
  if (hosts === 1) document.addEventListener('focusin', remember);
  return () => {
    hosts -= 1;
    if (hosts > 0) return;
    document.removeEventListener('focusin', remember);
    lastFocused = null;
    answerStepUp(false);
  };
}
