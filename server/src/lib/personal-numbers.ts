/**
 * Phone numbers and ID numbers in free text: the one place that finds them, for the log lines
 * (lib/log-redaction.ts, which blanks them) and the audit trail (staff/audit.ts, which keeps the
 * first and last digits so staff still recognise a lead).
 *
 * - A mainland mobile number (1, then 3–9, then nine digits) as people write it: `13812345678`,
 *   `+8613812345678`, `+86 138 1234 5678`, `0086-138-1234-5678`, `138-1234-5678`,
 *   `138 1234 5678`, `(+86)138-1234-5678` (half- or full-width brackets). The two separators are
 *   the same, so `150 2000 3000` in a sentence about money needs that exact shape to be taken.
 * - An ID number: 15 or 18 characters, the last of an 18-character one a digit or `X`. Any run of
 *   15 or more digits is taken, with an `X` after it: bank card numbers (16–19 digits) are personal
 *   too, and no time, duration, price or database id the server writes is that long.
 *
 * Never inside a longer number, nor after a `.` (a fraction such as a response time); but right
 * after a percent-encoded character (`%20139…` is a space, then the number).
 */
const START = '(?:(?<![.%\\d])|(?<=%[\\dA-Fa-f]{2}))';
const COUNTRY = '(?:(?:\\+|%2[Bb]|00)?86[ -]?|[(（]\\+?86[)）][ -]?)';
const MOBILE = '1[3-9]\\d(?<sep>[ -]?)\\d{4}\\k<sep>\\d{4}';
const ID = '\\d{15,}[Xx]?';

const PERSONAL_NUMBER = new RegExp(`${START}(?:(?<phone>${COUNTRY}?${MOBILE})|(?<id>${ID}))(?!\\d)`, 'g');

export type PersonalNumber = { kind: 'phone'; digits: string } | { kind: 'idNumber'; text: string };

/** Replaces every phone number and ID number in `text` by what `replace` makes of it. */
export function replacePersonalNumbers(text: string, replace: (found: PersonalNumber) => string): string {
  // Most texts hold no digits run long enough: skip the regular expression for them.
  if (!/\d{4}/.test(text)) return text;
  return text.replace(PERSONAL_NUMBER, (...args) => {
    const groups = args.at(-1) as { id?: string; phone?: string };
    // The last 11 digits are the number itself, whatever the notation around them.
    if (groups.phone !== undefined)
      return replace({ kind: 'phone', digits: groups.phone.replace(/\D/g, '').slice(-11) });
    return replace({ kind: 'idNumber', text: groups.id ?? '' });
  });
}

/** `138****5678` and `110101********125X`: enough for staff to tell leads apart, not to call or use them. */
export function maskPersonalNumbers(text: string): string {
  return replacePersonalNumbers(text, (found) =>
    found.kind === 'phone'
      ? `${found.digits.slice(0, 3)}****${found.digits.slice(7)}`
      : `${found.text.slice(0, 6)}${'*'.repeat(found.text.length - 10)}${found.text.slice(-4)}`,
  );
}

/** A mail address as the trail shows it: the first letter and the domain (z***@example.cn). */
export const maskEmail = (email: string | null): string | null =>
  email ? email.replace(/^(.)[^@]*/, '$1***') : null;
