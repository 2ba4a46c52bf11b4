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

const context = ((key: string) =>
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(path.join(templatesDir, key))) as TemplateContext;

context.keys = () =>
  fs
    .readdirSync(templatesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = descriptorFile(entry.name);
      return file ? [`./${entry.name}/${file}`] : [];
    })
    .sort();

export const templateContext = context;
