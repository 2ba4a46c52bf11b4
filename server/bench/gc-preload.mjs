// Forced garbage collections in a running server (npm run soak, server/bench/gc-soak.ts):
//   node --expose-gc --import ./server/bench/gc-preload.mjs dist-server/server.js
// Calls gc() every GC_INTERVAL_MS (250) for as long as the process runs, so every statement the
// server drops is collected within a quarter of a second. A forced collection finalises inside
// the call; the ones V8 starts by itself while the server allocates under load finalise as a task
// of their own, which is where better-sqlite3 12 aborts on Node 24.19+ (WiseLibs/better-sqlite3#1515,
// server/bench/gc-statements.ts): a soak has both. Prints how many it forced when the process exits.
const interval = Number(process.env.GC_INTERVAL_MS ?? 250);
const collect = globalThis.gc;
if (typeof collect !== 'function') {
  process.stderr.write('gc-preload: start node with --expose-gc\n');
  process.exit(2);
}
let forced = 0;
setInterval(() => {
  collect();
  forced += 1;
}, interval).unref();
process.stderr.write(`gc-preload: node ${process.version}, gc() every ${interval} ms\n`);
process.on('exit', (code) =>
  process.stderr.write(`gc-preload: ${forced} forced collections, exit ${code}\n`),
);
