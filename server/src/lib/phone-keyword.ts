import { isMobilePhone, normalizePhone, PHONE_SEPARATORS } from '@contract/lead-rules';

/**
 * The digits a staff member searching leads by phone means (the inbox's keyword, issue 38 item
 * 4): a whole number as people write it (`+86 138-0013-8000`, through the form's own rule,
 * contract/lead-rules.ts normalizePhone) or some digits of one (`0013 8000`); null when the
 * keyword is no number at all (a name).
 */
export function phoneDigitsOf(keyword: string): string | null {
  const whole = normalizePhone(keyword);
  if (isMobilePhone(whole)) return whole;
  const compact = keyword.normalize('NFKC').replace(PHONE_SEPARATORS, '');
  return /^\+?\d+$/.test(compact) ? compact.replace(/^\+/, '') : null;
}
