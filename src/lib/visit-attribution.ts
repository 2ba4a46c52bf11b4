/**
 * How the visit began (issue 21 item 2): its landing page, the page that linked to it and the
 * campaign parameters of the landing URL. The boot script records it on the visit's first page
 * (src/app/boot.ts: before the app, so a visitor who leaves that page before the app has started
 * still has one); a later landing with campaign parameters replaces it. It lives in
 * sessionStorage: one tab's visit, gone when the tab closes. The lead form reads it and sends
 * it with each lead, cut to the contract's bounds (src/features/lead-form/lead-fields.ts).
 * Free of imports: the boot script carries it.
 */

/** The fields of LeadBody (contract/site-message.ts) that describe the visit. */
export type VisitAttribution = {
  landingPath?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
};

export const VISIT_ATTRIBUTION_KEY = 'visit-attribution';

/** Query keys that carry personal data (the admission lookup's ID number): never recorded. */
export const PERSONAL_QUERY_KEYS = ['idCardNo'];

/** `utm_source` → `utmSource`, the lead's field (contract/site-message.ts LeadBody). */
export const utmField = (key: string) => key.replace(/_(\w)/, (_, letter: string) => letter.toUpperCase());

/** A location's path and query, without the personal query keys. */
export function pathWithoutPersonalData({ pathname, search }: Pick<Location, 'pathname' | 'search'>): string {
  const query = new URLSearchParams(search);
  for (const key of PERSONAL_QUERY_KEYS) query.delete(key);
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/**
 * Records how the visit began, unless it has been recorded already and this URL carries no
 * campaign parameters (`utm_…`: which of them a lead keeps is the form's to say, UTM_KEYS).
 * Storage that refuses (private mode, quota, disabled) records nothing.
 */
export function recordVisitLanding(window: Window): void {
  const { location, document } = window;
  const visit: Record<string, string> = { landingPath: pathWithoutPersonalData(location) };
  let campaign = false;
  for (const [key, value] of new URLSearchParams(location.search)) {
    if (!key.startsWith('utm_') || !value) continue;
    visit[utmField(key)] = value;
    campaign = true;
  }
  // This site's own pages (when they send a referrer at all) say nothing about the channel.
  const { referrer } = document;
  if (referrer && !referrer.startsWith(`${location.origin}/`)) visit.referrer = referrer;
  try {
    const storage = window.sessionStorage;
    if (campaign || storage.getItem(VISIT_ATTRIBUTION_KEY) === null)
      storage.setItem(VISIT_ATTRIBUTION_KEY, JSON.stringify(visit));
  } catch {
    // No storage (private mode, quota): the lead goes without its visit's attribution.
  }
}
