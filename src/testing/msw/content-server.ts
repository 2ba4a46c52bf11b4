/**
 * A fake content server for template tests: the public calls of docs/content-contract.md,
 * answered from fixture records, recording what it was asked. One per test file:
 *
 *   const server = installContentServer({ items: contentItems(8, MENU_ID) });
 *   …
 *   server.set({ menus: [] });                  // this test only
 *   server.fail('details', (query) => query.get('id') === '3');
 *   expect(server.requests('listByPublishTime')).toHaveLength(1);
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import type { JobPosition } from '@contract/job-position';
import type { PageType } from '@contract/page-type';
import type { Banner } from '@contract/site-banner';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { CODE } from '@contract/codes';
import type { Coworker } from '@contract/coworker';
import type { PublicLeadForm } from '@contract/lead-form';
import type { ContentItem } from '@contract/site-content';
import { type ContentRecord, type CoworkerRecord, siteSetting } from '../fixtures';
import { failWith, succeed } from './envelope';

/** The contract's defaults for a list call without paging parameters. */
const DEFAULT_PAGE_SIZE = 6;

const CALLS = {
  setting: '/siteSetting/detailsForClient',
  menus: '/siteMenu/listForClient',
  menuDetails: '/siteMenu/details',
  list: '/siteContent/listForClient',
  listByPublishTime: '/siteContent/listForClientByPublishTime',
  details: '/siteContent/detailsForClient',
  banners: '/siteBanner/listForClient',
  pageTypes: '/pageType/listForClient',
  coworkers: '/coworker/listForClient',
  coworkerDetails: '/coworker/detailsForClient',
  jobPositions: '/jobPosition/listForClient',
  leadForm: '/leadForm/detailsForClient',
} as const;

export type ContentCall = keyof typeof CALLS;

export type ContentData = {
  setting: SiteSetting;
  /** The menu tree (top menus with their subMenus). */
  menus: MenuEntry[];
  /**
   * Every menu's content items: a list call answers those of its menuId, a page at a time, in
   * this order (the fake does not sort: a test asserts which of the two list calls was made).
   * An item's `body` is what the details call answers; the lists leave it out.
   */
  items: ContentRecord[];
  banners: Banner[];
  /** Teachers: listed a page at a time; `bio` is what the details call answers. */
  coworkers: CoworkerRecord[];
  jobPositions: JobPosition[];
  pageTypes: PageType[];
  /** The lead form's extra fields (name and phone only by default). */
  leadForm: PublicLeadForm;
};

const EMPTY: ContentData = {
  setting: siteSetting(),
  menus: [],
  items: [],
  banners: [],
  coworkers: [],
  jobPositions: [],
  pageTypes: [],
  leadForm: { version: 0, fields: [], majors: [] },
};

/** A failure set up by `fail`: the requests it picks answer with `code`. */
type Failure = { picks: (query: URLSearchParams) => boolean; code: number };

const page = <T>(records: readonly T[], query: URLSearchParams) => {
  const pageNum = Number(query.get('pageNum') ?? 1);
  const pageSize = Number(query.get('pageSize') ?? DEFAULT_PAGE_SIZE);
  return { total: records.length, pageList: records.slice((pageNum - 1) * pageSize, pageNum * pageSize) };
};

const findMenu = (menus: readonly MenuEntry[], id: number): MenuEntry | undefined =>
  menus.reduce<MenuEntry | undefined>(
    (found, menu) => found ?? (menu.id === id ? menu : findMenu(menu.subMenus, id)),
    undefined,
  );

const withoutBody = ({ body: _body, ...item }: ContentRecord): ContentItem => item;
const withoutBio = ({ bio: _bio, ...teacher }: CoworkerRecord): Coworker => teacher;
const idOf = (query: URLSearchParams) => Number(query.get('id'));

/**
 * Starts the fake server for the calling test file (unanswered requests fail the test) with
 * `data`; after each test it goes back to `data`, forgets failures and recorded requests.
 */
export function installContentServer(data: Partial<ContentData> = {}) {
  const initial: ContentData = { ...EMPTY, ...data };
  let current = initial;
  const failures = new Map<ContentCall, Failure>();
  const recorded: { call: ContentCall; query: URLSearchParams }[] = [];

  const answers: Record<ContentCall, (query: URLSearchParams) => Response> = {
    setting: () => succeed(current.setting),
    menus: () => succeed(current.menus),
    menuDetails: (query) => {
      const menu = findMenu(current.menus, idOf(query));
      return menu ? succeed(menu) : failWith(CODE.notFound, '菜单不存在');
    },
    list: (query) => succeed(page(itemsOf(query), query)),
    listByPublishTime: (query) => succeed(page(itemsOf(query), query)),
    details: (query) => {
      const item = current.items.find((candidate) => candidate.id === idOf(query));
      return item ? succeed({ ...item, body: item.body ?? '' }) : failWith(CODE.notFound, '内容不存在');
    },
    banners: () => succeed(current.banners),
    pageTypes: () => succeed(current.pageTypes),
    coworkers: (query) => succeed(page(current.coworkers.map(withoutBio), query)),
    coworkerDetails: (query) => {
      const teacher = current.coworkers.find((candidate) => candidate.id === idOf(query));
      return teacher
        ? succeed({ ...teacher, bio: teacher.bio ?? '' })
        : failWith(CODE.notFound, '老师不存在');
    },
    jobPositions: () => succeed(current.jobPositions),
    leadForm: () => succeed(current.leadForm),
  };

  function itemsOf(query: URLSearchParams) {
    const menuId = Number(query.get('menuId'));
    return current.items.filter((item) => item.menuId === menuId).map(withoutBody);
  }

  const handlers = (Object.keys(CALLS) as ContentCall[]).map((call) =>
    http.get(`*/api/cms/web${CALLS[call]}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      recorded.push({ call, query });
      const failure = failures.get(call);
      if (failure?.picks(query)) return failWith(failure.code, '服务器内部错误');
      return answers[call](query);
    }),
  );

  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    current = initial;
    failures.clear();
    recorded.length = 0;
  });
  afterAll(() => server.close());

  return {
    /** Replaces parts of the data for the running test. */
    set(changes: Partial<ContentData>) {
      current = { ...current, ...changes };
    },
    /** The call answers with an error envelope (every request, or those `picks` picks). */
    fail(
      call: ContentCall,
      picks: (query: URLSearchParams) => boolean = () => true,
      code: number = CODE.internal,
    ) {
      failures.set(call, { picks, code });
    },
    /** The call answers normally again (after `fail`). */
    recover(call: ContentCall) {
      failures.delete(call);
    },
    /** The query strings of the requests made so far in this test, of one call or of all. */
    requests(call?: ContentCall): URLSearchParams[] {
      return recorded
        .filter((request) => call === undefined || request.call === call)
        .map(({ query }) => query);
    },
    /** Extra MSW handlers for the running test (answers this fake does not give). */
    use: server.use.bind(server),
  };
}

export type ContentServer = ReturnType<typeof installContentServer>;
