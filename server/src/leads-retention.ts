import { ConfigError } from './config/config-error';
import { loadConfig } from './config/env';
import { retentionCommand } from './staff/lead-retention-command';

/** `npm run leads:retention -- --months N [--delete] [--dry-run]` (built into dist-server/leads-retention.js). */
async function main(): Promise<void> {
  try {
    process.exitCode = await retentionCommand(process.argv.slice(2), loadConfig(), {
      out: (line) => console.log(line),
    });
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}

void main();
