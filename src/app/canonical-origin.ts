/**
 * The site's canonical origin, from the site data of the page (main.tsx), for the head the app
 * writes after a navigation (page-head-sync.tsx); the window's until it is set.
 */
let siteOrigin: string | undefined;

export function setCanonicalOrigin(origin: string | undefined): void {
  siteOrigin = origin;
}

export function canonicalOrigin(): string {
  return siteOrigin ?? window.location.origin;
}
