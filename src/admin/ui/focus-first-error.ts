import { type RefObject, useEffect } from 'react';

/** A field in error: its box (aria-invalid), or its announced message where it has no one box. */
const IN_ERROR = '[aria-invalid="true"], [role="alert"]';

/**
 * After a refused save, the form's first field in error is brought to the middle of the window
 * (its label above it, its message under it) and focused, so staff who save from the bottom of a
 * long form see what to fix and a screen reader reads it (the box's aria-describedby names the
 * message). `refusal` changes with each refusal (the browser's checks or the server's); nothing
 * moves before the first.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, refusal: unknown) {
  useEffect(() => {
    if (!refusal) return;
    const target = form.current?.querySelector<HTMLElement>(IN_ERROR);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  }, [form, refusal]);
}
