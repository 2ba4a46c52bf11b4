import { createContext, useContext } from 'react';

export type PageLocation = { origin: string; host: string };

/**
 * The origin and host of the page, to tell this site's links from others'. The server's render
 * provides the request's (src/app/render-page.tsx); in the browser it is the window's, so the
 * server's HTML and the hydrating render agree without a second render.
 */
export const PageLocationContext = createContext<PageLocation | null>(null);

export const usePageLocation = (): PageLocation => useContext(PageLocationContext) ?? window.location;
