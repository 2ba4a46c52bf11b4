import fs from 'node:fs';
import path from 'node:path';
import type { RegisteredTemplateKey } from '../contract/page-type';
import { loadAppModule } from './load-ts';

/*
 * The app's types, as much of them as the build reads, spelled out here: this module is also
 * compiled with the server's tests (server/tsconfig.json), which do not resolve the app's @/ paths.
 */
/** src/registry/template-context.ts */
type TemplateContext = { keys(): string[]; (key: string): unknown };
/** src/registry/resolver.ts: a descriptor (src/registry/define-template.ts) and its folder. */
type RegisteredTemplate = {
  key: string;
  folder: string;
  idIn: 'path' | 'query' | 'none';
  section?: string;
  pageTypes?: readonly string[];
  platformKeys?: readonly { contentType: string; sortType: string }[];
};

/** A registered template with the descriptor file that declares it. */
export type TemplateSource = { template: RegisteredTemplate; file: string };

/**
 * Every template of a folder laid out as templates/, as the app registers it: each descriptor
 * module is run (build/load-ts.ts) and goes through the app's own registry rules
 * (src/registry/build-registry.ts), so a key held in a constant counts like one written out, and
 * a descriptor the app would refuse (no key, a key shared by two folders …) stops the build.
 * In the order of their folders.
 */
export function templateSources(templatesDir: string): TemplateSource[] {
  const { buildRegistry } = loadAppModule<{
    buildRegistry(context: TemplateContext): { templates: RegisteredTemplate[] };
  }>('../src/registry/build-registry.ts');
  const { templateContextOf } = loadAppModule<{ templateContextOf(dir: string): TemplateContext }>(
    '../src/registry/template-context.node.ts',
  );
  const context = templateContextOf(path.resolve(templatesDir));
  const files = new Map(
    context.keys().map((key) => [key.split('/')[1] ?? key, path.resolve(templatesDir, key)] as const),
  );
  return buildRegistry(context)
    .templates.map((template) => ({ template, file: files.get(template.folder)! }))
    .sort((a, b) => (a.template.folder < b.template.folder ? -1 : 1));
}

/**
 * The templates the site registers, for the server (dist/template-keys.json,
 * build/webpack/template-keys-plugin.ts): key, idIn, section (its layout), pageTypes and
 * platformKeys (the menus that open it), and a name for staff: its first scheme-1 page type, else
 * the first words of its descriptor's doc comment (`/** 新闻列表: … *\/`), else the folder's name.
 */
export function templateKeysOf(templatesDir: string): RegisteredTemplateKey[] {
  return templateSources(templatesDir).map(({ template, file }) => {
    const comment = /\/\*\*\s*([^:：*\n]+)[:：]/.exec(fs.readFileSync(file, 'utf8'))?.[1]?.trim();
    const pageTypes = [...(template.pageTypes ?? [])];
    return {
      key: template.key,
      name: pageTypes[0] ?? comment ?? template.folder,
      idIn: template.idIn,
      section: template.section ?? null,
      pageTypes,
      platformKeys: (template.platformKeys ?? []).map(({ contentType, sortType }) => ({
        contentType,
        sortType,
      })),
    };
  });
}
