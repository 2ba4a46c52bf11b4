import fs from 'node:fs';
import path from 'node:path';
import type { TemplateContext } from './template-context';

/** Jest's stand-in for webpack's require.context over templates/: same keys, same modules. */
const templatesDir = path.resolve(__dirname, '../../templates');

/**
 * The drop-in contract test adds a folder `contract-probe-<pid>` for the length of its run; Jest
 * runs test files in parallel workers, whose discovery must not see another worker's probe.
 */
const otherWorkersProbe = (folder: string) =>
  folder.startsWith('contract-probe-') && folder !== `contract-probe-${process.pid}`;

/**
 * The same discovery over any folder laid out as templates/ (the build reads templates/ through
 * it, build/read-app.ts; its tests a folder of fixtures).
 */
export function templateContextOf(dir: string): TemplateContext {
  const descriptorFile = (folder: string) =>
    ['descriptor.ts', 'descriptor.tsx'].find((name) => fs.existsSync(path.join(dir, folder, name)));
  const context = ((key: string) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require(path.join(dir, key))) as TemplateContext;
  context.keys = () =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !otherWorkersProbe(entry.name))
      .flatMap((entry) => {
        const file = descriptorFile(entry.name);
        return file ? [`./${entry.name}/${file}`] : [];
      })
      .sort();
  return context;
}

export const templateContext = templateContextOf(templatesDir);
