import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { serverAnswersReceived } from '@/api/base-api';
import { publicApi } from '@/api/public-api';
import { siteSetting } from '@/testing/fixtures';
import { CODE } from '@contract/codes';
import { PAGE_STATE_ELEMENT_ID } from '@contract/page-json';
import { pageStateOf, readPageState } from '../page-state';
import { makeStore } from '../store';
import { documentWithJson } from '@/testing/page-json';

const page = { total: 1, pageList: [{ id: 7, menuId: 5, title: '开学典礼' }] };
const server = setupServer(
  http.get('*/api/cms/web/siteContent/detailsForClient', () =>
    HttpResponse.json({ code: CODE.notFound, message: '内容不存在', data: null }, { status: 404 }),
  ),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) =>
    new URL(request.url).searchParams.get('menuId') === '5'
      ? HttpResponse.json({ code: 0, message: 'success', data: page })
      : HttpResponse.json({ code: 1, message: '栏目不存在', data: null }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  document.head.innerHTML = '';
});

const listOf = (menuId: number) => publicApi.endpoints.listSiteContentForClient.initiate({ menuId });

describe('the page state of a server render', () => {
  it('carries the answered calls only, without those sent as site data, and fills a new cache', async () => {
    const rendered = makeStore(undefined, { showError: () => undefined });
    rendered.dispatch(
      publicApi.util.upsertQueryEntries([
        { endpointName: 'getSiteSetting', arg: undefined, value: siteSetting() },
      ]),
    );
    const sentWithSiteData = new Set(Object.keys(rendered.getState().api.queries));
    await rendered.dispatch(listOf(5));
    await rendered.dispatch(listOf(6)); // answered with an error: not carried

    const state = pageStateOf(rendered.getState(), { site: null }, sentWithSiteData);
    expect(Object.values(state.api.queries).map((entry) => entry?.endpointName)).toEqual([
      'listSiteContentForClient',
    ]);
    expect(state.loaderData).toEqual({ site: null });

    // In the browser: read from the page, into the cache, where the page's hook finds it.
    const read = readPageState(documentWithJson(PAGE_STATE_ELEMENT_ID, JSON.stringify(state)));
    expect(read).toEqual(state);
    const browser = makeStore();
    browser.dispatch(serverAnswersReceived(read!.api));
    expect(
      publicApi.endpoints.listSiteContentForClient.select({ menuId: 5 })(browser.getState()).data,
    ).toEqual(page);
  });

  it('carries a "not found" answer, so that the browser draws the same notice as the server', async () => {
    const rendered = makeStore(undefined, { showError: () => undefined });
    await rendered.dispatch(publicApi.endpoints.getSiteContentDetails.initiate({ id: 99 }));

    const state = pageStateOf(rendered.getState(), {}, new Set());
    expect(Object.values(state.api.queries)).toEqual([
      expect.objectContaining({
        endpointName: 'getSiteContentDetails',
        status: 'rejected',
        error: expect.objectContaining({ code: CODE.notFound }),
      }),
    ]);
  });

  it.each([
    ['no element', null],
    ['text that is no JSON', '{"api":'],
    ['another shape', '{"api":{"queries":[]}}'],
    ['no loader data', '{"api":{"queries":{}}}'],
  ])('is absent with %s', (_case, json) => {
    const doc = json === null ? document : documentWithJson(PAGE_STATE_ELEMENT_ID, json);
    expect(readPageState(doc)).toBeNull();
  });
});
