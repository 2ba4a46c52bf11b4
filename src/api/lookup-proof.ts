import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import type { AdmissionInfo, EnrollLookupQuery, LookupChallenge } from '@contract/admission';
import { CODE } from '@contract/codes';
import { LOOKUP_CHALLENGE_PATH, proofOf, saltExpiryMs, searchProof } from '@contract/proof-of-work';
import type { ApiRequest, CallEnvironment, apiBaseQuery } from './base-query';
import type { ApiError } from './envelope';
import { apiMessages } from './messages';

/**
 * The admission lookup's proof of work in the page (issue 35; the scheme: contract/proof-of-work.ts).
 * The lookup page starts solving a challenge as soon as its form shows, so the proof is ready
 * before the visitor taps 查询; the lookup takes it, or solves one then. Loaded only by the lookup
 * pages and the lookup call (a chunk of its own), never by the other pages.
 */

const LOOKUP_PATH = '/api/ems/education/schoolRollContinue/searchForClient';

/** Fetches one fresh challenge (never a cached one). */
export type ChallengeFetcher = () => Promise<{ data: LookupChallenge } | { error: ApiError }>;

export type ProofResult = { proof: string } | { error: ApiError };

type Solved = { proof: string; expiresAtMs: number } | { error: ApiError };

/** A proof that expires within this much is not sent: the visitor's tap must reach the server in time. */
const FRESH_FOR_MS = 60_000;
/** The page's thread is given back this often while solving: typing stays smooth on a slow phone. */
const SLICE_MS = 12;

export const proofMessages = {
  unsolved: '查询验证失败，请重新查询',
} as const;

/** Resolves in a new task without setTimeout's 4 ms clamp (MessageChannel), so slices follow each other at once. */
function yieldToPage(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Finds the challenge's number in slices of about SLICE_MS, yielding in between. */
export async function solveInSlices(challenge: LookupChallenge): Promise<string | null> {
  let step = 500;
  for (let from = 0; from <= challenge.maxNumber;) {
    const started = performance.now();
    const found = searchProof(challenge, from, from + step - 1);
    if (found !== null) return proofOf(challenge, found);
    from += step;
    // Sized to the device: a fast desktop does big slices, a slow phone small ones.
    const spent = performance.now() - started;
    if (spent < SLICE_MS / 2) step *= 2;
    else if (spent > SLICE_MS * 2 && step > 100) step = Math.floor(step / 2);
    await yieldToPage();
  }
  return null;
}

async function solveOne(fetchChallenge: ChallengeFetcher): Promise<Solved> {
  try {
    const fetched = await fetchChallenge();
    if ('error' in fetched) return fetched;
    const proof = await solveInSlices(fetched.data);
    if (!proof) return { error: { message: proofMessages.unsolved } };
    return { proof, expiresAtMs: saltExpiryMs(fetched.data.salt) };
  } catch {
    return { error: { message: apiMessages.network } };
  }
}

let next: Promise<Solved> | null = null;

/** Starts solving the next lookup's challenge in the background, unless one is already under way or ready. */
export function prepareLookupProof(fetchChallenge: ChallengeFetcher): void {
  next ??= solveOne(fetchChallenge);
}

/**
 * A proof for one lookup: the one prepared when it is still fresh, else a new one. A failed
 * preparation (the network went away while the visitor typed) is tried again once.
 */
export async function takeLookupProof(fetchChallenge: ChallengeFetcher): Promise<ProofResult> {
  const prepared = next;
  next = null;
  let solved = prepared ? await prepared : await solveOne(fetchChallenge);
  if (prepared && ('error' in solved || solved.expiresAtMs - Date.now() < FRESH_FOR_MS)) {
    solved = await solveOne(fetchChallenge);
  }
  return 'error' in solved ? solved : { proof: solved.proof };
}

/** The base query as RTK Query hands it to a `queryFn`. */
export type BaseQueryCall = (request: ApiRequest) => ReturnType<typeof apiBaseQuery>;

/** Fresh challenges through the base query (its conventions; silent: the caller says what failed). */
export const challengeFetcher =
  (baseQuery: BaseQueryCall): ChallengeFetcher =>
  async () => {
    const fetched = await baseQuery({ url: LOOKUP_CHALLENGE_PATH, options: { silent: true } });
    return fetched.error ? { error: fetched.error } : { data: fetched.data as LookupChallenge };
  };

/**
 * The lookup's `queryFn` (src/api/public-api.ts): takes a proof, asks with it, and replaces a
 * proof the server refuses (expired, or used: a server restarted with another secret) once,
 * without a word to the visitor. Other failures are shown as the base query shows them.
 */
export async function lookUpWithProof(
  params: EnrollLookupQuery,
  api: BaseQueryApi,
  baseQuery: BaseQueryCall,
): Promise<{ data: AdmissionInfo | null } | { error: ApiError }> {
  const showError = (error: ApiError) =>
    (api.extra as CallEnvironment | undefined)?.showError?.(error.message, api.endpoint);
  const fetchChallenge = challengeFetcher(baseQuery);
  for (let attempt = 1; ; attempt++) {
    const taken = await takeLookupProof(fetchChallenge);
    if ('error' in taken) {
      showError(taken.error);
      return taken;
    }
    const lastAttempt = attempt === 2;
    const result = await baseQuery({
      url: LOOKUP_PATH,
      params: { ...params, proof: taken.proof },
      options: { overlay: true, silent: !lastAttempt },
    });
    if (!result.error) return { data: result.data as AdmissionInfo | null };
    if (lastAttempt) return { error: result.error };
    if (result.error.code !== CODE.lookupProofRefused) {
      showError(result.error);
      return { error: result.error };
    }
  }
}

/** Forgets a prepared proof (tests: each starts without one). */
export function forgetLookupProof(): void {
  next = null;
}
