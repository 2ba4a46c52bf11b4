// The sanitiser's thread when the server runs from its TypeScript sources (tsx, Jest): a worker
// thread does not inherit tsx's loader, so it loads the worker's module through tsx's API. The
// built server starts dist-server/rich-text-worker.js instead (scripts/build-server.mjs).
// The server's tsconfig is named, whatever the working directory: it maps `@contract/*`.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

await tsImport('./rich-text-worker.ts', {
  parentURL: import.meta.url,
  tsconfig: fileURLToPath(new URL('../../tsconfig.json', import.meta.url)),
});
