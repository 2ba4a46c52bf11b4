import { seedTemplates } from './global-setup';

/**
 * Once for a run of the console's web tests: the seeded embedded store that each test file's
 * in-process app starts from as a copy (src/testing/real-server.ts). No PostgreSQL: the console's
 * tests run on SQLite; the server's own tests cover both stores.
 */
export default function consoleGlobalSetup(): Promise<void> {
  return seedTemplates({ postgres: false });
}
