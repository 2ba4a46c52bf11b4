import type { LoggerOptions } from 'pino';

/**
 * Personal data never reaches a log line. Every line pino writes (request lines, errors with their
 * messages and stacks, the page renderer's warnings) passes through `redactPersonalData` as text,
 * so no field can carry it past: Fastify's request line logs the URL with its query, and the
 * lookup's URL (and its result page's) holds a citizen ID number.
 *
 * - The values of personal query parameters (idCardNo, phone, name …), however they are encoded.
 * - Anything that looks like an ID number (15 or more digits, with or without the check `X`) or a
 *   mainland mobile number (11 digits from 13… to 19…), wherever it stands in the line.
 */
const PERSONAL_KEYS = ['idCardNo', 'idCard', 'idNo', 'phone', 'mobile', 'tel', 'name', 'realName'];

// The value stops before the next parameter, a fragment, white space, or the JSON string's end.
const PERSONAL_QUERY = new RegExp(`([?&](?:${PERSONAL_KEYS.join('|')})=)[^&#\\s"\\\\]*`, 'gi');
// Not inside a longer number or after a '.' (the time, responseTime's fraction), but right after a
// percent-encoded character ("%20139…" is a space, then the number).
const START = '(?:(?<![.%\\d])|(?<=%[\\dA-Fa-f]{2}))';
const ID_NUMBER = new RegExp(`${START}\\d{15,}[Xx]?`, 'g');
const MOBILE = new RegExp(`${START}1[3-9]\\d{9}(?!\\d)`, 'g');

export const REDACTED = '[redacted]';

export function redactPersonalData(line: string): string {
  return line.replace(PERSONAL_QUERY, `$1${REDACTED}`).replace(ID_NUMBER, REDACTED).replace(MOBILE, REDACTED);
}

/** Logger options of the app: `logger: { level, ...PERSONAL_DATA_REDACTION }`. */
export const PERSONAL_DATA_REDACTION = {
  hooks: { streamWrite: redactPersonalData },
} satisfies LoggerOptions;
