/**
 * Chinese citizen ID numbers (GB 11643): the one rule of the server and the browser. Pure.
 * On the wire the check character is an upper-case X; a form upper-cases what the visitor
 * typed before it checks (src/features/enroll-lookup/admission-args.ts), so a lower-case x
 * typed by a visitor is accepted there.
 */

/** The shape: 15 digits (first generation), or 17 digits + a digit or X. */
export const ID_CARD_PATTERN = '^(?:[0-9]{15}|[0-9]{17}[0-9X])$';

const ID_CARD_FORMAT = new RegExp(ID_CARD_PATTERN);

/** Whether the value has the shape of an ID number (no checksum: 15-digit numbers have none). */
export function isIdCardFormat(value: string): boolean {
  return ID_CARD_FORMAT.test(value);
}

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** The 18th character of an 18-digit number, from its first 17 digits. */
export function idCardCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce<number>((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

export type CitizenIdFacts = { birthDate: string; gender: 'male' | 'female' };

/**
 * Whether year-month-day is a day that existed (no 30 February, no month 13) and is not after
 * the day of `now` (its local calendar day: a person born today is valid today).
 */
function isPastCalendarDate(year: number, month: number, day: number, now: Date): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const dayNumber = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
  return (
    real && dayNumber(year, month, day) <= dayNumber(now.getFullYear(), now.getMonth() + 1, now.getDate())
  );
}

/**
 * Birth date and gender from an 18-character citizen ID, or null when it is not a valid one:
 * wrong shape (a lower-case x included), a region code starting with 0, a birth date that is
 * not a real past day from 1900 on, or a wrong check character. The 17th digit is odd for men,
 * even for women. `now` is injectable so tests do not depend on the clock.
 */
export function parseCitizenId(value: string, now: Date = new Date()): CitizenIdFacts | null {
  const match = /^[1-9][0-9]{5}((?:19|20)[0-9]{2})([0-9]{2})([0-9]{2})[0-9]{2}([0-9])[0-9X]$/.exec(value);
  if (!match) return null;
  const [, year = '', month = '', day = '', genderDigit = ''] = match;
  if (!isPastCalendarDate(Number(year), Number(month), Number(day), now)) return null;
  if (idCardCheckCharacter(value.slice(0, 17)) !== value.charAt(17)) return null;
  return {
    birthDate: `${year}-${month}-${day}`,
    gender: Number(genderDigit) % 2 === 1 ? 'male' : 'female',
  };
}

/** Whether an 18-character number is a valid citizen ID (see parseCitizenId). */
export function isValidCitizenId(value: string, now: Date = new Date()): boolean {
  return parseCitizenId(value, now) !== null;
}
