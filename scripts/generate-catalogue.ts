/**
 * Writes src/api/generated/: the server's types (server-types.ts, from the OpenAPI document the
 * server builds from its route schemas) and <group>-api.ts from the catalogue data
 * (src/api/catalogue/), whose endpoints the server implements take their types from the first.
 *   tsx scripts/generate-catalogue.ts           regenerate the files
 *   tsx scripts/generate-catalogue.ts --check   exit 1 when the committed files are stale (CI)
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { publicApi } from '../src/api/public-api';
import { formatSource, renderEndpointFiles, typedCount } from './catalogue/render-endpoint-files';
import { renderServerTypes, SERVER_TYPES_FILE } from './catalogue/render-server-types';
import { forClients, readServerOpenApi, serverOperations } from './catalogue/server-openapi';

const root = path.resolve(__dirname, '..');
const generatedDir = 'src/api/generated';

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(path.join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** Every generated file, formatted: repository-relative path → content. */
async function renderGeneratedFiles(): Promise<{ files: Map<string, string>; summary: string }> {
  const doc = forClients(await readServerOpenApi());
  const operations = serverOperations(doc);
  const files = new Map<string, string>([
    [SERVER_TYPES_FILE, await formatSource(await renderServerTypes(doc))],
  ]);
  for (const [file, content] of await renderEndpointFiles(Object.keys(publicApi.endpoints), operations))
    files.set(file, content);
  const { typed, total } = typedCount(operations);
  return {
    files,
    summary: `${typed} of ${total} catalogue endpoints typed from the server's OpenAPI document`,
  };
}

async function main(): Promise<void> {
  const checkOnly = process.argv.includes('--check');
  const { files, summary } = await renderGeneratedFiles();

  const stale: string[] = [];
  for (const [file, content] of files) {
    if ((await readIfPresent(file)) !== content) stale.push(file);
  }
  const present = (await readdir(path.join(root, generatedDir))).map((name) => `${generatedDir}/${name}`);
  const unexpected = present.filter((file) => !files.has(file));

  if (checkOnly) {
    if (stale.length === 0 && unexpected.length === 0) {
      console.log(`generated files are up to date (${summary})`);
      return;
    }
    for (const file of stale) console.error(`stale: ${file}`);
    for (const file of unexpected) console.error(`not generated from the catalogue: ${file}`);
    console.error('Run `npm run generate:catalogue` and commit the result.');
    process.exitCode = 1;
    return;
  }

  for (const file of stale) await writeFile(path.join(root, file), files.get(file) ?? '');
  for (const file of unexpected) console.warn(`not generated from the catalogue (left alone): ${file}`);
  console.log(stale.length ? `wrote ${stale.join(', ')}` : 'generated files are up to date');
  console.log(summary);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
