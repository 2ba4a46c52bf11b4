/**
 * A refused save as a form shows it: the server's Chinese message, and the save body's property
 * it is about when the error envelope names one (`field`, contract/envelope.ts), so the message
 * goes beside that box; without one it is shown above the buttons.
 */
export type Refusal = {
  message: string;
  field: string | null;
  /** The envelope's code (contract/codes.ts), when the server gave one: an advertising-law hit is told apart by it. */
  code?: number;
};

/** The message of a failed call's error as RTK Query returns it from the base query. */
export function errorMessage(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message ? message : null;
  }
  return null;
}

/** A failed call's refusal: its message and the field it names (src/api/envelope.ts ApiError). */
export function refusalOf(error: unknown): Refusal | null {
  const message = errorMessage(error);
  if (message === null) return null;
  const { field, code } = error as { field?: unknown; code?: unknown };
  return {
    message,
    field: typeof field === 'string' && field !== '' ? field : null,
    ...(typeof code === 'number' && { code }),
  };
}
