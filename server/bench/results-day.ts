/**
 * Results day against the real server (npm run bench:results-day, issue 35). A server process
 * (the build, dist-server/server.js with dist/, on a fresh embedded store; DATABASE_URL for
 * PostgreSQL) at the README's default limits gets:
 *  1. 100 distinct students behind one address (127.0.0.1), each opening /enroll_info in its own
 *     Chromium context at 375 px, typing a number and tapping 查询 once: the page fetches and
 *     solves its challenge itself. Counted: answered (found or 暂无录取信息) and refused, and the
 *     time the 100 took (they are run STUDENT_TABS at a time).
 *  2. The phone profile: PHONE_RUNS students more with the CPU slowed 4× (CDP
 *     Emulation.setCPUThrottlingRate), each tapping 查询 the moment its challenge arrives: the
 *     time from the challenge's answer to the lookup's request is the time the page took to solve.
 *  3. A script of SCRIPT_NUMBERS (10,000) well-formed numbers from another address (127.0.0.2),
 *     fetching and solving (node:crypto) a challenge per number as fast as it can: answered and
 *     refused, per status and message, and the CPU time its solving cost.
 * A screenshot of /enroll_info after a lookup at 375 px goes to SHOT_DIR (/tmp/shots/resultsday).
 * Environment: PORT (8105), DATA_DIR (a temp folder), CHROMIUM_PATH (/usr/bin/chromium),
 * STUDENT_TABS (4), PHONE_RUNS (8), SCRIPT_NUMBERS (10000), SKIP_BROWSER=1 (the script part only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Agent, fetch as undiciFetch } from 'undici';
import { chromium, type Browser } from 'playwright';
import type { LookupChallenge } from '@contract/admission';
import { idCardCheckCharacter } from '@contract/id-card';

/** scripts/chromium-flags.mjs: the network is closed here, and as root Chromium runs without its sandbox. */
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.PORT ?? 8105);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const STUDENT_TABS = Number(process.env.STUDENT_TABS ?? 4);
const PHONE_RUNS = Number(process.env.PHONE_RUNS ?? 8);
const SCRIPT_NUMBERS = Number(process.env.SCRIPT_NUMBERS ?? 10_000);
const SHOT_DIR = process.env.SHOT_DIR ?? '/tmp/shots/resultsday';
const CHALLENGE = '/api/ems/education/schoolRollContinue/challengeForClient';
const LOOKUP = '/api/ems/education/schoolRollContinue/searchForClient';
/** Admitted in the demo data (README "Demo data"). */
const FOUND = '11010119950312125X';

/** The nth of a series of distinct, well-formed 18-digit numbers. */
function studentNumber(prefix: string, n: number): string {
  const first17 = `${prefix}${String(n).padStart(17 - prefix.length, '0')}`;
  return `${first17}${idCardCheckCharacter(first17)}`;
}

async function startServer(): Promise<{ child: ChildProcess; dataDir: string }> {
  const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'results-day-'));
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(ROOT, 'dist-server/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SEED_DEMO: '1',
      LOG_LEVEL: 'error',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${BASE}/readyz`).then(
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
const tally = (values: string[]) =>
  values.reduce<Record<string, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );

type StudentResult = { outcome: string; solveMs?: number };

/** One student: a fresh context (no cookie, no storage), the form, one number, one tap. */
async function student(browser: Browser, idCardNo: string, options: { phone: boolean; shot?: string }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    if (options.phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    let challengeAt = 0;
    let lookupAt = 0;
    page.on('requestfinished', (request) => {
      if (request.url().includes(CHALLENGE)) challengeAt ||= performance.now();
    });
    page.on('request', (request) => {
      if (request.url().includes(LOOKUP)) lookupAt ||= performance.now();
    });
    const challenge = page.waitForResponse((response) => response.url().includes(CHALLENGE), {
      timeout: 60_000,
    });
    const lookup = page.waitForResponse((response) => response.url().includes(LOOKUP), { timeout: 60_000 });
    await page.goto(`${BASE}/enroll_info`, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    // The phone profile taps the moment the challenge arrives; the others once the page is ready.
    if (options.phone) await challenge;
    const field = page.getByRole('textbox', { name: '身份证号' });
    await field.fill(idCardNo);
    await page.getByRole('button', { name: '查询' }).click({ timeout: 60_000 });
    const answer = await lookup;
    const body = (await answer.json()) as { code: number; message: string; data: unknown };
    const outcome =
      answer.status() === 200 && body.code === 0
        ? body.data
          ? 'answered: found'
          : 'answered: 暂无录取信息'
        : `refused: ${answer.status()} ${body.message}`;
    if (body.data) await page.waitForURL('**/enroll_detail**', { timeout: 30_000 });
    else if (body.code === 0) await page.getByText('暂无录取信息').first().waitFor({ timeout: 30_000 });
    if (options.shot) await page.screenshot({ path: options.shot, fullPage: true });
    return { outcome, solveMs: options.phone ? lookupAt - challengeAt : undefined } as StudentResult;
  } catch (error) {
    return { outcome: `failed: ${String(error).split('\n')[0]}` } as StudentResult;
  } finally {
    await context.close();
  }
}

async function browserPart(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    mkdirSync(SHOT_DIR, { recursive: true });
    // Warm the server's page cache and the browser's start, as a results-day morning would.
    await student(browser, studentNumber('3201022008', 999), { phone: false });

    const numbers = Array.from({ length: 100 }, (_, n) => (n === 0 ? FOUND : studentNumber('3201022008', n)));
    const results: StudentResult[] = [];
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: STUDENT_TABS }, async () => {
        while (next < numbers.length) {
          const n = next++;
          results.push(await student(browser, numbers[n]!, { phone: false }));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `students: ${results.length} distinct students from 127.0.0.1 in ${seconds.toFixed(1)} s (${STUDENT_TABS} tabs at a time):`,
      JSON.stringify(tally(results.map((result) => result.outcome))),
    );

    const phone: StudentResult[] = [];
    for (let n = 0; n < PHONE_RUNS; n++) {
      phone.push(
        await student(browser, n === 0 ? FOUND : studentNumber('3201022009', n), {
          phone: true,
          shot: n === 1 ? path.join(SHOT_DIR, 'enroll-info-375-not-found.png') : undefined,
        }),
      );
    }
    const solveMs = phone.flatMap((result) => (result.solveMs === undefined ? [] : [result.solveMs]));
    console.log(
      `phone profile (375 px, CPU 4× slower): ${JSON.stringify(tally(phone.map((result) => result.outcome)))};`,
      `challenge answered → lookup sent: median ${quantile(solveMs, 0.5).toFixed(0)} ms, max ${Math.max(...solveMs).toFixed(0)} ms`,
      `(${solveMs.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    // The found result page, after a lookup, at 375 px.
    await student(browser, FOUND, { phone: false, shot: path.join(SHOT_DIR, 'enroll-detail-375-found.png') });
  } finally {
    await browser.close();
  }
}

/** A script from 127.0.0.2: a challenge per number, solved with node:crypto, as fast as it can. */
async function scriptPart(): Promise<void> {
  const dispatcher = new Agent({ connect: { localAddress: '127.0.0.2' }, connections: 4 });
  const get = async (url: string) => {
    const response = await undiciFetch(`${BASE}${url}`, { dispatcher });
    return {
      status: response.status,
      body: (await response.json()) as { code: number; message: string; data: unknown },
    };
  };
  const outcomes: string[] = [];
  const answeredAt: number[] = [];
  let solveMs = 0;
  const started = Date.now();
  for (let n = 0; n < SCRIPT_NUMBERS; n++) {
    const challenge = await get(CHALLENGE);
    if (challenge.status !== 200) {
      outcomes.push(`refused (challenge): ${challenge.status} ${challenge.body.message}`);
      continue;
    }
    const { salt, challenge: target, signature, maxNumber } = challenge.body.data as LookupChallenge;
    const solving = performance.now();
    let found = -1;
    for (let k = 0; k <= maxNumber && found < 0; k++) {
      if (createHash('sha256').update(`${salt}${k}`).digest('hex') === target) found = k;
    }
    solveMs += performance.now() - solving;
    const proof = encodeURIComponent(`${salt}:${found}:${signature}`);
    const answer = await get(`${LOOKUP}?idCardNo=${studentNumber('4401062001', n)}&proof=${proof}`);
    if (answer.status === 200 && answer.body.code === 0) {
      outcomes.push(answer.body.data ? 'answered: found' : 'answered: 暂无录取信息');
      answeredAt.push(Date.now());
    } else outcomes.push(`refused: ${answer.status} ${answer.body.message}`);
  }
  await dispatcher.close();
  const minutes = new Set(answeredAt.map((at) => Math.floor(at / 60_000))).size;
  console.log(
    `script: ${SCRIPT_NUMBERS} numbers from 127.0.0.2 in ${((Date.now() - started) / 1000).toFixed(1)} s:`,
    JSON.stringify(tally(outcomes)),
  );
  console.log(
    `script: ${answeredAt.length} answered (over ${minutes} clock minute(s)); solving cost it ${(solveMs / 1000).toFixed(1)} s of CPU,`,
    `${(solveMs / Math.max(1, answeredAt.length)).toFixed(0)} ms per answered number`,
  );
}

async function main(): Promise<void> {
  if (
    !existsSync(path.join(ROOT, 'dist-server/server.js')) ||
    !existsSync(path.join(ROOT, 'dist/index.html'))
  )
    throw new Error('run `npm run build` first: the bench serves the built pages');
  const { child, dataDir } = await startServer();
  try {
    const config = await get(`${BASE}${CHALLENGE}`);
    console.log(
      `server: ${BASE}, challenge maxNumber ${config.data.maxNumber}, store ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded SQLite'}`,
    );
    if (process.env.SKIP_BROWSER !== '1') await browserPart();
    await scriptPart();
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
  }
}

async function get(url: string): Promise<{ data: LookupChallenge }> {
  return (await (await fetch(url)).json()) as { data: LookupChallenge };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
