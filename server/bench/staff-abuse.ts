/**
 * What a hostile visitor or staff member can do to the real server (npm run bench:staff-abuse,
 * issue 23): a server process on a temp SQLite database (DATABASE_URL for PostgreSQL) gets
 *  - 30 wrong-password sign-ins for one name from one address at once: how many were checked
 *    (answered "wrong password") and how many refused unchecked (throttled, 429);
 *  - 50 sign-ins of different names at once: every one answered (by status), none cut;
 *  - saves of hostile rich text by a signed-in editor (9,000 nested divs, 3,000 nested table
 *    cells, and the largest body within the bounds): time to answer and status, while a public
 *    read is sent every 10 ms — its latency then against idle.
 * Figures and ratios are printed; nothing is judged by time here (the machine is noisy).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RICH_TEXT_LIMITS } from '@contract/rich-text-policy';
import { freePort } from '../../scripts/free-port.mjs';

const ROOT = path.resolve(__dirname, '../..');
const EDITOR = { username: 'editor', password: 'Bianji@2026demo' };

async function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server/src/server.ts')], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/api/cms/web/pageType/listForClient`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start within 60 s');
}

type Answer = { status: number | 'cut'; code?: number; ms: number };

async function post(base: string, url: string, body: unknown, headers: Record<string, string> = {}) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, 'sec-fetch-dest': 'empty', ...headers },
      body: JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { code?: number };
    return {
      answer: { status: response.status, code: json.code, ms: performance.now() - started } as Answer,
      response,
    };
  } catch {
    return { answer: { status: 'cut', ms: performance.now() - started } as Answer, response: null };
  }
}

const countBy = (answers: Answer[], key: (answer: Answer) => string) =>
  answers.reduce<Record<string, number>>((counts, answer) => {
    counts[key(answer)] = (counts[key(answer)] ?? 0) + 1;
    return counts;
  }, {});

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** A public read (the menu list) every 10 ms while `during` runs: latencies in ms. */
async function readsDuring(base: string, during: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let done = false;
  void during.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    inFlight.push(
      fetch(`${base}/api/cms/web/siteMenu/listForClient?platform=company`)
        .then((response) => response.arrayBuffer())
        .then(
          () => void latencies.push(performance.now() - started),
          () => void latencies.push(Number.POSITIVE_INFINITY),
        ),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(inFlight);
  return latencies;
}

const idle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const format = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(1)} ms` : 'no answer');

async function run(store: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(env, port);
  try {
    console.log(`\n== ${store}`);

    // 30 wrong guesses for one name from one address, sent together.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, () =>
        post(
          base,
          '/api/bms/system/admin/signIn',
          { username: 'admin', password: 'wrong-guess-1' },
          { 'x-forwarded-for': '203.0.113.9' },
        ),
      ),
    );
    const byGuess = countBy(
      guesses.map((guess) => guess.answer),
      (answer) => (answer.status === 429 ? 'refused unchecked (429)' : `checked (${answer.status})`),
    );
    console.log('30 parallel wrong passwords, one name, one address:', byGuess);

    // 50 sign-ins of different names at once, each from an address of its own (the server trusts
    // one proxy here, as behind a load balancer).
    const many = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        post(
          base,
          '/api/bms/system/admin/signIn',
          { username: `nobody${index}`, password: 'x'.repeat(12) },
          { 'x-forwarded-for': `198.51.100.${index + 1}` },
        ),
      ),
    );
    console.log(
      '50 parallel sign-ins of different names:',
      countBy(
        many.map((attempt) => attempt.answer),
        (answer) => String(answer.status),
      ),
      `cut without an answer: ${many.filter((attempt) => attempt.answer.status === 'cut').length}`,
    );

    // The editor signs in; then the hostile bodies, each with public reads around it.
    const signIn = await post(base, '/api/bms/system/admin/signIn', EDITOR, {
      'x-forwarded-for': '192.0.2.10',
    });
    const cookie = (signIn.response?.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (signIn.answer.status !== 200)
      throw new Error(`the editor could not sign in (${signIn.answer.status})`);
    const menus = (await (
      await fetch(`${base}/api/cms/web/siteMenu/listForClient?platform=company`)
    ).json()) as {
      data: { id: number; pageType: string | null; subMenus: { id: number; pageType: string | null }[] }[];
    };
    const newsMenu = menus.data
      .flatMap((menu) => [menu, ...menu.subMenus])
      .find((menu) => menu.pageType === '新闻列表')!;

    const idleReads = await readsDuring(base, idle(1000));
    const cell = (depth: number): string =>
      depth === 0 ? '格' : `<table><tbody><tr><td>${cell(depth - 1)}</td></tr></tbody></table>`;
    const bodies: [string, string][] = [
      ['a one-line body, the first rich text saved (its thread starts)', '<p>字</p>'],
      ['9,000 nested <div>s', '<div>'.repeat(9000) + '字' + '</div>'.repeat(9000)],
      ['3,000 nested table cells', cell(750)],
      [
        `largest within bounds (${RICH_TEXT_LIMITS.elements} elements)`,
        '<p><strong>加粗</strong> 正文 <a href="/about_us">链接</a></p>'.repeat(
          Math.floor(RICH_TEXT_LIMITS.elements / 3),
        ),
      ],
    ];
    console.log(
      `public read (menu list) while idle: p50 ${format(quantile(idleReads, 0.5))}, max ${format(Math.max(...idleReads))} (${idleReads.length} reads)`,
    );
    for (const [name, body] of bodies) {
      const save = post(
        base,
        '/api/cms/web/siteContent',
        { menuId: newsMenu.id, title: `压力测试 ${name}`, body },
        { cookie, 'x-forwarded-for': '192.0.2.10' },
      );
      const reads = await readsDuring(base, save);
      const { answer } = await save;
      console.log(
        `save ${name} (${(body.length / 1024).toFixed(0)} KB): ${answer.status}/${answer.code} in ${format(answer.ms)}; ` +
          `public reads meanwhile p50 ${format(quantile(reads, 0.5))}, max ${format(Math.max(...reads))} ` +
          `(×${(quantile(reads, 0.5) / quantile(idleReads, 0.5)).toFixed(2)} idle p50, ${reads.length} reads)`,
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-site-abuse-'));
  try {
    await run('SQLite', { DATA_DIR: dataDir, SEED_DEMO: '1', TRUST_PROXY: '1' });
    if (process.env.DATABASE_URL) {
      await run('PostgreSQL', {
        DATA_DIR: path.join(dataDir, 'pg'),
        DATABASE_URL: process.env.DATABASE_URL,
        SEED_DEMO: '1',
        TRUST_PROXY: '1',
      });
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
