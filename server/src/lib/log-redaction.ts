import type { LoggerOptions } from 'pino';
import { replacePersonalNumbers } from './personal-numbers';

/**
 * Personal data never reaches a log line. Every line pino writes (request lines, errors with their
 * messages and stacks, the page renderer's warnings) passes through `redactPersonalData` as text,
 * so no field can carry it past: Fastify's request line logs the URL with its query, and the
 * lookup's URL (and its result page's) holds a citizen ID number.
 *
 * - The values of personal query parameters (idCardNo, phone, name, the staff's keyword …),
 *   however they are encoded, and a preview link's signature.
 * - Any phone number or ID number, in any common notation, wherever it stands in the line
 *   (lib/personal-numbers.ts, which the audit trail uses too).
 */
const PERSONAL_KEYS = [
  'idCardNo',
  'idCard',
  'idNo',
  'phone',
  'mobile',
  'tel',
  'name',
  'realName',
  // The staff's searches: a lead's name, or its phone typed with spaces (`138 0013 8000`), which no
  // phone pattern can tell from other numbers once split.
  'keyword',
];

// The value stops before the next parameter, a fragment, white space, or the JSON string's end.
const VALUE = '[^&#\\s"\\\\]*';
const PERSONAL_QUERY = new RegExp(`([?&](?:${PERSONAL_KEYS.join('|')})=)${VALUE}`, 'gi');
/**
 * A preview link's signature (`/preview/<id>?e=…&s=…`): whoever holds the whole link sees the
 * unpublished page until it expires (web/preview-link.ts).
 */
const PREVIEW_SIGNATURE = new RegExp(`(/preview/[^?\\s"]*\\?(?:[^\\s"#]*?&)?s=)${VALUE}`, 'gi');

export const REDACTED = '[redacted]';

export function redactPersonalData(line: string): string {
  const redacted = line
    .replace(PERSONAL_QUERY, (_value, key: string) => `${key}${REDACTED}`)
    .replace(PREVIEW_SIGNATURE, (_value, start: string) => `${start}${REDACTED}`);
  return replacePersonalNumbers(redacted, () => REDACTED);
}

/** Logger options of the app: `logger: { level, ...PERSONAL_DATA_REDACTION }`. */
export const PERSONAL_DATA_REDACTION = {
  hooks: { streamWrite: redactPersonalData },
} satisfies LoggerOptions;
