import { runCommand } from './config/run-command';
import { seedCommand } from './staff/seed-command';

/** `npm run db:seed` (built into dist-server/db-seed.js): the demo content into the configured database. */
void runCommand(async (config) => {
  console.log((await seedCommand(config)).message);
});
