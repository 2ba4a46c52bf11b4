import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False while the server renders a page and while the browser hydrates it, true once the page's
 * handlers are attached (React renders again then). A form uses it to keep its submit button
 * disabled until submitting is handled by the app: before that, the browser would submit the
 * form itself and put what the visitor typed into the address.
 */
export const useHydrated = (): boolean => useSyncExternalStore(subscribe, inBrowser, onServer);
