import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { templateKeysOf } from '../../build/template-descriptors';
import { seedTemplates } from './global-setup';

/**
 * Where console-global-setup.ts tells the workers the web root of the console's apps
 * (src/testing/real-server.ts passes it as WEB_ROOT).
 */
export const CONSOLE_WEB_ROOT = 'EDU_SITE_TEST_CONSOLE_WEB_ROOT';

/**
 * Once for a run of the console's web tests: the seeded embedded store that each test file's
 * in-process app starts from as a copy (src/testing/real-server.ts). No PostgreSQL: the console's
 * tests run on SQLite; the server's own tests cover both stores.
 *
 * And a web root with the site's templates (template-keys.json, as the build writes it from
 * templates/<name>/descriptor.ts): the console's apps serve a built site, whose page types open
 * templates that exist and whose menus have public pages. Read-only for the apps; removed with the
 * seeded store (global-teardown.ts).
 */
export default async function consoleGlobalSetup(): Promise<void> {
  await seedTemplates({ postgres: false });
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'edu-site-console-web-'));
  globalThis.eduSiteTestTemplateDirs = [...(globalThis.eduSiteTestTemplateDirs ?? []), webRoot];
  // The name server/src/web/template-keys.ts reads (TEMPLATE_KEYS_FILE), whose @contract imports
  // Jest's global setup would not resolve.
  writeFileSync(
    path.join(webRoot, 'template-keys.json'),
    JSON.stringify(templateKeysOf(path.resolve(__dirname, '../../templates'))),
  );
  process.env[CONSOLE_WEB_ROOT] = webRoot;
}
