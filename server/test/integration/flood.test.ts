import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Pool } from 'undici';
import { connect } from '../../src/db/connect';
import { tempDir } from '../helper';
import { startServerProcess } from '../server-process';

/**
 * Issue 12: one client floods the lead form and the admission lookup at full speed while a second
 * client reads pages. The flood is answered with 429s, the reader gets every page, quickly, and
 * every lead acknowledged to the flood is in the database afterwards. Loopback only, bounded in
 * time (FLOOD_SECONDS, 60 by default, as the issue asks) and in requests (MAX_FLOOD_REQUESTS).
 */
const FLOOD_MS = Number(process.env.FLOOD_SECONDS ?? 60) * 1000;
const MAX_FLOOD_REQUESTS = 1_000_000;
const FLOOD_CONNECTIONS = 8;
// The reader is never starved: its slowest pages still come within 3 s (no test binds elapsed
// time tighter, the machine is shared). How quick it is, p50 and p99, is printed with each run.
const READER_P99_MS = 3000;

/** Two clients, two addresses: the flood comes from 127.0.0.2, the reader from 127.0.0.1. */
const FLOOD_ADDRESS = '127.0.0.2';
const PAGES = ['/home', '/', '/api/cms/web/siteMenu/listForClient?platform=company', '/enroll_info'];
const INDEX =
  '<!doctype html><html lang="zh-CN"><head><title>华夏教育</title></head><body><div id="root"></div></body></html>';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

it(
  `a ${FLOOD_MS / 1000} s flood of leads and lookups gets 429s; a reader meanwhile gets every page`,
  async () => {
    const dataDir = tempDir();
    const webRoot = tempDir();
    writeFileSync(path.join(webRoot, 'index.html'), INDEX);
    const server = await startServerProcess({ DATA_DIR: dataDir, WEB_ROOT: webRoot });

    const flood = new Pool(server.base, {
      connections: FLOOD_CONNECTIONS,
      connect: { localAddress: FLOOD_ADDRESS },
    });
    const reader = new Pool(server.base, { connections: 1 });
    const statuses = new Map<number, number>();
    const acknowledged = new Map<string, string>();
    let sent = 0;
    let floodErrors = 0;
    const deadline = Date.now() + FLOOD_MS;
    const running = () => Date.now() < deadline && sent < MAX_FLOOD_REQUESTS;

    const floodWorker = async () => {
      while (running()) {
        const n = sent++;
        const phone = `137${String(n).padStart(8, '0')}`;
        try {
          const response =
            n % 2 === 0
              ? await flood.request({
                  method: 'POST',
                  path: '/api/cms/web/siteMessage/saveForClient',
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  body: new URLSearchParams({ name: '压测', phone, fillMs: '5000' }).toString(),
                })
              : await flood.request({
                  method: 'GET',
                  path: '/api/ems/education/schoolRollContinue/searchForClient?idCardNo=110101199003070011',
                });
          const answer = (await response.body.json()) as { code: number; data: { id?: string } | null };
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          if (n % 2 === 0 && answer.code === 0 && answer.data?.id) acknowledged.set(phone, answer.data.id);
        } catch {
          floodErrors += 1;
        }
      }
    };

    const latencies: number[] = [];
    const readerFailures: string[] = [];
    const readerWorker = async () => {
      for (let n = 0; running(); n++) {
        const page = PAGES[n % PAGES.length]!;
        const started = performance.now();
        try {
          const response = await reader.request({ method: 'GET', path: page });
          await response.body.text();
          latencies.push(performance.now() - started);
          // `/` is a redirect to /home once the page renderer is built (a 200 shell without it).
          const expected = page === '/' ? [200, 302] : [200];
          if (!expected.includes(response.statusCode)) readerFailures.push(`${page}: ${response.statusCode}`);
        } catch (error) {
          readerFailures.push(`${page}: ${String(error)}`);
        }
      }
    };

    try {
      await Promise.all([...Array.from({ length: FLOOD_CONNECTIONS * 2 }, floodWorker), readerWorker()]);
    } finally {
      await Promise.all([flood.close(), reader.close()]);
      server.child.kill('SIGTERM');
      await server.exited;
    }

    const { db } = connect({ databaseUrl: undefined, dataDir });
    // The flood's own leads (137…), not the demo's inbox.
    const rows = await db
      .selectFrom('site_message')
      .select(['phone', 'public_id'])
      .where('phone', 'like', '137%')
      .execute();
    await db.destroy();
    const stored = new Map(rows.map((row) => [row.phone, row.public_id]));
    const lost = [...acknowledged].filter(([phone, id]) => stored.get(phone) !== id);

    latencies.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    const tooMany = statuses.get(429) ?? 0;
    console.log(
      [
        `flood: ${sent} requests in ${FLOOD_MS / 1000} s from ${FLOOD_ADDRESS}, statuses ${JSON.stringify(Object.fromEntries(statuses))}, ${floodErrors} network errors`,
        `reader: ${latencies.length} pages, ${readerFailures.length} failures, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
        `leads: ${acknowledged.size} acknowledged, ${rows.length} stored, ${lost.length} lost`,
      ].join('\n'),
    );

    expect(tooMany).toBeGreaterThan(0);
    expect(tooMany).toBeGreaterThan(sent / 2);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    expect(readerFailures).toEqual([]);
    expect(latencies.length).toBeGreaterThan(0);
    expect(p99).toBeLessThan(READER_P99_MS);
    expect(acknowledged.size).toBeGreaterThan(0);
    expect(lost).toEqual([]);
  },
  FLOOD_MS + 120_000,
);
