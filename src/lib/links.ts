/**
 * Link rule of spec §2: a url opens in the same tab when it belongs to the current domain
 * (a relative path, or an absolute url that contains the current host), otherwise in a new tab.
 */
export function opensInSameTab(url: string, currentHost: string): boolean {
  const trimmed = url.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return true;
  if (!/^https?:\/\//i.test(trimmed) && !trimmed.startsWith('//'))
    return !/^[a-z][a-z0-9+.-]*:/i.test(trimmed);
  return trimmed.toLowerCase().includes(currentHost.toLowerCase());
}

/** The in-app path of a same-site url ('https://host/a?b' → '/a?b'), or null for other sites. */
export function inAppPath(url: string, currentOrigin: string): string | null {
  try {
    const target = new URL(url, currentOrigin);
    if (target.origin !== currentOrigin) return null;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return null;
  }
}
