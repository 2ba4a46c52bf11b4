import { runCommand } from './config/run-command';
import { retentionCommand } from './staff/lead-retention-command';

/** `npm run leads:retention -- --months N [--delete] [--dry-run]` (built into dist-server/leads-retention.js). */
void runCommand((config) =>
  retentionCommand(process.argv.slice(2), config, { out: (line) => console.log(line) }),
);
