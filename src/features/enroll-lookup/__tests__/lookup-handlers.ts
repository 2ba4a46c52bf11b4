import { http, HttpResponse } from 'msw';
import { type AdmissionInfo, LOOKUP_PROOF_MESSAGES, type LookupChallenge } from '@contract/admission';
import { CODE } from '@contract/codes';
import { sha256Hex } from '@contract/proof-of-work';

/** MSW handlers of the admission lookup call (docs/content-contract.md). */
export const LOOKUP_URL = '*/api/ems/education/schoolRollContinue/searchForClient';
export const CHALLENGE_URL = '*/api/ems/education/schoolRollContinue/challengeForClient';

/** Small, so that the tests solve fast; the page's solver does not know the difference. */
const TEST_MAX_NUMBER = 3000;
const SIGNATURE = 'T'.repeat(43);

/**
 * The challenges handed out, by salt (a proof is accepted once, as the server accepts it). The
 * server signs with HMAC; here the handler remembers what it issued instead.
 */
const issued = new Map<string, string>();
let saltCounter = 0;

export function issueTestChallenge(expiresAtMs = Date.now() + 10 * 60_000): LookupChallenge {
  saltCounter += 1;
  const salt = `lookup.${Math.floor(expiresAtMs / 1000)}.${saltCounter.toString(16).padStart(16, '0')}`;
  const challenge = sha256Hex(`${salt}${Math.floor(Math.random() * (TEST_MAX_NUMBER + 1))}`);
  issued.set(salt, challenge);
  return { algorithm: 'SHA-256', challenge, salt, maxNumber: TEST_MAX_NUMBER, signature: SIGNATURE };
}

/** Whether a proof solves a challenge issued here and not used yet (it is used up by the check). */
function acceptProof(proof: string | null): boolean {
  const [salt = '', number = '', signature = ''] = (proof ?? '').split(':');
  const challenge = issued.get(salt);
  if (!challenge || signature !== SIGNATURE || sha256Hex(`${salt}${number}`) !== challenge) return false;
  issued.delete(salt);
  return true;
}

export const proofRefused = (message: string = LOOKUP_PROOF_MESSAGES.used) =>
  HttpResponse.json({ code: CODE.lookupProofRefused, message, data: null }, { status: 400 });

export const FOUND_ID = '11010519491231002X';
export const FOUND_INFO: AdmissionInfo = { year: 2026, name: '李晓梅', major: '护理', gender: '女' };

export type LookupLog = { idCardNo: string | null; siteId: string | null }[];

/**
 * Issues challenges (counted in `challenges`); answers a lookup with a solved one FOUND_ID with
 * FOUND_INFO and any other number with null, recording it in `log`; refuses one without.
 */
export function lookupHandlers(log: LookupLog, challenges: { count: number } = { count: 0 }) {
  return [
    http.get(CHALLENGE_URL, () => {
      challenges.count += 1;
      return HttpResponse.json({ code: CODE.ok, message: 'ok', data: issueTestChallenge() });
    }),
    http.get(LOOKUP_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (!acceptProof(params.get('proof'))) return proofRefused(LOOKUP_PROOF_MESSAGES.invalid);
      const idCardNo = params.get('idCardNo');
      log.push({ idCardNo, siteId: params.get('siteId') });
      return HttpResponse.json({
        code: CODE.ok,
        message: 'ok',
        data: idCardNo === FOUND_ID ? FOUND_INFO : null,
      });
    }),
  ];
}
