/**
 * Page reads while pictures are uploaded (issue 35): starts the server from source
 * (`node --import tsx server/src/server.ts`, the production build's pages in dist/ and dist-ssr/,
 * so run `npm run build` first) on a fresh embedded store with the demo content, signs in as the
 * demo editor, then reads /home one request after another while BENCH_UPLOADS (4) different
 * pictures are uploaded at once, and prints /home's latency (median, p95, max) before and during
 * the uploads, each upload's answer and time, and the server's peak RSS.
 *
 * BENCH_PICTURE: `huge` (16000 × 16000 PNG, 730 KB: the review's picture), `max` (7000 × 7000 PNG,
 * 49 million pixels: the largest the site takes, and a PNG, which libvips cannot shrink while
 * decoding) or `photo` (8000 × 6000 JPEG of noise, 48 million pixels).
 * Usage: `BENCH_PICTURE=max npx tsx server/bench/upload-stall.ts`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { demoServerEnv } from '../../scripts/demo-server-env.mjs';

const ROOT = path.resolve(__dirname, '../..');
const PORT = Number(process.env.PORT ?? 8104);
const BASE = `http://127.0.0.1:${PORT}`;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 4);
const KIND = (process.env.BENCH_PICTURE ?? 'max') as 'huge' | 'max' | 'photo';

async function makePicture(seed: number): Promise<{ name: string; type: string; data: Buffer }> {
  const background = { r: (seed * 37) % 256, g: 90, b: 160 };
  if (KIND === 'photo') {
    const data = await sharp({
      create: {
        width: 8000,
        height: 6000,
        channels: 3,
        background,
        noise: { type: 'gaussian', mean: 100 + seed, sigma: 10 },
      },
    })
      .jpeg({ quality: 80 })
      .toBuffer();
    return { name: `photo-${seed}.jpg`, type: 'image/jpeg', data };
  }
  const side = KIND === 'huge' ? 16_000 : 7_000;
  const data = await sharp({ create: { width: side, height: side, channels: 3, background } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { name: `${KIND}-${seed}.png`, type: 'image/png', data };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const summary = (values: number[]) =>
  `n=${values.length} median ${percentile(values, 50)} ms, p95 ${percentile(values, 95)} ms, max ${Math.max(...values)} ms`;

/** /home reads that failed (reset, or not 200), with their time. */
const failures: string[] = [];

async function timedHome(): Promise<number> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(`${BASE}/home`);
    await response.text();
    if (response.status !== 200) failures.push(`${response.status} after ${took()} ms`);
  } catch (error) {
    failures.push(`${(error as Error).message} after ${took()} ms`);
  }
  return took();
}

async function main() {
  const pictures = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => makePicture(i + 1)));
  console.log(`${UPLOADS} × ${KIND}: ${pictures.map((p) => `${p.name} ${p.data.length} B`).join(', ')}`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'upload-stall-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
    cwd: ROOT,
    // The demo: its editor account signs in to upload.
    env: demoServerEnv({ port: PORT, dataDir, logLevel: 'warn' }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    for (let i = 0; ; i += 1) {
      try {
        if ((await fetch(`${BASE}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (i > 600) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const signIn = await fetch(`${BASE}/api/bms/system/admin/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BASE },
      body: JSON.stringify({ username: 'editor', password: 'Bianji@2026demo' }),
    });
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    if (!cookie.startsWith('sid=')) throw new Error(`sign-in failed: ${await signIn.text()}`);

    for (let i = 0; i < 20; i += 1) await timedHome(); // warm
    const idle: number[] = [];
    const idleUntil = performance.now() + 5000;
    while (performance.now() < idleUntil) idle.push(await timedHome());

    let uploading = true;
    const uploadsStarted = performance.now();
    const uploads = Promise.all(
      pictures.map(async (picture) => {
        const form = new FormData();
        form.append('file', new Blob([picture.data], { type: picture.type }), picture.name);
        const started = performance.now();
        try {
          const response = await fetch(`${BASE}/api/cms/resource/serverFile/upload`, {
            method: 'POST',
            headers: { cookie, origin: BASE },
            body: form,
          });
          const body = (await response.json()) as { code: number; message: string };
          return `${picture.name}: ${response.status} ${body.message} in ${Math.round(performance.now() - started)} ms`;
        } catch (error) {
          return `${picture.name}: ${(error as Error).message} after ${Math.round(performance.now() - started)} ms`;
        }
      }),
    ).finally(() => (uploading = false));
    const during: number[] = [];
    while (uploading) during.push(await timedHome());
    const answers = await uploads;
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const peak = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    console.log(`/home idle:           ${summary(idle)}`);
    console.log(`/home during uploads: ${summary(during)}`);
    console.log(`uploads took ${Math.round(performance.now() - uploadsStarted)} ms in all:`);
    for (const answer of answers) console.log(`  ${answer}`);
    if (failures.length > 0) console.log(`/home failed: ${failures.join('; ')}`);
    console.log(`server peak RSS: ${Math.round(Number(peak) / 1024)} MB`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
