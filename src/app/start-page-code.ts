/**
 * Imported first by main.tsx, before React and the router are evaluated: it asks for the code of
 * the page being opened (and of the floating consult bar) at once, so that its download overlaps the framework's start-up instead
 * of following it. The route's `lazy` gets the same chunk from webpack a moment later, and a
 * download that failed is retried and reported there.
 */
import { loadFloatingBar, loadSiteFooter, pageCodeLoaderFor } from './page-code';

pageCodeLoaderFor(window.location.pathname)?.().catch(() => undefined);
// Every page of the site layout has these two (site-layout.tsx).
loadFloatingBar().catch(() => undefined);
loadSiteFooter().catch(() => undefined);
