import fs from 'node:fs';
import path from 'node:path';
import type { TemplateContext } from './template-context';

/** Jest's stand-in for webpack's require.context over templates/: same keys, same modules. */
const templatesDir = path.resolve(__dirname, '../../templates');

function descriptorFile(folder: string): string | undefined {
  return ['descriptor.ts', 'descriptor.tsx'].find((name) =>
    fs.existsSync(path.join(templatesDir, folder, name)),
  );
}

/**
 * The drop-in contract test adds a folder `contract-probe-<pid>` for the length of its run; Jest
 * runs test files in parallel workers, whose discovery must not see another worker's probe.
 */
const otherWorkersProbe = (folder: string) =>
  folder.startsWith('contract-probe-') && folder !== `contract-probe-${process.pid}`;

const context = ((key: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(templatesDir, key))) as TemplateContext;

context.keys = () =>
  fs
    .readdirSync(templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !otherWorkersProbe(entry.name))
    .flatMap((entry) => {
      const file = descriptorFile(entry.name);
      return file ? [`./${entry.name}/${file}`] : [];
    })
    .sort();

export const templateContext = context;
