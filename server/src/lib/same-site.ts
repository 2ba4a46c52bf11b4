import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request was sent by a page of another website, as a browser tells it: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` whose host name is neither the one asked (`request.host`) nor
 * one of the site's own host names (host kinds). An opaque `Origin: null` (sandboxed frame, data:
 * URL) counts as another site. A request with neither header (curl, old browsers and webviews,
 * which send no Origin with a form) is not refused: it is no browser being steered by a page.
 */
export function isCrossSite(
  headers: IncomingHttpHeaders,
  requestHost: string,
  ownHostNames: Readonly<Record<string, unknown>>,
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  // Ports and schemes do not make another site (a TLS proxy, a dev port): the host names decide.
  const ownHost = requestHost.toLowerCase().replace(/:\d+$/, '');
  if (url.hostname === ownHost) return false;
  return !Object.hasOwn(ownHostNames, url.hostname);
}
