import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { seedCommand } from './staff/seed-command';

/** `npm run db:seed` (built into dist-server/db-seed.js): the demo content into the configured database. */
async function main(): Promise<void> {
  try {
    const outcome = await seedCommand(loadConfig());
    console.log(outcome.message);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
