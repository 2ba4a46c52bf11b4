/**
 * Resolves in a new task of the main thread, so that the browser may handle input and paint in
 * between: long start-up work split at these points never blocks a phone for long at a time.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
