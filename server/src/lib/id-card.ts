/** Chinese citizen ID numbers: 15 digits (first generation), or 17 digits + a digit or X. */
export const ID_CARD_PATTERN = '^(?:[0-9]{15}|[0-9]{17}[0-9X])$';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

/** The 18th character of an 18-digit number, from its first 17 digits (GB 11643). */
export function idCardCheckCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS.charAt(sum % 11);
}

/** Whether an 18-character number has a real birth date and the right check character. */
export function isValidCitizenId(value: string): boolean {
  if (!/^[0-9]{17}[0-9X]$/.test(value)) return false;
  const [year, month, day] = [value.slice(6, 10), value.slice(10, 12), value.slice(12, 14)].map(Number);
  const birth = new Date(Date.UTC(year!, month! - 1, day!));
  const realDate =
    birth.getUTCFullYear() === year && birth.getUTCMonth() === month! - 1 && birth.getUTCDate() === day;
  return realDate && year! >= 1900 && idCardCheckCharacter(value.slice(0, 17)) === value[17];
}
