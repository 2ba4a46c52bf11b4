import { ConfigError } from './config-error';
import { type AppConfig, loadConfig } from './env';

/**
 * A command's entry point (npm run admin, db:seed, files:backfill, leads:retention): runs it with
 * the configuration from the environment and sets the exit code it returns; a configuration error
 * is said in its own words (no stack), and any failure exits with 1.
 */
export async function runCommand(command: (config: AppConfig) => Promise<number | void>): Promise<void> {
  try {
    const exitCode = await command(loadConfig());
    if (exitCode !== undefined) process.exitCode = exitCode;
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}
