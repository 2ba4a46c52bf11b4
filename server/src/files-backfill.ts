import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { backfillCommand } from './files/backfill-command';

/** `npm run files:backfill [-- --dry-run]` (built into dist-server/files-backfill.js). */
async function main(): Promise<void> {
  try {
    process.exitCode = await backfillCommand(process.argv.slice(2), loadConfig(), {
      out: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
