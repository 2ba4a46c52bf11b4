/**
 * The admission lookup's proof of work (issue 35, after ALTCHA's self-hosted scheme): the server
 * picks a secret number n ≤ maxNumber and sends `challenge = SHA-256(salt + n)` (hex) with an HMAC
 * `signature` of the challenge; the page finds n by trying 0, 1, 2 … and sends the proof
 * `salt:n:signature` with its lookup. The server recomputes the challenge from salt and n, checks
 * the signature (so neither salt nor challenge can be made up), and accepts each salt once.
 *
 * No typebox and no imports: the page loads this file in the lookup's own chunk, and the server,
 * its tests and the results-day bench run the same solver. SHA-256 is written out here because
 * `crypto.subtle` exists only in secure contexts (a school LAN may serve the site over plain
 * http, WeChat's webview included), and one digest per promise would be slow anyway.
 */

/** What `GET …/challengeForClient` answers (contract/admission.ts declares its schema). */
export type ProofChallenge = {
  algorithm: 'SHA-256';
  /** SHA-256(salt + n), 64 lower-case hex digits. */
  challenge: string;
  /** `lookup.<expiry, Unix seconds>.<16 random hex digits>`: the purpose, the expiry and the once-only key. */
  salt: string;
  /** The search goes from 0 to this number at most. */
  maxNumber: number;
  /** HMAC-SHA-256 of the challenge under the server's secret, base64url. */
  signature: string;
};

/** Where the page asks for a challenge (one per lookup). */
export const LOOKUP_CHALLENGE_PATH = '/api/ems/education/schoolRollContinue/challengeForClient';

/** The purpose written at the head of every lookup challenge's salt. */
export const LOOKUP_SALT_PREFIX = 'lookup.';
/** A lookup proof as sent: `salt:number:signature`. */
export const LOOKUP_PROOF_PATTERN = '^lookup\\.[0-9]{10}\\.[0-9a-f]{16}:[0-9]{1,9}:[A-Za-z0-9_-]{43}$';

export const proofOf = (challenge: Pick<ProofChallenge, 'salt' | 'signature'>, found: number): string =>
  `${challenge.salt}:${found}:${challenge.signature}`;

/** The expiry written in a lookup salt (ms since the epoch); NaN when the salt is not one. */
export function saltExpiryMs(salt: string): number {
  const match = /^lookup\.([0-9]{10})\./.exec(salt);
  return match ? Number(match[1]) * 1000 : NaN;
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);
const H0 = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/** A hasher of `prefix + suffix` for many short suffixes: the padded blocks are reused. */
function prefixHasher(prefix: string) {
  const head = Array.from(prefix, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0x7f) throw new Error('ASCII only');
    return code;
  });
  const w = new Uint32Array(64);
  const state = new Uint32Array(8);
  let bytes = new Uint8Array(64);

  const compress = (block: number) => {
    for (let i = 0; i < 16; i++) {
      const at = block + i * 4;
      w[i] = (bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!;
    }
    for (let i = 16; i < 64; i++) {
      const x = w[i - 15]!;
      const y = w[i - 2]!;
      const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
      const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = state[0]!;
    let b = state[1]!;
    let c = state[2]!;
    let d = state[3]!;
    let e = state[4]!;
    let f = state[5]!;
    let g = state[6]!;
    let h = state[7]!;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      h = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    state[0] = (state[0]! + a) | 0;
    state[1] = (state[1]! + b) | 0;
    state[2] = (state[2]! + c) | 0;
    state[3] = (state[3]! + d) | 0;
    state[4] = (state[4]! + e) | 0;
    state[5] = (state[5]! + f) | 0;
    state[6] = (state[6]! + g) | 0;
    state[7] = (state[7]! + h) | 0;
  };

  /** The digest of prefix + suffix as eight 32-bit words (the array is reused by the next call). */
  return (suffix: string): Uint32Array => {
    const length = head.length + suffix.length;
    const blocks = Math.ceil((length + 9) / 64);
    if (bytes.length !== blocks * 64) bytes = new Uint8Array(blocks * 64);
    else bytes.fill(0);
    bytes.set(head);
    for (let i = 0; i < suffix.length; i++) bytes[head.length + i] = suffix.charCodeAt(i) & 0x7f;
    bytes[length] = 0x80;
    const bits = length * 8;
    const end = blocks * 64;
    bytes[end - 4] = bits >>> 24;
    bytes[end - 3] = (bits >>> 16) & 0xff;
    bytes[end - 2] = (bits >>> 8) & 0xff;
    bytes[end - 1] = bits & 0xff;
    state.set(H0);
    for (let block = 0; block < end; block += 64) compress(block);
    return state;
  };
}

const toHex = (words: Uint32Array): string =>
  Array.from(words, (word) => (word >>> 0).toString(16).padStart(8, '0')).join('');

/** SHA-256 of an ASCII text, as hex. */
export const sha256Hex = (text: string): string => toHex(prefixHasher('')(text));

function challengeWords(challenge: string): Uint32Array {
  if (!/^[0-9a-f]{64}$/.test(challenge)) throw new Error('not a SHA-256 challenge');
  return Uint32Array.from({ length: 8 }, (_, i) => parseInt(challenge.slice(i * 8, i * 8 + 8), 16));
}

/**
 * Tries the numbers `from` … `to` (included): the number whose SHA-256(salt + number) is the
 * challenge, or null. The page calls it in slices, giving the browser back its thread between them.
 */
export function searchProof(challenge: ProofChallenge, from: number, to: number): number | null {
  const target = challengeWords(challenge.challenge);
  const hash = prefixHasher(challenge.salt);
  const last = Math.min(to, challenge.maxNumber);
  for (let n = from; n <= last; n++) {
    const digest = hash(String(n));
    if (digest[0] === target[0] && toHex(digest) === challenge.challenge) return n;
  }
  return null;
}

/** Solves a challenge at once: its proof, or null when no number up to maxNumber matches. */
export function solveProof(challenge: ProofChallenge): string | null {
  const found = searchProof(challenge, 0, challenge.maxNumber);
  return found === null ? null : proofOf(challenge, found);
}
