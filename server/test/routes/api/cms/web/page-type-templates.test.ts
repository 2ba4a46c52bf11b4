import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Value } from 'typebox/value';
import { TemplateOption } from '@contract/page-type';
import { templateKeysOf } from '../../../../../../build/template-descriptors';
import { build, envelope, STORES, tempDir, type TestApp } from '../../../../helper';
import { call, signedIn, signedInAsNew, GRANTS } from '../../bms/system/staff';

const URL = '/api/cms/web/pageType/listTemplate';

/** A build's template list as webpack writes it, in a web root of its own. */
function webRootWith(templateKeys: unknown): string {
  const webRoot = path.join(tempDir(), 'web');
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(path.join(webRoot, 'template-keys.json'), JSON.stringify(templateKeys));
  return webRoot;
}

// GET /api/cms/web/pageType/listTemplate (issue 14 item 4): the keys a page type may open.
describe.each(STORES)('the templates a page type may open, on %s', (store) => {
  let app: TestApp;
  let cookie: string;

  beforeAll(async () => {
    app = await build({ store, env: { WEB_ROOT: webRootWith(templateKeysOf('templates')) } });
    cookie = await signedIn(app, { username: 'editor', password: 'Bianji@2026demo' });
  }, 60_000);

  it('answers every template the descriptors register, with its layout, then the built-in ones', async () => {
    const response = await call(app, cookie, { method: 'GET', url: URL });
    const { code, data } = envelope<TemplateOption[]>(response);
    expect([response.statusCode, code]).toEqual([200, 0]);
    expect(data.every((option) => Value.Check(TemplateOption, option))).toBe(true);
    // Every folder with a descriptor, once, and nothing else but the built-in single link.
    const keys = data.map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key !== 'single_link').sort()).toEqual(
      templateKeysOf('templates')
        .map((entry) => entry.key)
        .sort(),
    );
    expect(data.find((option) => option.key === 'word_list13')).toEqual({
      key: 'word_list13',
      name: '封面列表',
      idIn: 'path',
      section: 'cards',
      pageTypes: ['封面列表'],
      platformKeys: [{ contentType: 'c-2', sortType: 's-2-4' }],
      builtIn: false,
    });
    expect(data.find((option) => option.key === 'word_list7')?.section).toBe('timeline');
    // A fixed page declares no section.
    expect(data.find((option) => option.key === 'about_us')).toMatchObject({ idIn: 'none', section: null });
    expect(data.at(-1)).toEqual({
      key: 'single_link',
      name: '单链接新窗口',
      idIn: 'none',
      section: null,
      pageTypes: ['单链接新窗口'],
      platformKeys: [],
      builtIn: true,
    });
  });

  it('refuses the signed-out (100000004) and staff without the content bit (100000006)', async () => {
    const out = await call(app, null, { method: 'GET', url: URL });
    expect([out.statusCode, envelope(out).code]).toEqual([401, 100000004]);

    const leadsOnly = await signedInAsNew(app, 'leads.reader', GRANTS.leadsEverywhere);
    const denied = await call(app, leadsOnly, { method: 'GET', url: URL });
    expect([denied.statusCode, envelope(denied).code]).toEqual([403, 100000006]);
  });
});

describe('the template list of an older or missing build', () => {
  it('reads an older file (key, name, idIn only) with no layout, and offers only built-ins without one', async () => {
    const older = await build({
      env: { WEB_ROOT: webRootWith([{ key: 'word_list1', name: '新闻列表', idIn: 'path' }]) },
    });
    const none = await build({ env: { WEB_ROOT: path.join(tempDir(), 'unbuilt') } });
    const olderCookie = await signedIn(older, { username: 'admin', password: 'Huaxia@2026demo' });
    const olderList = envelope<TemplateOption[]>(
      await call(older, olderCookie, { method: 'GET', url: URL }),
    ).data;
    expect(olderList.map((option) => [option.key, option.section, option.pageTypes])).toEqual([
      ['word_list1', null, []],
      ['single_link', null, ['单链接新窗口']],
    ]);

    const noneCookie = await signedIn(none, { username: 'admin', password: 'Huaxia@2026demo' });
    const noneList = envelope<TemplateOption[]>(
      await call(none, noneCookie, { method: 'GET', url: URL }),
    ).data;
    expect(noneList.map((option) => option.key)).toEqual(['single_link']);
  }, 60_000);
});
