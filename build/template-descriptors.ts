import fs from 'node:fs';
import type { RegisteredTemplateKey } from '../contract/page-type';
import { type DescribedTemplate, readApp } from './app-modules';

/** A registered template with the descriptor file that declares it. */
export type TemplateSource = { template: DescribedTemplate; file: string };

/**
 * Every template of a folder laid out as templates/, as the app registers it: each descriptor
 * module is run and goes through the app's own registry rules (src/registry/build-registry.ts,
 * build/read-app.ts), so a key held in a constant counts like one written out, and a descriptor
 * the app would refuse (no key, a key shared by two folders …) stops the build. In the order of
 * their folders.
 */
export function templateSources(templatesDir: string): TemplateSource[] {
  return readApp(templatesDir)
    .templates.map((template) => ({ template, file: template.file }))
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
