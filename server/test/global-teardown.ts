import { removeSeededTemplates } from './global-setup';

/** Stops the run's shared PostgreSQL cluster and removes the seeded template (global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
  await globalThis.eduSiteTestCluster?.stop();
  globalThis.eduSiteTestCluster = undefined;
  removeSeededTemplates();
}
