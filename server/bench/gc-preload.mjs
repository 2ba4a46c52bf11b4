// Forced garbage collections in a running server (npm run soak, server/bench/gc-soak.ts):
//   node --expose-gc --import ./server/bench/gc-preload.mjs dist-server/server.js
// Calls gc() every GC_INTERVAL_MS (250) for as long as the process runs, so every statement the
// server drops is collected within a quarter of a second. A forced collection finalises inside
// the call; the ones V8 starts by itself while the server allocates under load finalise as a task
// of their own, which is where better-sqlite3 12 aborts on Node 24.19+ (WiseLibs/better-sqlite3#1515,
// server/bench/gc-statements.ts): a soak has both. Prints how many it forced when the process exits.
//
// The main thread only: it holds the store. The render and rich-text workers, which inherit this
// --import, keep their own collections.
import { isMainThread } from 'node:worker_threads';

const interval = Number(process.env.GC_INTERVAL_MS ?? 250);
const FULL_EVERY = Number(process.env.GC_FULL_EVERY ?? 8);
const collect = globalThis.gc;
if (isMainThread && typeof collect !== 'function') {
  process.stderr.write('gc-preload: start node with --expose-gc\n');
  process.exit(2);
}
if (isMainThread) {
  let forced = 0;
  setInterval(() => {
    // A young-generation collection each time, where a request's statements are; a full one every
    // FULL_EVERY-th time (a full one every 250 ms held pages past their 2 s render limit on a
    // loaded 2-core machine: 2 requests a second instead of 13).
    forced += 1;
    collect(forced % FULL_EVERY === 0 ? undefined : { type: 'minor' });
  }, interval).unref();
  process.stderr.write(
    `gc-preload: node ${process.version}, gc() every ${interval} ms (a full one every ${FULL_EVERY})\n`,
  );
  process.on('exit', (code) =>
    process.stderr.write(`gc-preload: ${forced} forced collections, exit ${code}\n`),
  );
}
