import { runCommand } from './config/run-command';
import { backfillCommand } from './files/backfill-command';

/** `npm run files:backfill [-- --dry-run]` (built into dist-server/files-backfill.js). */
void runCommand((config) =>
  backfillCommand(process.argv.slice(2), config, { out: (line) => console.log(line) }),
);
