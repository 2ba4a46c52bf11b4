import fs from 'node:fs';
import path from 'node:path';
import { buildRegistry, registry } from '../registry';
import type { TemplateContext } from '../template-context';
import type { TemplateDescriptor } from '../define-template';
import { ADDED_QUERY_ID_ROUTES, FIXED_TITLE_ROUTES, MENU_ID_ROUTES, QUERY_ID_ROUTES } from './spec-routes';

const Empty = () => null;
const descriptor = (fields: Partial<TemplateDescriptor>): TemplateDescriptor => ({
  key: 'word_list1',
  idIn: 'path',
  load: async () => ({ default: Empty }),
  ...fields,
});

/** A context over an in-memory set of folders, shaped like webpack's require.context. */
function contextOf(folders: Record<string, TemplateDescriptor | unknown>): TemplateContext {
  const files = Object.fromEntries(
    Object.entries(folders).map(([folder, value]) => [`./${folder}/descriptor.ts`, { default: value }]),
  );
  const context = ((key: string) => files[key]) as TemplateContext;
  context.keys = () => Object.keys(files);
  return context;
}

describe('buildRegistry', () => {
  it('indexes templates by key, page type and content/sort type', () => {
    const built = buildRegistry(
      contextOf({
        'news-list': descriptor({
          pageTypes: ['新闻列表'],
          platformKeys: [{ contentType: 'c-2', sortType: 's-2-1' }],
        }),
      }),
    );
    expect(built.byKey.get('word_list1')?.folder).toBe('news-list');
    expect(built.byPageType.get('新闻列表')?.key).toBe('word_list1');
    expect(built.byPlatformKey.get('c-2|s-2-1')?.key).toBe('word_list1');
  });

  it('rejects two templates with the same key (route)', () => {
    expect(() =>
      buildRegistry(contextOf({ 'news-list': descriptor({}), 'other-news': descriptor({}) })),
    ).toThrow(/key "word_list1".*templates\/news-list.*templates\/other-news/);
  });

  it('rejects two templates claiming the same page type', () => {
    expect(() =>
      buildRegistry(
        contextOf({
          a: descriptor({ key: 'a', pageTypes: ['拼图'] }),
          b: descriptor({ key: 'b', pageTypes: ['拼图'] }),
        }),
      ),
    ).toThrow(/page type "拼图"/);
  });

  it('rejects two templates claiming the same content/sort pair', () => {
    const platformKeys = [{ contentType: 'c-3', sortType: 's-3-1' }];
    expect(() =>
      buildRegistry(
        contextOf({ a: descriptor({ key: 'a', platformKeys }), b: descriptor({ key: 'b', platformKeys }) }),
      ),
    ).toThrow(/content\/sort type "c-3\|s-3-1"/);
  });

  it('rejects a folder that does not export a descriptor, and folders not in kebab-case', () => {
    expect(() => buildRegistry(contextOf({ broken: { key: 1 } }))).toThrow(
      /must export default defineTemplate/,
    );
    expect(() => buildRegistry(contextOf({ NewsList: descriptor({}) }))).toThrow(/kebab-case/);
  });
});

describe('the app registry', () => {
  const templatesDir = path.resolve(__dirname, '../../../templates');

  it('discovers every folder under templates/ that has a descriptor', () => {
    const folders = fs
      .readdirSync(templatesDir, { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          // The drop-in contract test's probe, written meanwhile by another worker.
          !entry.name.startsWith('contract-probe-') &&
          fs.existsSync(path.join(templatesDir, entry.name, 'descriptor.ts')),
      )
      .map((entry) => entry.name)
      .sort();
    expect(registry.templates.map((template) => template.folder).sort()).toEqual(folders);
  });

  it('has a template for every route of spec §2 and for the routes added beyond it', () => {
    const routes = [...FIXED_TITLE_ROUTES, ...MENU_ID_ROUTES, ...QUERY_ID_ROUTES, ...ADDED_QUERY_ID_ROUTES];
    expect([...registry.byKey.keys()].sort()).toEqual([...routes].sort());
  });

  it('loads every template component', async () => {
    for (const template of registry.templates) {
      const module = await template.load();
      expect({ key: template.key, type: typeof module.default }).toEqual({
        key: template.key,
        type: 'function',
      });
    }
  });
});
