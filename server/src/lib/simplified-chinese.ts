import { Converter } from 'opencc-js/t2cn';
import type { Simplify } from '@contract/ad-law';

/**
 * Traditional → simplified Chinese for the advertising-law check (contract/ad-law.ts), one
 * character at a time: OpenCC's character table (保過 → 保过, 證 → 证), without its phrase table,
 * so every character of a text maps to one character and a hit's offsets stay those of the text.
 * The table (opencc-js's t2cn, about 110 KB) is the server's only: the console never loads it.
 * Built on first use (about 30 ms); each character converted once per process.
 */
let convert: ((text: string) => string) | undefined;
const known = new Map<string, string>();
/** Characters seen are few (a few thousand Han characters): the map is bounded all the same. */
const KNOWN_MAX = 20_000;

export const simplifiedChar: Simplify = (character) => {
  // Latin letters, digits and ASCII punctuation have no traditional form.
  if (character.charCodeAt(0) < 0x80) return character;
  const cached = known.get(character);
  if (cached !== undefined) return cached;
  convert ??= Converter({ from: 't', to: 'cn' });
  const converted = convert(character);
  // One character in, one out: anything else (none known) keeps the character as written.
  const simple = [...converted].length === 1 ? converted : character;
  if (known.size >= KNOWN_MAX) known.clear();
  known.set(character, simple);
  return simple;
};
