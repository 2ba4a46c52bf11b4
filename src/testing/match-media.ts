/**
 * jsdom has no matchMedia: this one, installed for every test by src/testing/setup.ts, matches
 * no query unless a test says otherwise with matchMediaQueries (reset after each test). Hooks
 * (reduced motion, wide screens) and react-hot-toast's Toaster read it.
 */
let matches: (query: string) => boolean = () => false;

/** Makes the media queries `predicate` picks match, for the running test. */
export function matchMediaQueries(predicate: (query: string) => boolean) {
  matches = predicate;
}

/** Back to "no query matches" (setup.ts, after each test). */
export function resetMediaQueries() {
  matches = () => false;
}

if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}
