/**
 * The shared validation rules of spec §5. Pure functions on strings: callers trim first
 * (an input's value is what the visitor typed; deciding what to ignore is the form's job).
 */

import { PHONE_MESSAGE } from '@contract/lead-rules';

/** One message whether the phone is missing or malformed (spec §5); the lead form's (contract/lead-rules.ts). */
export { PHONE_MESSAGE };
/** The message of the integer rule (spec §5). */
export const INTEGER_MESSAGE = '请填写数字';

/**
 * Spec §5's shared phone rule: exactly 11 digits, nothing else (no spaces, no +86). The lead form
 * asks for more, a mainland mobile number (contract/lead-rules.ts isMobilePhone).
 */
export function isPhone(value: string): boolean {
  return /^\d{11}$/.test(value);
}

/**
 * The phone rule of a form field: the message to show, or null when the value passes.
 * An empty optional field passes; an empty required one gets the same message as a wrong one.
 */
export function validatePhone(value: string, { required }: { required: boolean }): string | null {
  if (value === '') return required ? PHONE_MESSAGE : null;
  return isPhone(value) ? null : PHONE_MESSAGE;
}

// Citizen ID numbers: one rule for the server and the browser, in contract/id-card.ts.

/**
 * A score: 0, or a number without leading zeros and with at most 2 decimals
 * ('95', '95.5', '95.55'), or a decimal below 1 ('0.5', '0.55'). No sign, no exponent.
 */
export function isScore(value: string): boolean {
  return /^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/.test(value);
}

/**
 * An integer written without leading zeros: an optional minus, then a nonzero digit and more digits.
 * Decision: '0' itself IS an integer (the rule's point is "no leading zeros", and refusing a
 * count of zero would surprise); '-0', '00' and '007' are not. Use isPositiveInteger for > 0.
 */
export function isInteger(value: string): boolean {
  return value === '0' || /^-?[1-9]\d*$/.test(value);
}

/** A whole number above zero, without sign or leading zeros: '1', '42'; not '0', '-1', '01'. */
export function isPositiveInteger(value: string): boolean {
  return /^[1-9]\d*$/.test(value);
}

/**
 * Input filter for decimal fields: keeps digits and the first dot, and at most 2 decimals.
 * It only removes characters, so a value being typed ('1.') survives: 'a1.2.34' → '1.23'.
 */
export function filterDecimal(value: string): string {
  const kept = value.replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot === -1) return kept;
  const whole = kept.slice(0, dot);
  const decimals = kept
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2);
  return `${whole}.${decimals}`;
}
