/**
 * Results day against the real server (npm run bench:results-day, issue 35). A server process
 * (the build, dist-server/server.js with dist/, on a fresh embedded store with the demo,
 * SEED_DEMO=1, whose admitted numbers are README "Demo data"; DATABASE_URL for PostgreSQL) at the
 * default limits (docs/operations.md, "Abuse limits") gets, each part printing its progress as it goes:
 *  1. STUDENTS (100) distinct students behind one address (127.0.0.1), each fetching a challenge,
 *     solving it with the page's own solver (contract/proof-of-work.ts, in SOLVER_WORKERS worker
 *     threads) and looking up once: answered (found or 暂无录取信息) and refused, and the time the
 *     100 took, which must be under a minute.
 *  2. BROWSER_STUDENTS (10) more from the same address in real Chromium, each opening /enroll_info
 *     in its own context at 375 px, typing a number and tapping 查询 once: the page fetches and
 *     solves its challenge itself (STUDENT_TABS at a time). BROWSER_STUDENTS=100 for all of them
 *     in the browser, on a machine with the cores for it.
 *  3. The phone profile: PHONE_RUNS pages at 375 px with the CPU slowed 4× (CDP
 *     Emulation.setCPUThrottlingRate). Each taps 查询 as soon as it can: from the form shown to the
 *     lookup sent is the time the page took to have its proof. Then, the next proof prepared, a
 *     second number: from the tap to the answer shown.
 *  4. A script of SCRIPT_NUMBERS (10,000) distinct well-formed numbers from another address
 *     (127.0.0.2), fetching and solving a challenge per number (SOLVER_WORKERS at once, as fast as
 *     it can): answered and refused, per status and message, the most answered in one clock minute
 *     and in one clock hour, and the CPU time its solving cost.
 * Screenshots of /enroll_info at 375 px after a not-found and after a found lookup go to SHOT_DIR.
 * Environment: PORT (8105), DATA_DIR (a temp folder), CHROMIUM_PATH (/usr/bin/chromium),
 * SHOT_DIR (/tmp/shots/resultsday), STUDENTS (100), BROWSER_STUDENTS (10), STUDENT_TABS (2),
 * PHONE_RUNS (5), SCRIPT_NUMBERS (10000), SOLVER_WORKERS (2), SKIP_BROWSER=1 (no Chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { transformSync } from 'esbuild';
import { Agent, fetch as undiciFetch } from 'undici';
import { chromium, type Browser, type Page } from 'playwright';
import type { LookupChallenge } from '@contract/admission';
import { idCardCheckCharacter } from '@contract/id-card';
import { CLOSED_NETWORK_FLAGS } from '../../scripts/chromium-flags.mjs';
import { demoServerEnv } from '../../scripts/demo-server-env.mjs';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.PORT ?? 8105);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STUDENTS = Number(process.env.STUDENTS ?? 100);
const BROWSER_STUDENTS = Number(process.env.BROWSER_STUDENTS ?? 10);
const STUDENT_TABS = Number(process.env.STUDENT_TABS ?? 2);
const PHONE_RUNS = Number(process.env.PHONE_RUNS ?? 5);
const SCRIPT_NUMBERS = Number(process.env.SCRIPT_NUMBERS ?? 10_000);
const SOLVER_WORKERS = Number(process.env.SOLVER_WORKERS ?? 2);
const SHOT_DIR = process.env.SHOT_DIR ?? '/tmp/shots/resultsday';
const CHALLENGE = '/api/ems/education/schoolRollContinue/challengeForClient';
const LOOKUP = '/api/ems/education/schoolRollContinue/searchForClient';
/** Admitted in the demo data (README "Demo data"). */
const FOUND = ['11010119950312125X', '310104199807251009'];
/** A page or a request that takes longer than this is counted as failed, not waited for. */
const STEP_TIMEOUT_MS = 30_000;

const started = performance.now();
/** A line of progress, stamped with the seconds since the bench started. */
const log = (...parts: unknown[]) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s]`, ...parts);

/** The nth of a series of distinct, well-formed 18-digit numbers. */
function studentNumber(prefix: string, n: number): string {
  const first17 = `${prefix}${String(n).padStart(17 - prefix.length, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
}

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const taken = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(2_000) }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`a server already answers on ${BASE}: stop it or set PORT`);
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'results-day-'));
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'dist-server/server.js')], {
    cwd: ROOT,
    // The demo's admitted numbers.
    env: demoServerEnv({ port: PORT, dataDir, logLevel: 'error' }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${BASE}/readyz`, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const spread = (values: number[]) =>
  values.length === 0
    ? 'none'
    : `min ${Math.min(...values).toFixed(0)} ms, median ${quantile(values, 0.5).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms (${values.map((ms) => ms.toFixed(0)).join(', ')})`;
const tally = (values: string[]) =>
  values.reduce<Record<string, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );

/**
 * Worker threads running the page's own solver (contract/proof-of-work.ts has no imports: it is
 * compiled here as it stands). Solving is the costly part of a lookup; a script would use all cores.
 */
function solverPool(size: number) {
  const solver = transformSync(readFileSync(path.join(ROOT, 'contract/proof-of-work.ts'), 'utf8'), {
    loader: 'ts',
    format: 'cjs',
  }).code;
  const source = `const exports = {}; const module = { exports };\n${solver}\n
    const { parentPort } = require('node:worker_threads');
    parentPort.on('message', (challenge) => {
      const started = performance.now();
      const proof = module.exports.solveProof(challenge);
      parentPort.postMessage({ proof, ms: performance.now() - started });
    });`;
  const idle = Array.from({ length: size }, () => {
    const worker = new Worker(source, { eval: true });
    // A solver that fails stops the bench: a lookup waiting on it would wait for ever.
    worker.on('error', (error) => {
      console.error('a solver thread failed:', error);
      process.exit(1);
    });
    return worker;
  });
  const waiting: Array<(worker: Worker) => void> = [];
  let cpuMs = 0;
  const solve = async (challenge: LookupChallenge): Promise<string | null> => {
    const worker = idle.pop() ?? (await new Promise<Worker>((resolve) => waiting.push(resolve)));
    try {
      const answer = await new Promise<{ proof: string | null; ms: number }>((resolve) => {
        worker.once('message', resolve);
        worker.postMessage(challenge);
      });
      cpuMs += answer.ms;
      return answer.proof;
    } finally {
      const next = waiting.shift();
      if (next) next(worker);
      else idle.push(worker);
    }
  };
  return { solve, cpuMs: () => cpuMs, close: () => Promise.all(idle.map((worker) => worker.terminate())) };
}

type Answer = { status: number; body: { code: number; message: string; data: unknown } };
type Pool = ReturnType<typeof solverPool>;

/** One lookup as the page makes it: a fresh challenge, solved, then the number with its proof. */
async function lookUp(
  pool: Pool,
  get: (url: string) => Promise<Answer>,
  idCardNo: string,
): Promise<{ outcome: string; ms: number }> {
  const begun = performance.now();
  const challenge = await get(CHALLENGE);
  if (challenge.status !== 200)
    return { outcome: `refused (challenge): ${challenge.status} ${challenge.body.message}`, ms: 0 };
  const proof = await pool.solve(challenge.body.data as LookupChallenge);
  if (!proof) return { outcome: 'failed: no number solved the challenge', ms: 0 };
  const answer = await get(`${LOOKUP}?idCardNo=${idCardNo}&proof=${encodeURIComponent(proof)}`);
  const outcome =
    answer.status === 200 && answer.body.code === 0
      ? answer.body.data
        ? 'answered: found'
        : 'answered: 暂无录取信息'
      : `refused: ${answer.status} ${answer.body.message}`;
  return { outcome, ms: performance.now() - begun };
}

/** A client of the server from one local address (undici's own localAddress: `connect: { localAddress }` is not used). */
function clientFrom(address: string, connections: number) {
  const dispatcher = new Agent({ localAddress: address, connections });
  const get = async (url: string): Promise<Answer> => {
    const response = await undiciFetch(`${BASE}${url}`, {
      dispatcher,
      signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };
  return { get, close: () => dispatcher.close() };
}

/** Runs `work` over 0 … count-1, `lanes` at a time. */
async function inLanes(count: number, lanes: number, work: (n: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(lanes, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

/** Part 1: the students behind one address, with the page's own solver in Node. */
async function studentsPart(pool: Pool): Promise<void> {
  const client = clientFrom('127.0.0.1', SOLVER_WORKERS * 2);
  const numbers = Array.from({ length: STUDENTS }, (_, n) =>
    n < FOUND.length ? FOUND[n]! : studentNumber('3201022008', n),
  );
  const results: Array<{ outcome: string; ms: number }> = [];
  const begun = performance.now();
  await inLanes(numbers.length, SOLVER_WORKERS * 2, async (n) => {
    results.push(
      await lookUp(pool, client.get, numbers[n]!).catch((error: unknown) => ({
        outcome: `failed: ${String(error).split('\n')[0]}`,
        ms: 0,
      })),
    );
    if (results.length % 25 === 0) log(`  students: ${results.length}/${numbers.length}`);
  });
  await client.close();
  const seconds = (performance.now() - begun) / 1000;
  const answered = results.filter((result) => result.outcome.startsWith('answered')).length;
  log(
    `RESULT students (Node, the page's solver): ${results.length} distinct students from 127.0.0.1 in ${seconds.toFixed(1)} s,`,
    `${answered} answered:`,
    JSON.stringify(tally(results.map((result) => result.outcome))),
  );
  const times = results.map((result) => result.ms);
  log(
    `RESULT students: a student's challenge, solving and lookup: min ${quantile(times, 0).toFixed(0)} ms, median ${quantile(times, 0.5).toFixed(0)} ms, max ${quantile(times, 1).toFixed(0)} ms`,
  );
}

/** What one page in Chromium saw and when (ms since the page was asked for). */
type PageRun = {
  outcome: string;
  /** From the form shown to the lookup sent, when the tap came as soon as the form could be used. */
  toProofMs?: number;
  /** From the challenge's answer to the lookup sent (the solving, when the tap came before it ended). */
  challengeToSentMs?: number;
  /** From the form shown to the first tap (the page hydrated and the number typed). */
  toTapMs?: number;
  /** From a tap with the proof ready to the lookup sent (the tap's own handling). */
  tapToSentMs?: number;
  /** From a tap with the proof ready to the answer shown. */
  tapToAnswerMs?: number;
};

const outcomeOf = (answer: Answer): string =>
  answer.status === 200 && answer.body.code === 0
    ? answer.body.data
      ? 'answered: found'
      : 'answered: 暂无录取信息'
    : `refused: ${answer.status} ${answer.body.message}`;

/** Taps 查询 for one number and waits for the answer shown: the result page, or 暂无录取信息 below the form. */
async function tapAndWait(
  page: Page,
  idCardNo: string,
): Promise<{ answer: Answer; tappedAt: number; sentAt: number }> {
  // Typed once the page is hydrated (the button is enabled then): typed before, the number would
  // be in the field but not in the form's state, and 查询 would ask for it again.
  await page.locator('form button[type=submit]:not([disabled])').waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByRole('textbox', { name: '身份证号' }).fill(idCardNo);
  const response = page.waitForResponse((candidate) => candidate.url().includes(LOOKUP), {
    timeout: STEP_TIMEOUT_MS,
  });
  let sentAt = 0;
  const onRequest = (request: { url(): string }) => {
    if (request.url().includes(LOOKUP)) sentAt ||= performance.now();
  };
  page.on('request', onRequest);
  const button = page.getByRole('button', { name: '查询', exact: true });
  await button.waitFor({ timeout: STEP_TIMEOUT_MS });
  const tappedAt = performance.now();
  await button.click({ timeout: STEP_TIMEOUT_MS });
  const reply = await response;
  page.off('request', onRequest);
  const answer: Answer = { status: reply.status(), body: (await reply.json()) as Answer['body'] };
  if (answer.body.data) await page.waitForURL('**/enroll_detail**', { timeout: STEP_TIMEOUT_MS });
  // The paragraph below the form (the toast says it too).
  else if (answer.body.code === 0)
    await page
      .locator('form + div p')
      .filter({ hasText: '暂无录取信息' })
      .waitFor({ timeout: STEP_TIMEOUT_MS });
  if (answer.body.data) await page.getByText('录取专业').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  return { answer, tappedAt, sentAt };
}

/**
 * One visitor in a fresh context (no cookie, no storage) at 375 px. `phone`: the CPU 4× slower, a
 * tap as soon as the form can be used (the lookup goes out when the proof is ready), then a second
 * number once the next proof is ready. `shot`: a screenshot after the (last) answer.
 */
async function visitor(
  browser: Browser,
  numbers: string[],
  options: { phone?: boolean; shot?: string } = {},
): Promise<PageRun> {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    if (options.phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    let challenges = 0;
    let challengeAt = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes(CHALLENGE)) {
        challenges += 1;
        challengeAt ||= performance.now();
      }
    });
    await page.goto(`${BASE}/enroll_info`, { waitUntil: 'commit', timeout: STEP_TIMEOUT_MS });
    await page.getByRole('textbox', { name: '身份证号' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const formShownAt = performance.now();
    const first = await tapAndWait(page, numbers[0]!);
    const run: PageRun = { outcome: outcomeOf(first.answer) };
    if (options.phone) {
      run.toProofMs = first.sentAt - formShownAt;
      run.challengeToSentMs = first.sentAt - challengeAt;
      run.toTapMs = first.tappedAt - formShownAt;
    }
    if (numbers[1] !== undefined && first.answer.body.code === 0) {
      // The page prepares the next proof after an answer: its challenge, then as long as the first took.
      if (first.answer.body.data) await page.goBack({ timeout: STEP_TIMEOUT_MS });
      for (const deadline = Date.now() + STEP_TIMEOUT_MS; challenges < 2 && Date.now() < deadline;)
        await page.waitForTimeout(50);
      // Solving takes as many digests as the secret number: up to three times the first one's time.
      await page.waitForTimeout(Math.min(15_000, 3 * (run.toProofMs ?? 2_000)) + 1_000);
      const second = await tapAndWait(page, numbers[1]);
      run.outcome = outcomeOf(second.answer);
      // Tap to answer shown, and whether the proof was ready (the lookup left at once).
      run.tapToAnswerMs = performance.now() - second.tappedAt;
      run.tapToSentMs = second.sentAt - second.tappedAt;
    }
    if (options.shot) await page.screenshot({ path: options.shot, fullPage: true });
    return run;
  } catch (error) {
    return { outcome: `failed: ${String(error).split('\n')[0]}` };
  } finally {
    await context.close();
  }
}

async function browserPart(): Promise<void> {
  log(`browser: Chromium ${CHROMIUM}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CLOSED_NETWORK_FLAGS, '--headless'],
  });
  try {
    mkdirSync(SHOT_DIR, { recursive: true });
    // Warm the server's page cache and the browser's start, as a results-day morning would.
    log('browser: warm-up', (await visitor(browser, [studentNumber('3201022009', 999)])).outcome);

    const results: PageRun[] = [];
    const begun = performance.now();
    await inLanes(BROWSER_STUDENTS, STUDENT_TABS, async (n) => {
      const run = await visitor(browser, [n === 0 ? FOUND[1]! : studentNumber('3201022009', n)]);
      results.push(run);
      log(`  browser student ${results.length}/${BROWSER_STUDENTS}: ${run.outcome}`);
    });
    const seconds = (performance.now() - begun) / 1000;
    log(
      `RESULT browser students: ${results.length} distinct students from 127.0.0.1 in ${seconds.toFixed(1)} s (${STUDENT_TABS} tabs at a time), each page solving its own challenge:`,
      JSON.stringify(tally(results.map((result) => result.outcome))),
    );

    const phone: PageRun[] = [];
    for (let n = 0; n < PHONE_RUNS; n++) {
      const run = await visitor(
        browser,
        [studentNumber('3201022010', 2 * n), studentNumber('3201022010', 2 * n + 1)],
        {
          phone: true,
        },
      );
      phone.push(run);
      log(
        `  phone run ${n + 1}/${PHONE_RUNS}: ${run.outcome}; form shown → proof ready (lookup sent) ${run.toProofMs?.toFixed(0)} ms (tap at ${run.toTapMs?.toFixed(0)} ms; challenge answered → lookup sent ${run.challengeToSentMs?.toFixed(0)} ms); second number: tap → lookup sent ${run.tapToSentMs?.toFixed(0)} ms, tap → answer shown ${run.tapToAnswerMs?.toFixed(0)} ms`,
      );
    }
    log(
      `RESULT phone profile (375 px, CPU 4× slower, ${phone.length} runs):`,
      JSON.stringify(tally(phone.map((run) => run.outcome))),
    );
    log(
      `RESULT phone: form shown → challenge solved (lookup sent at once):`,
      spread(phone.flatMap((run) => run.toProofMs ?? [])),
    );
    log(
      `RESULT phone: form shown → first tap possible (hydrated, number typed):`,
      spread(phone.flatMap((run) => run.toTapMs ?? [])),
    );
    log(
      `RESULT phone: challenge answered → lookup sent:`,
      spread(phone.flatMap((run) => run.challengeToSentMs ?? [])),
    );
    log(
      `RESULT phone: tap 查询 → answer shown (proof ready):`,
      spread(phone.flatMap((run) => run.tapToAnswerMs ?? [])),
    );

    const notFoundShot = path.join(SHOT_DIR, 'enroll-info-375-not-found.png');
    const foundShot = path.join(SHOT_DIR, 'enroll-info-375-found.png');
    log(
      'browser: screenshot not found',
      (await visitor(browser, [studentNumber('3201022011', 1)], { shot: notFoundShot })).outcome,
      notFoundShot,
    );
    log(
      'browser: screenshot found',
      (await visitor(browser, [FOUND[0]!], { shot: foundShot })).outcome,
      foundShot,
    );
  } finally {
    await browser.close();
  }
}

/** Part 4: a script from 127.0.0.2, a challenge per number, solved as fast as it can. */
async function scriptPart(pool: Pool): Promise<void> {
  const client = clientFrom('127.0.0.2', SOLVER_WORKERS * 2);
  const outcomes: string[] = [];
  const answeredAt: number[] = [];
  const solvingBefore = pool.cpuMs();
  const begun = Date.now();
  await inLanes(SCRIPT_NUMBERS, SOLVER_WORKERS * 2, async (n) => {
    const { outcome } = await lookUp(pool, client.get, studentNumber('4401062001', n)).catch(
      (error: unknown) => ({
        outcome: `failed: ${String(error).split('\n')[0]}`,
      }),
    );
    outcomes.push(outcome);
    if (outcome.startsWith('answered')) answeredAt.push(Date.now());
    if (outcomes.length % 500 === 0)
      log(`  script: ${outcomes.length}/${SCRIPT_NUMBERS}, ${answeredAt.length} answered so far`);
  });
  await client.close();
  const most = (windowMs: number) =>
    Math.max(0, ...Object.values(tally(answeredAt.map((at) => String(Math.floor(at / windowMs))))));
  const hours = new Set([begun, Date.now()].map((at) => Math.floor(at / 3_600_000))).size;
  const solvingMs = pool.cpuMs() - solvingBefore;
  log(
    `RESULT script: ${outcomes.length} numbers from 127.0.0.2 in ${((Date.now() - begun) / 1000).toFixed(1)} s:`,
    JSON.stringify(tally(outcomes)),
  );
  log(
    `RESULT script: ${answeredAt.length} answered, ${outcomes.length - answeredAt.length} refused or failed; most answered in one clock minute ${most(60_000)}, in one clock hour ${most(3_600_000)}`,
    hours > 1
      ? '(the run crossed a clock hour: the 600 not-found answers an hour start again there)'
      : '(within one clock hour)',
  );
  log(
    `RESULT script: solving cost it ${(solvingMs / 1000).toFixed(1)} s of CPU, ${(solvingMs / Math.max(1, outcomes.length)).toFixed(0)} ms a number tried`,
  );
}

async function main(): Promise<void> {
  if (
    !existsSync(path.join(ROOT, 'dist-server/server.js')) ||
    !existsSync(path.join(ROOT, 'dist/index.html'))
  )
    throw new Error('run `npm run build` first: the bench serves the built pages');
  log(`server: starting dist-server/server.js on ${BASE}`);
  const { child, dataDir } = await startServer();
  const pool = solverPool(SOLVER_WORKERS);
  try {
    const config = (await (await fetch(`${BASE}${CHALLENGE}`)).json()) as { data: LookupChallenge };
    log(
      `server: ready, challenge maxNumber ${config.data.maxNumber}, store ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded SQLite'}, ${SOLVER_WORKERS} solver threads`,
    );
    if (STUDENTS > 0) await studentsPart(pool);
    if (process.env.SKIP_BROWSER !== '1') await browserPart();
    if (SCRIPT_NUMBERS > 0) await scriptPart(pool);
  } finally {
    await pool.close();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
