import { webHost } from '@/config/runtime';
import { HOME_PATH } from '@/lib/constants';
import { validatePhone } from '@/lib/validators';
import { leadMessages } from './messages';

export type LeadValues = { name: string; phone: string; website: string };
export type LeadField = 'name' | 'phone';
export type LeadErrors = Partial<Record<LeadField, string | null>>;

export const EMPTY_LEAD: LeadValues = { name: '', phone: '', website: '' };

/** The server takes fillMs up to one day (server/src/schemas/site-message.ts). */
export const MAX_FILL_MS = 86_400_000;

/** The message for one field, or null when it passes (spec §5: name required, the shared phone rule). */
export function validateLeadField(field: LeadField, values: LeadValues): string | null {
  if (field === 'name') return values.name.trim() === '' ? leadMessages.nameRequired : null;
  return validatePhone(values.phone.trim(), { required: true });
}

/** The site's home URL, sent as the lead's `address`: this origin's /home, or webHost outside a browser. */
export function siteHomeUrl(): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  // An opaque origin ('null': file://, sandboxed frame) is no address a teacher can use.
  return `${origin && origin !== 'null' ? origin : webHost}${HOME_PATH}`;
}

/** Milliseconds since the form was shown, as a whole number the server accepts (0 to one day). */
export const fillMsSince = (shownAt: number, now: number = Date.now()): number =>
  Math.min(Math.max(Math.round(now - shownAt), 0), MAX_FILL_MS);
