import path from 'node:path';
import {
  BUILT_IN_TEMPLATE_KEYS,
  TEMPLATE_SECTIONS,
  type RegisteredTemplateKey,
  type TemplateOption,
  type TemplateSection,
} from '@contract/page-type';
import { BuiltFile } from './index-page';

/**
 * Written by the build (webpack.config.ts, TemplateKeysPlugin, from templates/<name>/descriptor.ts):
 * `[{ key, name, idIn, section, pageTypes, platformKeys }]`, the templates the site has. Not served (static.ts). The server does not
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

  /**
   * What staff may choose for a page type: the built site's templates in its order, then the
   * built-in behaviours; the fields an older build's file lacks read as none.
   */
  async options(): Promise<TemplateOption[]> {
    const built = (await this.file.read()) ?? [];
    return [
      ...built.map((entry): TemplateOption => ({
        key: entry.key,
        name: entry.name,
        idIn: IN_ROUTE.has(entry.idIn) ? (entry.idIn as TemplateOption['idIn']) : 'none',
        section: sectionOf(entry.section),
        pageTypes: Array.isArray(entry.pageTypes) ? entry.pageTypes.filter(isText) : [],
        platformKeys: Array.isArray(entry.platformKeys)
          ? entry.platformKeys.filter((pair) => isText(pair?.contentType) && isText(pair?.sortType))
          : [],
        builtIn: false,
      })),
      ...Object.entries(BUILT_IN_TEMPLATE_KEYS).map(([key, name]): TemplateOption => ({
        key,
        name,
        idIn: 'none',
        section: null,
        pageTypes: [name],
        platformKeys: [],
        builtIn: true,
      })),
    ];
  }
}

const IN_ROUTE: ReadonlySet<string> = new Set(['path', 'query', 'none']);
const isText = (value: unknown): value is string => typeof value === 'string';
const sectionOf = (value: unknown): TemplateSection | null =>
  (TEMPLATE_SECTIONS as readonly unknown[]).includes(value) ? (value as TemplateSection) : null;
