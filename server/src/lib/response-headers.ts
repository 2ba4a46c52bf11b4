/**
 * The response headers of the server's policy, as constants: the API's security headers, the
 * permissions policy and HSTS. The api-headers plugin applies the API's to every JSON answer (a
 * cached public read sends them prepared once with its bytes, lib/json-cache.ts); the web app
 * gives its pages and files the permissions policy beside helmet's (routes/web-app.ts).
 */
/**
 * Powerful features no page of the site uses (the lead form and the lookup need none of them),
 * denied to the site itself and to anything it might embed. Only features Chromium knows, so
 * that the header does not log errors in the console.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** helmet's default HSTS, sent only over HTTPS: over plain HTTP a browser ignores it anyway. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of JSON answers (OWASP REST guidance): never sniffed, never framed, never
 * a document that may load anything. Set as one constant object: @fastify/helmet rebuilds its
 * middleware on every request, which halved the API's throughput in the benchmark, so helmet
 * covers only the pages and files of the web app.
 */
export const API_SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const;

/**
 * What every API answer carries besides its own headers: over HTTPS, HSTS too. Not the
 * permissions policy: it governs documents, and a JSON answer is none (opened as a page, its CSP
 * lets nothing run that could ask for a feature); each header is checked and written on every
 * answer, and the public reads are the busiest path of the server.
 */
export function apiAnswerHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? API_HEADERS_HTTPS : API_SECURITY_HEADERS;
}
const API_HEADERS_HTTPS: Readonly<Record<string, string>> = {
  ...API_SECURITY_HEADERS,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
};

/** The permissions policy and, over HTTPS, HSTS: what pages and files get beside helmet's. */
export function documentHeaders(https: boolean): Readonly<Record<string, string>> {
  return https ? DOCUMENT_HEADERS_HTTPS : DOCUMENT_HEADERS_HTTP;
}
const DOCUMENT_HEADERS_HTTP: Readonly<Record<string, string>> = { 'permissions-policy': PERMISSIONS_POLICY };
const DOCUMENT_HEADERS_HTTPS: Readonly<Record<string, string>> = {
  ...DOCUMENT_HEADERS_HTTP,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
};
