import { useSyncExternalStore } from 'react';

export type PageLocation = { origin: string; host: string };

// The page's address does not change while it is shown: no subscription.
const subscribe = () => () => undefined;
const browserLocation = (): PageLocation => window.location;
const unknownOnServer = (): null => null;

/**
 * The origin and host of the page, to tell this site's links from others'. Null while the server
 * renders the page and while the browser hydrates it (React then renders again with the real one),
 * so that the server's HTML and the hydrating render agree.
 */
export const usePageLocation = (): PageLocation | null =>
  useSyncExternalStore(subscribe, browserLocation, unknownOnServer);
