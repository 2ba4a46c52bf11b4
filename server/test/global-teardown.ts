/** Stops the run's shared PostgreSQL cluster (global-setup.ts) and removes its files. */
export default async function globalTeardown(): Promise<void> {
  await globalThis.eduSiteTestCluster?.stop();
  globalThis.eduSiteTestCluster = undefined;
}
