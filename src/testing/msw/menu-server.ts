/**
 * A fake content API for the console's menu and page-type screens: the menu trees of the
 * platforms, the page types and the registered templates, answered from memory (typed and
 * checked against contract/), recording the writes. Its handlers join the staff server's
 * (one MSW server per test file), which decides who is signed in:
 *
 *   const staff = installStaffServer();
 *   const menus = installMenuServer(staff.server);
 *   expect(menus.sorts).toEqual([[12, 11]]);
 */
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import type { Platform, SortBody } from '@contract/common';
import { isPlatform } from '@contract/platform';
import type { PageTypeAdmin, PageTypeSaveBody, TemplateOption as Template } from '@contract/page-type';
import { type MenuEntry, menuFieldsOfSave, type MenuSaveBody } from '@contract/site-menu';
import { menuEntry } from '../fixtures';
import { failWith, succeed } from './envelope';
import { foundOr, idOf, nextId, param } from './fake-records';

const BASE = 'http://localhost/api/cms/web';

const template = (
  key: string,
  name: string,
  section: Template['section'],
  platformKeys: Template['platformKeys'] = [],
  idIn: Template['idIn'] = 'path',
): Template => ({ key, name, idIn, section, pageTypes: [name], platformKeys, builtIn: false });

/** A few templates as the server lists them (from templates/<name>/descriptor.ts). */
export const TEMPLATES: Template[] = [
  template('word_list1', '新闻列表', 'news', [{ contentType: 'c-2', sortType: 's-2-1' }]),
  template('word_list7', '时间轴', 'timeline'),
  template('word_list13', '封面列表', 'cards', [{ contentType: 'c-2', sortType: 's-2-4' }]),
  template('word_list15', '全屏图片', 'gallery', [], 'query'),
  { ...template('about_us', '关于我们', null, [], 'none'), pageTypes: [] },
  {
    key: 'single_link',
    name: '单链接新窗口',
    idIn: 'none',
    section: null,
    pageTypes: ['单链接新窗口'],
    platformKeys: [],
    builtIn: true,
  },
];

const menu = (fields: Partial<MenuEntry> & Pick<MenuEntry, 'id' | 'name'>): MenuEntry =>
  menuEntry(fields.id, fields.name, { sort: 10, ...fields });

/** The fake's starting menus (src/admin/menus/__tests__/menu-fixtures.test.ts checks them against the contract). */
export function seedMenus(): MenuEntry[] {
  return [
    menu({ id: 1, name: '关于我们', path: '/about_us', sort: 10 }),
    menu({
      id: 2,
      name: '新闻中心',
      sort: 20,
      subMenus: [
        menu({ id: 11, parentId: 2, name: '集团新闻', pageType: '新闻列表', sort: 10 }),
        menu({ id: 12, parentId: 2, name: '媒体报道', pageType: '新闻列表', sort: 20, status: false }),
        menu({ id: 13, parentId: 2, name: '大事记', contentType: 'c-2', sortType: 's-2-1', sort: 30 }),
      ],
    }),
    menu({ id: 3, name: '学历教育', platform: 'academic', path: '/academic_education' }),
  ];
}

export const seedPageTypes = (): PageTypeAdmin[] => [
  {
    id: 1,
    name: '新闻列表',
    templateKey: 'word_list1',
    contentType: null,
    sortType: null,
    templateExists: true,
  },
  {
    id: 2,
    name: '荣誉墙',
    templateKey: 'word_list14',
    contentType: null,
    sortType: null,
    templateExists: false,
  },
];

function* walk(tree: MenuEntry[]): Generator<MenuEntry> {
  for (const entry of tree) {
    yield entry;
    yield* walk(entry.subMenus);
  }
}

export function installMenuServer(server: SetupServerApi) {
  /** `contentCounts`: how many content items a menu holds (none unless a test says so). */
  const state = { menus: seedMenus(), pageTypes: seedPageTypes(), contentCounts: new Map<number, number>() };
  /** What the fake was sent, for the tests to read; emptied (in place) after each test. */
  const recorded = {
    saved: [] as MenuSaveBody[],
    sorts: [] as number[][],
    removed: [] as number[],
    savedPageTypes: [] as PageTypeSaveBody[],
  };
  const reset = () => {
    state.menus = seedMenus();
    state.pageTypes = seedPageTypes();
    state.contentCounts = new Map();
    for (const list of Object.values(recorded)) list.length = 0;
  };
  /** The array a menu sits in: the top level (every platform's) or its parent's sub-menus. */
  const groupOf = (parentId: number | null) =>
    parentId === null
      ? state.menus
      : ([...walk(state.menus)].find((entry) => entry.id === parentId)?.subMenus ?? []);
  const siblingsOf = (parentId: number | null, platform: Platform) =>
    groupOf(parentId).filter((entry) => entry.platform === platform);
  const handlers = [
    http.get(`${BASE}/siteMenu/list`, ({ request }) => {
      const platform = param(request, 'platform');
      const chosen = isPlatform(platform) ? platform : 'company';
      return succeed(state.menus.filter((entry) => entry.platform === chosen));
    }),
    http.post(`${BASE}/siteMenu`, async ({ request }) => {
      const body = (await request.json()) as MenuSaveBody;
      recorded.saved.push(body);
      const fields = menuFieldsOfSave(body);
      if (body.id) {
        const found = [...walk(state.menus)].find((entry) => entry.id === body.id);
        if (!found) return failWith(CODE.badRequest, '栏目不存在');
        Object.assign(found, fields, body.sort === undefined ? {} : { sort: body.sort });
        return succeed({ id: found.id });
      }
      const id = nextId(walk(state.menus));
      const siblings = siblingsOf(fields.parentId, body.platform);
      groupOf(fields.parentId).push(menu({ id, ...fields, sort: body.sort ?? (siblings.length + 1) * 10 }));
      return succeed({ id });
    }),
    http.delete(`${BASE}/siteMenu`, ({ request }) => {
      const id = idOf(request);
      const found = [...walk(state.menus)].find((entry) => entry.id === id);
      if (!found) return failWith(CODE.badRequest, '栏目不存在');
      if (found.subMenus.length > 0)
        return failWith(
          CODE.badRequest,
          `栏目“${found.name}”下还有子栏目：${found.subMenus.map((sub) => sub.name).join('、')}，请先删除或移走`,
        );
      const held = state.contentCounts.get(id) ?? 0;
      if (held > 0)
        return failWith(CODE.badRequest, `栏目“${found.name}”下还有 ${held} 条内容，请先删除或移到其他栏目`);
      const group = groupOf(found.parentId);
      group.splice(group.indexOf(found), 1);
      recorded.removed.push(id);
      return succeed(null);
    }),
    // What 删除 asks before its question: how many content items the menu holds (a page of none here).
    http.get(`${BASE}/siteContent/list`, ({ request }) =>
      succeed({ total: state.contentCounts.get(Number(param(request, 'menuId'))) ?? 0, pageList: [] }),
    ),
    http.put(`${BASE}/siteMenu/sort`, async ({ request }) => {
      const { ids } = (await request.json()) as SortBody;
      recorded.sorts.push(ids);
      const first = [...walk(state.menus)].find((entry) => entry.id === ids[0]);
      if (!first) return failWith(CODE.badRequest, '栏目不存在');
      const siblings = siblingsOf(first.parentId, first.platform);
      if (siblings.length !== ids.length || !siblings.every((entry) => ids.includes(entry.id)))
        return failWith(CODE.badRequest, '排序需包含同一组的全部栏目');
      const ordered = ids.map((id, index) => ({
        ...siblings.find((entry) => entry.id === id)!,
        sort: (index + 1) * 10,
      }));
      const group = groupOf(first.parentId);
      const others = group.filter((entry) => entry.platform !== first.platform);
      group.splice(0, group.length, ...others, ...ordered);
      return succeed(null);
    }),
    http.get(`${BASE}/pageType/list`, () => succeed(state.pageTypes)),
    http.get(`${BASE}/pageType/listTemplate`, () => succeed(TEMPLATES)),
    http.get(`${BASE}/pageType/details`, ({ request }) => {
      return foundOr(
        state.pageTypes.find((entry) => entry.id === idOf(request)),
        '页面类型不存在',
      );
    }),
    http.post(`${BASE}/pageType`, async ({ request }) => {
      const body = (await request.json()) as PageTypeSaveBody;
      recorded.savedPageTypes.push(body);
      const record: PageTypeAdmin = {
        id: body.id ?? nextId(state.pageTypes),
        name: body.name,
        templateKey: body.templateKey,
        contentType: body.contentType ?? null,
        sortType: body.sortType ?? null,
        templateExists: TEMPLATES.some((entry) => entry.key === body.templateKey),
      };
      state.pageTypes = [...state.pageTypes.filter((entry) => entry.id !== record.id), record];
      return succeed({ id: record.id });
    }),
    http.delete(`${BASE}/pageType`, ({ request }) => {
      const id = idOf(request);
      const found = state.pageTypes.find((entry) => entry.id === id);
      if (!found) return failWith(CODE.notFound, '页面类型不存在');
      const users = [...walk(state.menus)].filter((entry) => entry.pageType === found.name);
      if (users.length > 0)
        return failWith(
          CODE.badRequest,
          `仍有栏目使用此页面类型：${users.map((entry) => entry.name).join('、')}`,
        );
      state.pageTypes = state.pageTypes.filter((entry) => entry !== found);
      return succeed(null);
    }),
  ];

  // The staff server resets its handlers after each test: these join again before the next.
  beforeEach(() => server.use(...handlers));
  afterEach(reset);

  return {
    ...recorded,
    /** Deletes a page type behind the menus' backs (the menus naming it keep the name). */
    dropPageType(name: string) {
      state.pageTypes = state.pageTypes.filter((entry) => entry.name !== name);
    },
    /** Gives a menu `count` content items (its delete is then refused). */
    holdContent(menuId: number, count: number) {
      state.contentCounts.set(menuId, count);
    },
    get menus() {
      return state.menus;
    },
  };
}
