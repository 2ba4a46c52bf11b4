/**
 * @jest-environment node
 *
 * The public calls against the real content server: a child process on a free port with a
 * fresh, seeded SQLite database. No mocks: real HTTP, real envelope, real data.
 */
import { CODE } from '@contract/codes';

let mockServerOrigin = '';
let server: RealServer | undefined;

jest.mock('@/config/runtime', () => ({
  appEnv: 'local',
  get apiHost() {
    return mockServerOrigin;
  },
  webHost: 'http://localhost:8080',
}));

jest.mock('@/features/feedback/toast', () => ({
  showErrorToast: jest.fn(),
  showSuccessToast: jest.fn(),
  showWarningToast: jest.fn(),
}));

import { makeStore } from '@/app/store';
import { publicApi } from '@/api/public-api';
import { showErrorToast } from '@/features/feedback/toast';
import { type RealServer, startRealServer } from '@/testing/server-process';

/** Node has no localStorage: a Map-backed one, to see what the app stores. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}
Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });

beforeAll(async () => {
  server = await startRealServer();
  mockServerOrigin = server.origin;
}, 90_000);

afterAll(() => server?.stop());

beforeEach(() => jest.mocked(showErrorToast).mockClear());

/**
 * Each test's store. An answer nobody uses is kept for keepUnusedDataFor (a 60 s timer): the
 * stores' API state is reset after each test, so no timer keeps Jest's worker from exiting.
 */
const stores: ReturnType<typeof makeStore>[] = [];
const newStore = () => {
  const store = makeStore();
  stores.push(store);
  return store;
};
afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(publicApi.util.resetApiState());
});

const call = async <T>(store: ReturnType<typeof makeStore>, action: unknown) => {
  const request = store.dispatch(action as never) as unknown as Promise<{
    data?: T;
    error?: { message: string };
  }> & {
    unsubscribe?: () => void;
  };
  const result = await request;
  request.unsubscribe?.();
  return result;
};

it('site settings, then the menu tree of that platform with sub-menus', async () => {
  const store = newStore();
  const setting = await call<{ platform: string; siteTitle: string }>(
    store,
    publicApi.endpoints.getSiteSetting.initiate(),
  );
  expect(setting.data).toMatchObject({ platform: 'company', siteTitle: expect.any(String) });
  expect(store.getState().site.platform).toBe('company');

  const menus = await call<{ name: string; subMenus: unknown[] }[]>(
    store,
    publicApi.endpoints.listMenusForClient.initiate({ platform: 'company' }),
  );
  expect(menus.data?.map((menu) => menu.name)).toEqual(
    expect.arrayContaining(['配置', '首页', '底部菜单', '悬浮菜单']),
  );
  expect(menus.data?.some((menu) => menu.subMenus.length > 1)).toBe(true);
});

it('content lists page by 6 from page 1, by sort and by publish time, and remember the list', async () => {
  const store = newStore();
  const menus = await call<
    { id: number; pageType: string | null; subMenus: { id: number; pageType: string | null }[] }[]
  >(store, publicApi.endpoints.listMenusForClient.initiate({ platform: 'company' }));
  const news = menus.data!.flatMap((menu) => menu.subMenus).find((menu) => menu.pageType === '新闻列表')!;

  const first = await call<{ total: number; pageList: { id: number; publishTime: string }[] }>(
    store,
    publicApi.endpoints.listSiteContentForClient.initiate({ menuId: news.id }),
  );
  expect(first.data!.pageList).toHaveLength(6);
  expect(first.data!.total).toBeGreaterThan(40);
  expect(JSON.parse(localStorage.getItem('dataList') ?? '[]')).toEqual(first.data!.pageList);

  const byTime = await call<{ pageList: { publishTime: string }[] }>(
    store,
    publicApi.endpoints.listSiteContentByPublishTime.initiate({ menuId: news.id, pageNum: 2 }),
  );
  const times = byTime.data!.pageList.map((item) => item.publishTime);
  expect(times).toEqual([...times].sort().reverse());

  const details = await call<{ id: number; body: string }>(
    store,
    publicApi.endpoints.getSiteContentDetails.initiate({ id: first.data!.pageList[0]!.id }),
  );
  expect(details.data).toMatchObject({ id: first.data!.pageList[0]!.id, body: expect.stringContaining('<') });
});

it('an unknown menu id rejects with the server message as an error toast', async () => {
  const store = newStore();
  const result = await call(store, publicApi.endpoints.getSiteMenuDetails.initiate({ id: 987654 }));
  expect(result.error?.message).toMatch(/[\u4e00-\u9fa5]/);
  expect(showErrorToast).toHaveBeenCalledWith(result.error?.message);
});

it('an unknown item id rejects as not found without a toast: its page says so itself', async () => {
  const store = newStore();
  const result = await call(store, publicApi.endpoints.getSiteContentDetails.initiate({ id: 987654 }));
  expect(result.error).toMatchObject({
    code: CODE.notFound,
    message: expect.stringMatching(/[\u4e00-\u9fa5]/),
  });
  expect(showErrorToast).not.toHaveBeenCalled();
});

it('the admission lookup answers null for an unknown number, and a lead is acknowledged with an id', async () => {
  const store = newStore();
  const lookup = await call(
    store,
    publicApi.endpoints.searchSchoolRollContinue.initiate({ idCardNo: '110101199003070011', siteId: 1 }),
  );
  expect(lookup).toMatchObject({ data: null });
  // Each lookup solved the server's own challenge (issue 35): a found one too, and a second one.
  for (let n = 0; n < 2; n++) {
    const found = await call(
      store,
      publicApi.endpoints.searchSchoolRollContinue.initiate(
        { idCardNo: '11010119950312125X', siteId: 1 },
        { forceRefetch: true },
      ),
    );
    expect(found).toMatchObject({ data: { name: '李明轩', year: 2025 } });
  }

  const lead = await call<{ id: string }>(
    store,
    publicApi.endpoints.saveSiteMessageForClient.initiate({
      name: '张三',
      phone: '13800138000',
      channel: '运营营销',
      address: 'http://localhost:8080/home',
      website: '',
      fillMs: 5000,
      idempotencyKey: 'real-server-test-1',
    }),
  );
  // An opaque id: it tells nothing about how many leads there are.
  expect(lead.data?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(store.getState().loading.pendingCalls).toBe(0);
});

it('a bad phone is refused by the server with a Chinese message', async () => {
  const store = newStore();
  const lead = await call(
    store,
    publicApi.endpoints.saveSiteMessageForClient.initiate({
      name: '张三',
      phone: '1380013',
      channel: '运营营销',
      address: 'http://localhost:8080/home',
      website: '',
      fillMs: 5000,
      idempotencyKey: 'real-server-test-2',
    }),
  );
  expect(lead.error?.message).toBe('请输入正确的手机号');
  expect(showErrorToast).toHaveBeenCalledWith('请输入正确的手机号');
});
