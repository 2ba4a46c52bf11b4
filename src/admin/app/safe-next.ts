/** Where the console is mounted (the router's basename, the server's route). */
export const CONSOLE_BASE = '/admin';

/**
 * The router path to go back to after signing in, from the `next` query value: only a path of
 * the console on this origin (`/admin`, `/admin/…`); anything else (another origin, `//host`,
 * a backslash, another path of the site) goes to the console's home. Returns the path without
 * the basename: `/admin/accounts?page=2` → `/accounts?page=2`.
 */
export function safeNext(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, 'http://console.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://console.invalid') return '/';
  const { pathname } = url;
  if (pathname !== CONSOLE_BASE && !pathname.startsWith(`${CONSOLE_BASE}/`)) return '/';
  const inside = pathname.slice(CONSOLE_BASE.length) || '/';
  if (inside === '/sign-in') return '/';
  return `${inside}${url.search}${url.hash}`;
}

/** The `next` value for the current router location (a path inside the console). */
export function nextOf(location: { pathname: string; search: string; hash?: string }): string {
  const inside = location.pathname === '/' ? '' : location.pathname;
  return `${CONSOLE_BASE}${inside}${location.search}${location.hash ?? ''}`;
}
