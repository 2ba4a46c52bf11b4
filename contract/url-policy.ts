/**
 * The one policy for every url that comes from content (content and banner urls, menu paths,
 * ICP links, QR images, pictures, videos): an absolute `http:`/`https:` url, or a relative url
 * of this site. Nothing else is followed by the browser or accepted by the server: not
 * `javascript:`/`data:`/`mailto:`, and not a relative-looking url that leaves the site
 * (`//evil.example`, `/\evil.example`, which browsers read as another host). Hosts are compared
 * exactly, after the URL parser has normalised them, never as substrings.
 *
 * Pure and free of typebox: the browser imports it at run time.
 */

/** Where an allowed content url leads, judged against the page's origin. */
export type ContentTarget = {
  /** The parsed url, absolute. */
  href: string;
  /** The same host as the page (spec §2: same tab), else another site (a new tab). */
  sameHost: boolean;
  /** Path, query and hash when the url is on the page's own origin: an in-app route. */
  appPath: string | null;
};

/** Stands for "this site" when a url is judged without a page (on the server, for pictures). */
const THIS_SITE = 'https://this-site.invalid';

/** Longest url accepted; browsers and proxies start refusing around 8 KB. */
export const MAX_CONTENT_URL_LENGTH = 2048;

const EXPLICIT_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The target of a content url on a page of `pageOrigin`, or null when the policy refuses it. */
export function contentTarget(raw: string | null | undefined, pageOrigin: string): ContentTarget | null {
  const url = raw?.trim();
  if (!url || url.length > MAX_CONTENT_URL_LENGTH) return null;
  let page: URL;
  let target: URL;
  try {
    page = new URL(pageOrigin);
    target = new URL(url, page);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  // The parser drops tabs and newlines and reads `\` as `/`: judge what it made of the url.
  const absolute = EXPLICIT_SCHEME.test(url.replace(/[\t\n\r]/g, ''));
  if (!absolute && target.origin !== page.origin) return null;
  if (target.username || target.password) return null;
  return {
    href: target.href,
    sameHost: target.host === page.host,
    appPath: target.origin === page.origin ? `${target.pathname}${target.search}${target.hash}` : null,
  };
}

/** Does the policy allow this url at all? (the server's check when content is written) */
export function isAllowedContentUrl(raw: string | null | undefined): boolean {
  return contentTarget(raw, THIS_SITE) !== null;
}

/** A picture or video source the page may load, as written; null when the policy refuses it. */
export function mediaSource(raw: string | null | undefined): string | null {
  return isAllowedContentUrl(raw) ? raw!.trim() : null;
}

/** A path of this site (`/about_us`), as menu entries name fixed routes; null for anything else. */
export function sitePath(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  if (!url?.startsWith('/')) return null;
  return contentTarget(url, THIS_SITE)?.appPath ?? null;
}
