import { buildApp } from './app';
import { ConfigError } from './config/config-error';
import { loadConfig, type AppConfig } from './config/env';
import { drainable } from './lib/drain';

const SHUTDOWN_GRACE_MS = 10_000;

/** The validated environment; a bad variable stops the start with a message naming it. */
function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Starts the content server: build the app, listen, and close cleanly on a signal. */
async function start(): Promise<void> {
  const config = readConfig();
  const app = buildApp(config);
  const drain = drainable(app.server);

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight, then the database');
    // A request that never ends must not keep the process up for ever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // The connections first (requests in flight finish with the app whole), then the app.
    drain()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while closing');
          process.exit(1);
        },
      );
  };
  // Kept after the first: Ctrl-C reaches the server both from the terminal and through `npm start`,
  // and a second signal must not cut the close short.
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start');
    await app.close();
    process.exit(1);
  }
}

void start();
