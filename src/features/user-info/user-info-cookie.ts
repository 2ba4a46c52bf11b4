/** The cookie the back office sets after sign-in: JSON, URI-encoded. */
export const USER_INFO_COOKIE = 'userInfo';

export type UserInfo = Record<string, unknown>;

const isRecord = (value: unknown): value is UserInfo =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The user info in a cookie header string (`document.cookie`), or null when the cookie is
 * missing, empty, not decodable, not JSON or not an object. Never throws: a broken cookie
 * means "no user", not a broken page. Its fields are the back office's (not in the spec).
 */
export function readUserInfoCookie(cookieString: string, name: string = USER_INFO_COOKIE): UserInfo | null {
  for (const part of cookieString.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    let raw = part.slice(separator + 1).trim();
    // RFC 6265 allows a value in double quotes.
    if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) raw = raw.slice(1, -1);
    if (raw === '') return null;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(raw));
      return isRecord(parsed) ? parsed : null;
    } catch {
      return null; // a malformed %-sequence or bad JSON
    }
  }
  return null;
}
