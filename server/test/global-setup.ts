/**
 * One PostgreSQL cluster for the whole run of the server's tests (issue 24 item 5): starting one
 * per file cost each of them an initdb and a start. Its port reaches the workers through the
 * environment, which they inherit; each test's app still gets a database of its own.
 * Without PostgreSQL installed nothing starts here: a test that needs it says how to install it.
 */
import { findPostgresBin, SHARED_CLUSTER_PORT, startPostgres, type PostgresCluster } from './pg-harness';

declare global {
  var eduSiteTestCluster: PostgresCluster | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (!findPostgresBin() || process.env[SHARED_CLUSTER_PORT]) return;
  const cluster = await startPostgres();
  globalThis.eduSiteTestCluster = cluster;
  process.env[SHARED_CLUSTER_PORT] = String(cluster.port);
}
