import type { LookupChallenge } from '@contract/admission';
import { solveProof } from '@contract/proof-of-work';
import { envelope, type TestApp } from './helper';

export const LOOKUP = '/api/ems/education/schoolRollContinue/searchForClient';
export const CHALLENGE = '/api/ems/education/schoolRollContinue/challengeForClient';

/** A challenge of the lookup, fetched from `remoteAddress` (light-my-request's 127.0.0.1 by default). */
export async function fetchChallenge(app: TestApp, remoteAddress?: string): Promise<LookupChallenge> {
  const response = await app.inject({ url: CHALLENGE, ...(remoteAddress ? { remoteAddress } : {}) });
  if (response.statusCode !== 200) throw new Error(`challenge: ${response.statusCode} ${response.body}`);
  return envelope<LookupChallenge>(response).data;
}

/** A proof of a fresh challenge, solved as the page solves it. */
export async function solvedProof(app: TestApp, remoteAddress?: string): Promise<string> {
  const proof = solveProof(await fetchChallenge(app, remoteAddress));
  if (!proof) throw new Error('the challenge has no solution');
  return proof;
}

/** The lookup with `query` (`?idCardNo=…`) and a freshly solved proof, as the page asks. */
export async function lookupWithProof(app: TestApp, query: string, remoteAddress?: string) {
  return lookupSolving(app, query, await fetchChallenge(app, remoteAddress), remoteAddress);
}

/** The lookup with `query` and the proof of `challenge`, one the caller fetched. */
export async function lookupSolving(
  app: TestApp,
  query: string,
  challenge: LookupChallenge,
  remoteAddress?: string,
) {
  const proof = solveProof(challenge);
  if (!proof) throw new Error('the challenge has no solution');
  const separator = query.includes('?') ? '&' : '?';
  return app.inject({
    url: `${LOOKUP}${query}${separator}proof=${encodeURIComponent(proof)}`,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/**
 * Starts a sequence of requests that must be counted in one window of a per-minute limit
 * (`perMinutePerIp`: windows of a clock minute): when less than `needMs` of the current minute is
 * left, waits for the next minute to begin. A sequence that crosses a minute is counted in two
 * windows, so its (limit+1)th request is not refused; on a busy machine six lookups can take
 * seconds.
 */
export async function withinOneMinuteWindow(needMs = 15_000): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
