/**
 * A fake of the content staff API (cms/web/siteMenu list, cms/web/siteContent list, details,
 * save, publish, remove) for the console's content tests, answered from memory and recording
 * what it was asked. It adds its handlers to the staff server's (installStaffServer), whose
 * session the console needs anyway:
 *
 *   const staff = installStaffServer();
 *   const content = installContentAdminServer(staff.server);
 *   expect(content.listQueries.at(-1)).toMatchObject({ menuId: '12', pageSize: '30' });
 *   expect(content.saved).toEqual([...]);   // the JSON bodies of POST /api/cms/web/siteContent
 */
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import { scheduleOf, type Platform } from '@contract/common';
import {
  ContentAdminDetails,
  type ContentMoveBody,
  type ContentPublishBody,
  type ContentSaveBody,
  type ContentScheduleBody,
} from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import { isAllowedContentUrl } from '@contract/url-policy';
import { recordOf } from '../contract-record';
import { menuEntry } from '../fixtures';
import { failWith, succeed } from './envelope';
import { foundOr, idOf, nextId, pageOf, param } from './fake-records';

const BASE = 'http://localhost/api/cms/web';

/** "Now" for the fake: items published before it are live. */
export const ADMIN_NOW = Date.parse('2026-03-01T02:00:00.000Z');

export const adminMenu = (
  id: number,
  name: string,
  fields: Partial<MenuEntry> = {},
  subMenus: MenuEntry[] = [],
): MenuEntry => menuEntry(id, name, { subMenus, ...fields });

/** 新闻中心 (10) › 集团新闻 (12), 通知公告 (13, a draft menu); 关于我们 (20). */
export const companyMenus = (): MenuEntry[] => [
  adminMenu(10, '新闻中心', {}, [
    adminMenu(12, '集团新闻', { parentId: 10, pageType: '新闻列表' }),
    adminMenu(13, '通知公告', { parentId: 10, pageType: '新闻列表', status: false }),
  ]),
  adminMenu(20, '关于我们', { path: '/about_us' }),
];

/** A stored item: published at `publishTime` (ISO), live unless `status` is false. */
export const adminItem = (
  id: number,
  menuId: number,
  title: string,
  fields: Partial<ContentAdminDetails> = {},
): ContentAdminDetails => {
  // From the schema (recordOf): a field the contract adds is in every item with nothing to edit.
  const item = recordOf(ContentAdminDetails, {
    id,
    menuId,
    title,
    image: `/uploads/news-${id}.png`,
    summary: `${title}的摘要`,
    publishTime: new Date(ADMIN_NOW - id * 3_600_000).toISOString(),
    sort: id,
    status: true,
    body: `<p>${title}的正文</p>`,
    ...fields,
  });
  return { ...item, schedule: scheduleOf(item.status, item.publishTime, item.endTime, ADMIN_NOW) };
};

/** What the fake's sanitiser drops, as the real one does (server/src/lib/rich-text.ts). */
const sanitized = (html: string) => html.replace(/<script[\s\S]*?<\/script>/gi, '');

/** A China-time datetime-local value as the server stores it (ISO, UTC). */
const storedTime = (value: string) =>
  new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}+08:00`).toISOString();

export type ContentAdminState = {
  menus: Record<Platform, MenuEntry[]>;
  items: ContentAdminDetails[];
};

const initialState = (): ContentAdminState => ({
  menus: { company: companyMenus(), academic: [], selfStudy: [], vocational: [] },
  items: [
    adminItem(1, 12, '集团召开春季工作会议'),
    adminItem(2, 12, '新校区奠基仪式举行', { status: false }),
    adminItem(3, 12, '校企合作签约', { sort: 0 }),
  ],
});

export function installContentAdminServer(server: SetupServerApi) {
  let state = initialState();
  const record = {
    listQueries: [] as Record<string, string>[],
    saved: [] as ContentSaveBody[],
    published: [] as ContentPublishBody[],
    removed: [] as number[],
    searchQueries: [] as Record<string, string>[],
    batches: [] as { action: string; body: { ids: number[] } | ContentMoveBody | ContentScheduleBody }[],
  };
  const menuNameOf = (menuId: number) => {
    const walk = (menus: MenuEntry[]): MenuEntry | undefined =>
      menus.flatMap((menu) => [menu, walk(menu.subMenus)]).find((menu) => menu?.id === menuId);
    return Object.values(state.menus)
      .map((menus) => walk(menus))
      .find(Boolean);
  };
  const platformOf = (menuId: number) =>
    (Object.keys(state.menus) as Platform[]).find((platform) => {
      const walk = (menus: MenuEntry[]): boolean =>
        menus.some((menu) => menu.id === menuId || walk(menu.subMenus));
      return walk(state.menus[platform]);
    });

  const handlers = [
    http.get(`${BASE}/siteMenu/list`, ({ request }) => {
      const platform = (param(request, 'platform') ?? 'company') as Platform;
      return succeed(state.menus[platform] ?? []);
    }),
    http.get(`${BASE}/siteContent/list`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      record.listQueries.push(query);
      const pageSize = Number(query.pageSize ?? 15);
      if (pageSize > 1000) return failWith(CODE.badRequest, '每页条数应在 1 到 1000 之间');
      const matching = state.items
        .filter((item) => !query.menuId || item.menuId === Number(query.menuId))
        .filter((item) => !query.keyword || item.title.includes(query.keyword))
        .filter((item) => query.status === undefined || String(item.status) === query.status)
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
      return succeed(
        pageOf(matching, Number(query.pageNum ?? 1), pageSize, ({ body: _body, ...item }) => item),
      );
    }),
    http.get(`${BASE}/siteContent/details`, ({ request }) => {
      return foundOr(
        state.items.find((item) => item.id === idOf(request)),
        '内容不存在',
      );
    }),
    http.post(`${BASE}/siteContent`, async ({ request }) => {
      const body = (await request.json()) as ContentSaveBody;
      record.saved.push(body);
      if (body.url && !isAllowedContentUrl(body.url))
        return failWith(
          CODE.badRequest,
          '链接地址不正确：只能是 http(s) 地址或本站路径（如 /about_us）',
          'url',
        );
      if (body.seoImage && !isAllowedContentUrl(body.seoImage))
        return failWith(
          CODE.badRequest,
          '分享图片地址不正确：只能是 http(s) 地址或本站路径（如 /about_us）',
          'seoImage',
        );
      const id = body.id ?? nextId(state.items);
      const previous = state.items.find((item) => item.id === id);
      const saved = adminItem(id, body.menuId ?? previous?.menuId ?? 0, body.title, {
        url: body.url ?? null,
        image: body.image ?? null,
        video: body.video ?? null,
        summary: body.summary ?? null,
        body: sanitized(body.body ?? ''),
        publishTime: body.publishTime ? storedTime(body.publishTime) : new Date(ADMIN_NOW).toISOString(),
        endTime: body.endTime ?? null,
        status: body.status ?? previous?.status ?? false,
        sort: body.sort ?? previous?.sort ?? state.items.length + 1,
        // 搜索与分享 (issue 25 item 3): as the server answers them, each only when set.
        ...(body.seoTitle && { seoTitle: body.seoTitle }),
        ...(body.seoDescription && { seoDescription: body.seoDescription }),
        ...(body.seoImage && { seoImage: body.seoImage }),
        ...(body.noindex && { noindex: true }),
      });
      state.items = previous
        ? state.items.map((item) => (item.id === id ? saved : item))
        : [...state.items, saved];
      return succeed({ id });
    }),
    http.post(`${BASE}/siteContent/publish`, async ({ request }) => {
      const body = (await request.json()) as ContentPublishBody;
      record.published.push(body);
      state.items = state.items.map((item) =>
        body.ids.includes(item.id)
          ? {
              ...item,
              status: body.status,
              schedule: scheduleOf(body.status, item.publishTime, item.endTime, ADMIN_NOW),
            }
          : item,
      );
      return succeed(null);
    }),
    http.delete(`${BASE}/siteContent`, ({ request }) => {
      const id = idOf(request);
      record.removed.push(id);
      state.items = state.items.filter((item) => item.id !== id);
      return succeed(null);
    }),
    // Issue 25 item 6: 内容搜索 and its bulk changes (the server's rules, simply).
    http.get(`${BASE}/siteContent/listBySite`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      record.searchQueries.push(query);
      const matching = state.items
        .filter((item) => platformOf(item.menuId) === query.platform)
        .filter(
          (item) =>
            !query.keyword ||
            item.title.includes(query.keyword) ||
            item.body.includes(query.keyword) ||
            (menuNameOf(item.menuId)?.name ?? '').includes(query.keyword),
        )
        .filter((item) => !query.state || item.schedule === query.state)
        .sort((a, b) => b.publishTime.localeCompare(a.publishTime) || b.id - a.id);
      const page = pageOf(
        matching,
        Number(query.pageNum ?? 1),
        Number(query.pageSize ?? 15),
        ({ body: _body, ...item }) => ({ ...item, menuName: menuNameOf(item.menuId)?.name ?? '' }),
      );
      return succeed({ ...page, truncated: query.keyword === '很旧' });
    }),
    http.delete(`${BASE}/siteContent/removeBatch`, ({ request }) => {
      const body = { ids: new URL(request.url).searchParams.getAll('ids').map(Number) };
      record.batches.push({ action: 'remove', body });
      state.items = state.items.filter((item) => !body.ids.includes(item.id));
      return succeed({ changed: body.ids.length });
    }),
    http.put(`${BASE}/siteContent/changeMenuBatch`, async ({ request }) => {
      const body = (await request.json()) as ContentMoveBody;
      record.batches.push({ action: 'move', body });
      const target = menuNameOf(body.menuId);
      if (!target) return failWith(CODE.notFound, '目标栏目不存在，未做任何修改');
      const site = platformOf(body.menuId);
      if (state.items.some((item) => body.ids.includes(item.id) && platformOf(item.menuId) !== site))
        return failWith(CODE.badRequest, `只能移到同一网站的栏目，未做任何修改`);
      state.items = state.items.map((item) =>
        body.ids.includes(item.id) ? { ...item, menuId: body.menuId } : item,
      );
      return succeed({ changed: body.ids.length });
    }),
    http.put(`${BASE}/siteContent/changeScheduleBatch`, async ({ request }) => {
      const body = (await request.json()) as ContentScheduleBody;
      record.batches.push({ action: 'schedule', body });
      state.items = state.items.map((item) => {
        if (!body.ids.includes(item.id)) return item;
        const publishTime = body.publishTime ? storedTime(body.publishTime) : item.publishTime;
        const endTime = body.endTime === undefined ? item.endTime : body.endTime && storedTime(body.endTime);
        return {
          ...item,
          publishTime,
          endTime,
          schedule: scheduleOf(item.status, publishTime, endTime, ADMIN_NOW),
        };
      });
      return succeed({ changed: body.ids.length });
    }),
  ];

  beforeEach(() => {
    state = initialState();
    for (const list of Object.values(record)) list.length = 0;
    server.use(...handlers);
  });

  return {
    ...record,
    get items() {
      return state.items;
    },
    /** Replaces what the fake holds, for one test. */
    set(next: Partial<ContentAdminState>) {
      state = { ...state, ...next };
    },
  };
}
