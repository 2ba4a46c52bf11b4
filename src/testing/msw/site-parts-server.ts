/**
 * A fake content API for the console's banners and site settings (cms/web/siteBanner,
 * siteSetting), answered from memory and recording
 * the JSON bodies it was sent. It adds its handlers to the staff server's (one MSW server per
 * test file), before each test:
 *
 *   const staff = installStaffServer();
 *   const parts = installSitePartsServer(staff.server);
 *   expect(parts.bannerSaves).toEqual([...]);   // the bodies of POST /api/cms/web/siteBanner
 *
 * Its records start from the contract's schemas (recordOf) and a save keeps every property the
 * body sent that the stored record has (sentFields): a property added to the contract appears
 * here, at its schema's value or as saved, without editing this file.
 */
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import type { Platform, SortBody } from '@contract/common';
import { isAllowedContentUrl } from '@contract/url-policy';
import { BannerAdmin, type BannerSaveBody } from '@contract/site-banner';
import type { SiteSetting, SiteSettingSaveBody } from '@contract/site-setting';
import { recordOf, sentFields } from '../contract-record';
import { failWith, succeed } from './envelope';
import { foundOr, idOf, nextId, param } from './fake-records';

const BASE = 'http://localhost/api/cms/web';
/** The server's url-policy refusal (server/src/lib/content-input.ts contentUrl). */
export const urlRefusal = (field: string) => `${field}不正确：只能是 http(s) 地址或本站路径（如 /about_us）`;

export const banner = (
  id: number,
  platform: Platform,
  title: string,
  sort: number,
  status = true,
): BannerAdmin =>
  recordOf(BannerAdmin, {
    id,
    platform,
    title,
    image: `/images/demo/banner-${platform}-${id}.jpg`,
    url: '/about_us',
    sort,
    status,
    schedule: status ? 'published' : 'draft',
  });

export const setting = (platform: Platform, siteTitle: string): SiteSetting => ({
  platform,
  siteTitle,
  contactTitle: '联系我们',
  copyright: `© 2012-2025 ${siteTitle} 版权所有`,
  address: '广州市天河区华夏路 88 号',
  phone: '400-800-1237',
  email: 'service@huaxia-edu.cn',
  homeUrl: 'http://vocational.localhost:8080/home',
  wechatQr: '/images/demo/qr-wechat.svg',
  weiboQr: null,
  xiaohongshuQr: null,
  icpLinks: [
    { text: '粤ICP备12345678号-4', url: 'https://beian.miit.gov.cn/' },
    { text: '粤公网安备44010602000001号', url: 'https://beian.miit.gov.cn/' },
  ],
  enrollNotice: '',
});

const notSignedIn = () => failWith(CODE.notSignedIn, '请先登录');

/** What the fake server settles itself on a save, not taken from the body as sent. */
const SETTLED = ['id', 'sort', 'publishTime', 'endTime'] as const;

/** Sorts 10, 20 … in the order of `ids` (the server's reorder), for the records of one platform. */
function reorder<Row extends { id: number; sort: number }>(rows: Row[], ids: number[]): Row[] {
  return rows.map((row) => (ids.includes(row.id) ? { ...row, sort: (ids.indexOf(row.id) + 1) * 10 } : row));
}

const byPlatformAndSort = <Row extends { platform: string; sort: number; id: number }>(a: Row, b: Row) =>
  a.platform.localeCompare(b.platform) || a.sort - b.sort || a.id - b.id;

export function installSitePartsServer(server: SetupServerApi, isSignedIn: () => boolean = () => true) {
  const state = {
    banners: [] as BannerAdmin[],
    settings: [] as SiteSetting[],
  };
  /** What the fake was sent, for the tests to read; emptied (in place) after each test. */
  const recorded = {
    bannerSaves: [] as BannerSaveBody[],
    settingSaves: [] as SiteSettingSaveBody[],
    sorts: [] as { resource: string; ids: number[] }[],
    removed: [] as { resource: string; id: number }[],
    /** The Content-Type of every write body received. */
    contentTypes: [] as string[],
  };
  const reset = () => {
    state.banners = [
      banner(1, 'vocational', '职业技能培训 · 持证上岗', 10),
      banner(2, 'vocational', '校企合作 · 订单培养', 20),
      banner(3, 'vocational', '录取结果查询', 30, false),
      banner(4, 'company', '华夏教育集团', 10),
    ];
    state.settings = [setting('company', '华夏教育集团'), setting('vocational', '华夏职业教育')];
    for (const list of Object.values(recorded)) list.length = 0;
  };
  reset();

  const guarded =
    (handler: (request: Request) => Response | Promise<Response>) => (info: { request: Request }) =>
      isSignedIn() ? handler(info.request) : notSignedIn();
  /** A write's JSON body, noting its Content-Type (the console sends contract-typed writes as JSON). */
  const jsonBody = async <Body>(request: Request): Promise<Body> => {
    recorded.contentTypes.push(request.headers.get('Content-Type') ?? '');
    return (await request.json()) as Body;
  };

  /**
   * The five calls of one kind of per-platform record that staff sort by hand (`resource`, as
   * its path names it), kept in the `state` list `rows` reads and replaces:
   * - list: `list` when the kind has its own (paged, searched), else all of the platform in order;
   * - details: an unknown id is a 404 with `notFound`;
   * - save: the body joins `saves`; `refusal` may refuse it (a 400); `build` makes the stored
   *   record of the id (the body's, or the next) from the body and the record it replaces;
   * - remove and sort: noted in `recorded.removed` and `recorded.sorts`.
   */
  function platformRecordHandlers<
    Row extends { id: number; platform: Platform; sort: number },
    Body extends { id?: number },
  >(
    resource: string,
    spec: {
      notFound: string;
      rows: { get: () => Row[]; set: (rows: Row[]) => void };
      list?: (request: Request) => Response;
      saves: Body[];
      /** A refusal: its message and the field it names (the envelope's `field`). */
      refusal?: (body: Body) => { message: string; field: string } | undefined;
      build: (id: number, body: Body, previous: Row | undefined) => Row;
    },
  ) {
    const { rows } = spec;
    return [
      http.get(
        `${BASE}/${resource}/list`,
        guarded(
          spec.list ??
            ((request) => {
              const platform = param(request, 'platform');
              return succeed(
                rows
                  .get()
                  .filter((row) => !platform || row.platform === platform)
                  .sort(byPlatformAndSort),
              );
            }),
        ),
      ),
      http.get(
        `${BASE}/${resource}/details`,
        guarded((request) =>
          foundOr(
            rows.get().find((row) => row.id === idOf(request)),
            spec.notFound,
          ),
        ),
      ),
      http.post(
        `${BASE}/${resource}`,
        guarded(async (request) => {
          const body = await jsonBody<Body>(request);
          spec.saves.push(body);
          const refused = spec.refusal?.(body);
          if (refused) return failWith(CODE.badRequest, refused.message, refused.field);
          const id = body.id ?? nextId(rows.get());
          const saved = spec.build(
            id,
            body,
            rows.get().find((row) => row.id === id),
          );
          rows.set([...rows.get().filter((row) => row.id !== id), saved]);
          return succeed({ id });
        }),
      ),
      http.delete(
        `${BASE}/${resource}`,
        guarded((request) => {
          recorded.removed.push({ resource, id: idOf(request) });
          rows.set(rows.get().filter((row) => row.id !== idOf(request)));
          return succeed(null);
        }),
      ),
      http.put(
        `${BASE}/${resource}/sort`,
        guarded(async (request) => {
          const { ids } = await jsonBody<SortBody>(request);
          recorded.sorts.push({ resource, ids });
          rows.set(reorder(rows.get(), ids));
          return succeed(null);
        }),
      ),
    ];
  }

  const handlers = [
    ...platformRecordHandlers('siteBanner', {
      notFound: '轮播图不存在',
      rows: { get: () => state.banners, set: (rows) => (state.banners = rows) },
      saves: recorded.bannerSaves,
      refusal: (body: BannerSaveBody) =>
        body.url && !isAllowedContentUrl(body.url)
          ? { message: urlRefusal('链接地址'), field: 'url' }
          : undefined,
      build: (id, body, previous): BannerAdmin => ({
        ...banner(id, body.platform, body.title, previous?.sort ?? 1000, body.status),
        ...sentFields(BannerAdmin, body, SETTLED),
        url: body.url ?? null,
      }),
    }),
    // ---- siteSetting
    http.get(
      `${BASE}/siteSetting/details`,
      guarded((request) => {
        return foundOr(
          state.settings.find((row) => row.platform === param(request, 'platform')),
          '站点设置不存在',
        );
      }),
    ),
    http.post(
      `${BASE}/siteSetting`,
      guarded(async (request) => {
        const body = await jsonBody<SiteSettingSaveBody>(request);
        recorded.settingSaves.push(body);
        const refused = body.icpLinks.findIndex((link) => !isAllowedContentUrl(link.url));
        if (refused >= 0)
          return failWith(CODE.badRequest, urlRefusal(`第 ${refused + 1} 条备案链接`), 'icpLinks');
        const saved: SiteSetting = {
          ...body,
          wechatQr: body.wechatQr ?? null,
          weiboQr: body.weiboQr ?? null,
          xiaohongshuQr: body.xiaohongshuQr ?? null,
          enrollNotice: body.enrollNotice ?? '',
        };
        state.settings = [...state.settings.filter((row) => row.platform !== body.platform), saved];
        return succeed({ id: PLATFORM_IDS[body.platform] });
      }),
    ),
  ];

  beforeEach(() => server.use(...handlers));
  afterEach(reset);

  return { state, ...recorded };
}

const PLATFORM_IDS: Record<Platform, number> = { company: 1, academic: 2, selfStudy: 3, vocational: 4 };
