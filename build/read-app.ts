/*
 * Run by the build in a Node process of its own, with tsx (build/app-modules.ts): loads the app's
 * modules that declare what the server must know (the template descriptors, through the app's own
 * registry rules; the page query keys) and prints it as JSON. A process of its own because the
 * build runs inside webpack's config loader and its tests inside Jest, neither of which resolves
 * the app's @/ paths or runs its TypeScript the way the app is built.
 *   node --import tsx build/read-app.ts <templates folder>
 */
import path from 'node:path';
import { PAGE_QUERY_KEYS } from '../src/lib/page-query';
import { buildRegistry } from '../src/registry/build-registry';
import { templateContextOf } from '../src/registry/template-context.node';
import type { AppDescription } from './app-modules';

const templatesDir = path.resolve(process.argv[2] ?? 'templates');
const context = templateContextOf(templatesDir);
const files = new Map(context.keys().map((key) => [key.split('/')[1] ?? key, path.join(templatesDir, key)]));
const description: AppDescription = {
  templates: buildRegistry(context).templates.map((template) => ({
    key: template.key,
    folder: template.folder,
    file: files.get(template.folder)!,
    idIn: template.idIn,
    ...(template.section ? { section: template.section } : {}),
    pageTypes: [...(template.pageTypes ?? [])],
    platformKeys: (template.platformKeys ?? []).map(({ contentType, sortType }) => ({
      contentType,
      sortType,
    })),
  })),
  pageQueryKeys: [...PAGE_QUERY_KEYS],
};
process.stdout.write(JSON.stringify(description));
