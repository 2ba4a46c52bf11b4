/**
 * The environment of a production server on the demo data (SEED_DEMO: a production start seeds
 * nothing without it), listening on loopback at `port` with its store in `dataDir`: what the
 * benchmarks start (`extra`: their own settings, LOG_LEVEL and the like).
 */
export function demoServerEnv({ port, dataDir, logLevel }, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    SEED_DEMO: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    ...extra,
  };
}
