/**
 * Writes src/api/generated/<group>-api.ts from the catalogue data (src/api/catalogue/).
 *   tsx scripts/generate-catalogue.ts           regenerate the files
 *   tsx scripts/generate-catalogue.ts --check   exit 1 when the committed files are stale (CI)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderEndpointFiles } from '../src/api/catalogue/render-endpoint-files';
import { publicApi } from '../src/api/public-api';

const root = path.resolve(__dirname, '..');
const generatedDir = 'src/api/generated';

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const checkOnly = process.argv.includes('--check');
  const files = await renderEndpointFiles(Object.keys(publicApi.endpoints));

  const stale: string[] = [];
  for (const [file, content] of files) {
    if ((await readIfPresent(file)) !== content) stale.push(file);
  }
  const present = (await readdir(path.join(root, generatedDir))).map((name) => `${generatedDir}/${name}`);
  const unexpected = present.filter((file) => !files.has(file));

  if (checkOnly) {
    if (stale.length === 0 && unexpected.length === 0) return;
    for (const file of stale) console.error(`stale: ${file}`);
    for (const file of unexpected) console.error(`not generated from the catalogue: ${file}`);
    console.error('Run `npm run generate:catalogue` and commit the result.');
    process.exitCode = 1;
    return;
  }

  for (const file of stale) await writeFile(path.join(root, file), files.get(file) ?? '');
  for (const file of unexpected) console.warn(`not generated from the catalogue (left alone): ${file}`);
  console.log(stale.length ? `wrote ${stale.join(', ')}` : 'generated files are up to date');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
