import path from 'node:path';
import { BUILT_IN_TEMPLATE_KEYS, type RegisteredTemplateKey } from '../../../contract/page-type';
import { BuiltFile } from './index-page';

/**
 * Written by the build (webpack.config.ts, TemplateKeysPlugin, from templates/<name>/descriptor.ts):
 * `[{ key, name, idIn }]`, the templates the site has. Not served (static.ts). The server does not
 * import the templates: it reads this file, again whenever a new build replaces it.
 */
export const TEMPLATE_KEYS_FILE = 'template-keys.json';

function parseTemplateKeys(text: string): RegisteredTemplateKey[] {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is RegisteredTemplateKey =>
        typeof entry?.key === 'string' && typeof entry?.name === 'string' && typeof entry?.idIn === 'string',
    );
  } catch {
    return [];
  }
}

/** The template keys of the built site, and the site's built-in behaviours (BUILT_IN_TEMPLATE_KEYS). */
export class TemplateKeys {
  private readonly file: BuiltFile<RegisteredTemplateKey[]>;

  constructor(webRoot: string) {
    this.file = new BuiltFile(path.join(webRoot, TEMPLATE_KEYS_FILE), parseTemplateKeys);
  }

  /** key → name; only the built-in behaviours while the site has not been built. */
  async available(): Promise<Map<string, string>> {
    const built = (await this.file.read()) ?? [];
    return new Map([
      ...built.map((entry): [string, string] => [entry.key, entry.name]),
      ...Object.entries(BUILT_IN_TEMPLATE_KEYS),
    ]);
  }
}
