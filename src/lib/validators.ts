/**
 * The shared validation rules of spec §5. Pure functions on strings: callers trim first
 * (an input's value is what the visitor typed; deciding what to ignore is the form's job).
 */

/** One message whether the phone is missing or malformed (spec §5). */
export const PHONE_MESSAGE = '请输入正确的手机号';
/** The message of the integer rule (spec §5). */
export const INTEGER_MESSAGE = '请填写数字';

/** A mobile number: exactly 11 digits, nothing else (no spaces, no +86). */
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

/** The shape of a citizen ID number: 15 digits (first generation), or 17 digits + a digit or X. */
export function isIdCard(value: string): boolean {
  // \d{17}[\dXx] also covers "18 digits".
  return /^(?:\d{15}|\d{17}[\dXx])$/.test(value);
}

export type CitizenIdFacts = { birthDate: string; gender: 'male' | 'female' };

/** GB 11643 check: weights of the first 17 digits, and the character for each remainder mod 11. */
const CHECK_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** The check character (18th) that the first 17 digits of a citizen ID call for. */
export function citizenIdCheckCharacter(first17: string): string {
  let sum = 0;
  CHECK_WEIGHTS.forEach((weight, index) => {
    sum += weight * Number(first17.charAt(index));
  });
  return CHECK_CHARACTERS.charAt(sum % 11);
}

/** Whether year-month-day is a day that existed (no 30 February, no month 13) and is not after `now`. */
function isPastCalendarDate(year: number, month: number, day: number, now: Date): boolean {
  const date = new Date(year, month - 1, day);
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real && date.getTime() <= now.getTime();
}

/**
 * Birth date and gender from an 18-character citizen ID, or null when it is not a valid one:
 * wrong shape, a birth date that is not a real past day (years 1800–2099 as in the national
 * pattern), or a wrong check character. The 17th digit is odd for men, even for women.
 * `now` is injectable so tests do not depend on the clock.
 */
export function parseCitizenId(value: string, now: Date = new Date()): CitizenIdFacts | null {
  const match = /^[1-9]\d{5}((?:18|19|20)\d{2})(\d{2})(\d{2})\d{2}(\d)[\dXx]$/.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = '', genderDigit = ''] = match;
  if (!isPastCalendarDate(Number(year), Number(month), Number(day), now)) return null;
  if (citizenIdCheckCharacter(value.slice(0, 17)) !== value.charAt(17).toUpperCase()) return null;
  return {
    birthDate: `${year}-${month}-${day}`,
    gender: Number(genderDigit) % 2 === 1 ? 'male' : 'female',
  };
}

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
