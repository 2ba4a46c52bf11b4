import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { PageType } from '@contract/page-type';
import { publicApi } from '@/api/public-api';
import { selectPlatform } from '@/api/site-slice';
import { banner, menuEntry, siteSetting } from '@/testing/fixtures';
import { loadSite } from '../site-loader';
import { SITE_DATA_ELEMENT_ID } from '@contract/page-json';
import { readSiteData, seedSiteData } from '../site-data';
import { makeStore } from '../store';
import { documentWithJson } from '@/testing/page-json';

const requested: string[] = [];
const server = setupServer(
  http.get('*/api/*', () => HttpResponse.json({ code: 0, message: 'success', data: [] })),
);
server.events.on('request:start', ({ request }) => {
  requested.push(new URL(request.url).pathname);
});
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  requested.length = 0;
  document.head.innerHTML = '';
});

const academic = siteSetting({ platform: 'academic', siteTitle: '华夏学历教育' });
const menus = [menuEntry(1, '首页'), menuEntry(2, '学历教育')];
const pageTypes: PageType[] = [
  { id: 1, name: '荣誉墙', templateKey: 'word_list4', contentType: null, sortType: null },
];

it('reads the parts of the expected shape and leaves out the others', () => {
  const doc = documentWithJson(
    SITE_DATA_ELEMENT_ID,
    JSON.stringify({
      setting: academic,
      menus: { platform: 'nowhere', list: menus },
      banners: 'not a list',
      pageTypes,
    }),
  );
  expect(readSiteData(doc)).toEqual({ setting: academic, menus: undefined, banners: undefined, pageTypes });
});

it('reads nothing from a page without site data or with broken JSON', () => {
  expect(readSiteData(document)).toEqual({});
  expect(readSiteData(documentWithJson(SITE_DATA_ELEMENT_ID, '{"setting": '))).toEqual({});
});

it('seeds the cache so the site loads with no call, platform included', async () => {
  const store = makeStore();
  seedSiteData(store, {
    setting: academic,
    menus: { platform: 'academic', list: menus },
    banners: [banner(1)],
    pageTypes,
  });
  expect(selectPlatform(store.getState())).toBe('academic');

  await loadSite(store);
  expect(requested).toEqual([]);
  const state = store.getState();
  expect(publicApi.endpoints.getSiteSetting.select()(state).data).toEqual(academic);
  expect(publicApi.endpoints.listMenusForClient.select({ platform: 'academic' })(state).data).toEqual(menus);
  expect(publicApi.endpoints.listBannersForClient.select()(state).data).toEqual([banner(1)]);
  expect(publicApi.endpoints.listPageTypesForClient.select()(state).data).toEqual(pageTypes);
});

it('fetches what the page did not bring', async () => {
  server.use(
    http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
      HttpResponse.json({ code: 0, message: 'success', data: academic }),
    ),
  );
  const store = makeStore();
  seedSiteData(store, { pageTypes });
  await loadSite(store);
  expect(requested.sort()).toEqual([
    '/api/cms/web/siteMenu/listForClient',
    '/api/cms/web/siteSetting/detailsForClient',
  ]);
});
