/**
 * The response headers of the server's policy, as constants: the API's security headers, the
 * permissions policy and HSTS. The api-headers plugin applies them to every answer; a cached
 * public read sends them prepared once with its bytes (lib/json-cache.ts).
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

/** What every API answer carries besides its own headers: over HTTPS, HSTS too. */
export function apiAnswerHeaders(https: boolean): Record<string, string> {
  return https ? API_HEADERS_HTTPS : API_HEADERS_HTTP;
}
const API_HEADERS_HTTP: Record<string, string> = {
  ...API_SECURITY_HEADERS,
  'permissions-policy': PERMISSIONS_POLICY,
};
const API_HEADERS_HTTPS: Record<string, string> = {
  ...API_HEADERS_HTTP,
  'strict-transport-security': STRICT_TRANSPORT_SECURITY,
};
