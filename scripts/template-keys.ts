import fs from 'node:fs';
import path from 'node:path';
import type { RegisteredTemplateKey } from '../contract/page-type';

/**
 * The templates the site registers, read from the text of templates/<name>/descriptor.ts (the
 * build writes them to dist/template-keys.json for the server; webpack.config.ts):
 * its `key`, `idIn`, `section` (its layout), `pageTypes` and `platformKeys` (the menus that open it),
 * and a name for staff: its first scheme-1 page type, else the first words of its doc comment
 * (`/** 新闻列表: … *\/`), else the folder's name.
 */
export function templateKeysOf(templatesDir: string): RegisteredTemplateKey[] {
  const found: RegisteredTemplateKey[] = [];
  for (const folder of fs.readdirSync(templatesDir).sort()) {
    // A folder the drop-in contract test (src/registry) writes for a second, never a template.
    if (folder.startsWith('contract-probe-')) continue;
    const file = ['descriptor.ts', 'descriptor.tsx']
      .map((name) => path.join(templatesDir, folder, name))
      .find((candidate) => fs.existsSync(candidate));
    if (!file) continue;
    const text = fs.readFileSync(file, 'utf8');
    const key = /\bkey:\s*'([a-z0-9_]+)'/.exec(text)?.[1];
    if (!key) continue;
    const idIn = /\bidIn:\s*'(\w+)'/.exec(text)?.[1] ?? 'none';
    const pageTypes = [...(/\bpageTypes:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (match) => match[1]!,
    );
    const platformKeys = [
      ...(/\bplatformKeys:\s*\[([^\]]*)\]/.exec(text)?.[1] ?? '').matchAll(
        /contentType:\s*'([^']+)',\s*sortType:\s*'([^']+)'/g,
      ),
    ].map((match) => ({ contentType: match[1]!, sortType: match[2]! }));
    const section = /\bsection:\s*'(\w+)'/.exec(text)?.[1] ?? null;
    const comment = /\/\*\*\s*([^:：*\n]+)[:：]/.exec(text)?.[1]?.trim();
    found.push({ key, name: pageTypes[0] ?? comment ?? folder, idIn, section, pageTypes, platformKeys });
  }
  return found;
}
