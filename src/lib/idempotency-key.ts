/** What this module needs of Web Crypto; injectable so the fallbacks can be tested. */
export type CryptoSource = Partial<Pick<Crypto, 'randomUUID' | 'getRandomValues'>> | undefined;

const hex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * A random key for the `Idempotency-Key` header: a v4 UUID (letters, digits and '-', which
 * the server's pattern accepts). crypto.randomUUID exists only in secure contexts (https,
 * localhost); a site opened over plain http still has getRandomValues, and as a last resort
 * Math.random — weak, but a key only has to differ between two leads of one visitor.
 */
export function createIdempotencyKey(source: CryptoSource = globalThis.crypto): string {
  if (typeof source?.randomUUID === 'function') return source.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof source?.getRandomValues === 'function') {
    source.getRandomValues(bytes);
  } else {
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(Math.random() * 256);
  }
  // RFC 4122 version 4 and variant bits.
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const text = hex(bytes);
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
