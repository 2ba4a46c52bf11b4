import type { LoggerOptions } from 'pino';
import { replacePersonalNumbers } from './personal-numbers';

/**
 * Personal data never reaches a log line. Every line pino writes (request lines, errors with their
 * messages and stacks, the page renderer's warnings) passes through `redactPersonalData` as text,
 * so no field can carry it past: Fastify's request line logs the URL with its query, and the
 * lookup's URL (and its result page's) holds a citizen ID number.
 *
 * - The values of personal query parameters (idCardNo, phone, name …), however they are encoded.
 * - Any phone number or ID number, in any common notation, wherever it stands in the line
 *   (lib/personal-numbers.ts, which the audit trail uses too).
 */
const PERSONAL_KEYS = ['idCardNo', 'idCard', 'idNo', 'phone', 'mobile', 'tel', 'name', 'realName'];

// The value stops before the next parameter, a fragment, white space, or the JSON string's end.
const PERSONAL_QUERY = new RegExp(`([?&](?:${PERSONAL_KEYS.join('|')})=)[^&#\\s"\\\\]*`, 'gi');

export const REDACTED = '[redacted]';

export function redactPersonalData(line: string): string {
  return replacePersonalNumbers(line.replace(PERSONAL_QUERY, `$1${REDACTED}`), () => REDACTED);
}

/** Logger options of the app: `logger: { level, ...PERSONAL_DATA_REDACTION }`. */
export const PERSONAL_DATA_REDACTION = {
  hooks: { streamWrite: redactPersonalData },
} satisfies LoggerOptions;
