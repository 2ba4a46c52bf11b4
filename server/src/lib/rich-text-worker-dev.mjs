// The sanitiser's thread when the server runs from its TypeScript sources (tsx, Jest): a worker
// thread does not inherit tsx's loader, so it loads the worker's module through tsx's API. The
// built server starts dist-server/rich-text-worker.js instead (scripts/build-server.mjs).
import { tsImport } from 'tsx/esm/api';

await tsImport('./rich-text-worker.ts', import.meta.url);
