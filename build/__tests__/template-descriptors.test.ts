import fs from 'node:fs';
import path from 'node:path';
import { pageQueryKeys } from '../page-query-keys';
import { templateKeysOf, templateSources } from '../template-descriptors';

const fixtures = path.join(__dirname, 'fixtures');
const root = path.resolve(__dirname, '../..');

describe('the template keys the build writes (dist/template-keys.json, page-chunks.json)', () => {
  it('takes each key from the descriptor module, whether written out or held in a constant', () => {
    // Before: the keys were read from the descriptors' text (`key: '…'`); a key held in a constant
    // or imported left its template out of template-keys.json and page-chunks.json, silently.
    expect(templateKeysOf(path.join(fixtures, 'templates'))).toEqual([
      {
        key: 'fixture_constant',
        name: '常量列表',
        idIn: 'path',
        section: 'news',
        pageTypes: [],
        platformKeys: [],
      },
      {
        key: 'fixture_imported',
        name: '导入列表',
        idIn: 'query',
        section: null,
        pageTypes: [],
        platformKeys: [{ contentType: 'c-9', sortType: 's-9-1' }],
      },
      {
        key: 'fixture_literal',
        name: '字面页面',
        idIn: 'none',
        section: null,
        pageTypes: ['字面页面'],
        platformKeys: [],
      },
    ]);
  });

  it('names the descriptor file of each template (page-chunks.json matches chunk groups by it)', () => {
    const files = templateSources(path.join(fixtures, 'templates')).map(({ template, file }) => [
      template.key,
      path.relative(fixtures, file),
    ]);
    expect(files).toEqual([
      ['fixture_constant', path.join('templates', 'constant-key', 'descriptor.ts')],
      ['fixture_imported', path.join('templates', 'imported-key', 'descriptor.ts')],
      ['fixture_literal', path.join('templates', 'literal-key', 'descriptor.ts')],
    ]);
  });

  it('stops the build on a descriptor the app would refuse, instead of leaving the template out', () => {
    expect(() => templateKeysOf(path.join(fixtures, 'broken-templates'))).toThrow(
      'templates/no-key/descriptor must export default defineTemplate',
    );
  });

  it('lists every template folder of the site once', () => {
    const templatesDir = path.join(root, 'templates');
    const folders = fs
      .readdirSync(templatesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('contract-probe-'))
      .filter((entry) =>
        ['descriptor.ts', 'descriptor.tsx'].some((name) =>
          fs.existsSync(path.join(templatesDir, entry.name, name)),
        ),
      );
    const keys = templateKeysOf(templatesDir).map((template) => template.key);
    expect(new Set(keys).size).toBe(folders.length);
    expect(keys).toEqual(expect.arrayContaining(['home', 'word_list1', 'article_details']));
  });
});

describe('the templates’ names staff choose from (页面类型’s picker)', () => {
  it('names every template of the site in Chinese, never in English or by its folder', () => {
    const named = templateKeysOf(path.join(root, 'templates')).map(({ key, name }) => [key, name]);
    const notChinese = named.filter(([, name]) => !/^[\u4e00-\u9fff（）·]+$/.test(name!));
    expect(notChinese).toEqual([]);
    expect(Object.fromEntries(named)).toMatchObject({ yes_teacher: '教师详情', word_list1: '新闻列表' });
  });
});

describe('the query keys the build writes (dist/page-queries.json)', () => {
  it('are the keys src/lib/page-query.ts declares, sorted', () => {
    expect(pageQueryKeys()).toEqual(['articleId', 'id', 'idCardNo', 'pType', 'page']);
  });
});
