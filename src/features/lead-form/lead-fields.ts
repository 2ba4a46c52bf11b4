import type { LeadBody } from '@contract/site-message';
import {
  ATTRIBUTION_MAX,
  boundedText,
  isMobilePhone,
  leadNameProblem,
  normalizePhone,
  UTM_KEYS,
} from '@contract/lead-rules';
import { webHost } from '@/config/runtime';
import { HOME_PATH } from '@/lib/constants';
import {
  pathWithoutPersonalData,
  utmField,
  VISIT_ATTRIBUTION_KEY,
  type VisitAttribution,
} from '@/lib/visit-attribution';
import { leadMessages } from './messages';

export type LeadValues = { name: string; phone: string; website: string };
export type LeadField = 'name' | 'phone';
export type LeadErrors = Partial<Record<LeadField, string | null>>;

export const EMPTY_LEAD: LeadValues = { name: '', phone: '', website: '' };

/** The server takes fillMs up to one day (contract/site-message.ts LeadBody). */
export const MAX_FILL_MS = 86_400_000;

/**
 * The message for one field, or null when it passes: the name's exact reason (contract/lead-rules.ts,
 * the server's words too), a mainland mobile number as people type it (spaces, dashes, `+86`,
 * full-width digits: contract/lead-rules.ts normalizePhone; spec §5's message).
 */
export function validateLeadField(field: LeadField, values: LeadValues): string | null {
  if (field === 'name') return leadNameProblem(values.name.trim());
  return isMobilePhone(leadPhone(values.phone)) ? null : leadMessages.phoneInvalid;
}

/** The phone as the lead sends it: the 11 digits of what the visitor typed (or what they typed, trimmed). */
export const leadPhone = (typed: string): string => normalizePhone(typed.trim());

/** The site's home URL, sent as the lead's `address`: this origin's /home, or webHost outside a browser. */
export function siteHomeUrl(): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  // An opaque origin ('null': file://, sandboxed frame) is no address a teacher can use.
  return `${origin && origin !== 'null' ? origin : webHost}${HOME_PATH}`;
}

/** Milliseconds since the visitor first touched the form, as a whole number the server accepts (0 to one day). */
export const fillMsSince = (firstAt: number, now: number = Date.now()): number =>
  Math.min(Math.max(Math.round(now - firstAt), 0), MAX_FILL_MS);

/**
 * The visit's attribution as the boot script recorded it (src/lib/visit-attribution.ts), the lead's
 * fields only; none when nothing was recorded or the storage refuses.
 */
export function readVisitAttribution(window: Window): VisitAttribution {
  let stored: Record<string, unknown>;
  try {
    stored = Object(JSON.parse(window.sessionStorage.getItem(VISIT_ATTRIBUTION_KEY) ?? '{}'));
  } catch {
    return {};
  }
  const visit: VisitAttribution = {};
  // Only strings: the storage is the visitor's to edit.
  for (const field of ['landingPath', 'referrer', ...UTM_KEYS.map(utmField)] as (keyof VisitAttribution)[]) {
    const value = stored[field];
    if (typeof value === 'string') visit[field] = value;
  }
  return visit;
}

type Attribution = Pick<
  LeadBody,
  | 'pagePath'
  | 'pageTitle'
  | 'landingPath'
  | 'referrer'
  | 'utmSource'
  | 'utmMedium'
  | 'utmCampaign'
  | 'utmTerm'
  | 'utmContent'
>;

/**
 * Where the lead comes from (issue 21 item 2): the page the form is on (path without personal
 * query keys, and title) and how the visit began (src/lib/visit-attribution.ts), each cut to what
 * the server keeps. Absent values are left out.
 */
export function leadAttribution(window: Window): Attribution {
  const visit = readVisitAttribution(window);
  const fields: Record<keyof Attribution, [string | undefined, number]> = {
    pagePath: [pathWithoutPersonalData(window.location), ATTRIBUTION_MAX.pagePath],
    pageTitle: [window.document.title, ATTRIBUTION_MAX.pageTitle],
    landingPath: [visit.landingPath, ATTRIBUTION_MAX.landingPath],
    referrer: [visit.referrer, ATTRIBUTION_MAX.referrer],
    utmSource: [visit.utmSource, ATTRIBUTION_MAX.utm],
    utmMedium: [visit.utmMedium, ATTRIBUTION_MAX.utm],
    utmCampaign: [visit.utmCampaign, ATTRIBUTION_MAX.utm],
    utmTerm: [visit.utmTerm, ATTRIBUTION_MAX.utm],
    utmContent: [visit.utmContent, ATTRIBUTION_MAX.utm],
  };
  const attribution: Attribution = {};
  for (const [field, [value, max]] of Object.entries(fields) as [keyof Attribution, [string, number]][]) {
    const bounded = boundedText(value, max);
    if (bounded !== null) attribution[field] = bounded;
  }
  return attribution;
}
