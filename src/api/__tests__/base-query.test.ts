/**
 * The call helper against a mocked server: spec §7 conventions and §8 error catalogue
 * (api-catalogue.md and public-site.md).
 */
import { http } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import * as toast from '@/features/feedback/toast';
import { failWith, succeed } from '@/testing/msw/envelope';
import { installMockServer } from '@/testing/msw/mock-server';
import {
  ECHO_URL,
  echoHandler,
  type EchoedRequest,
  GATED_URL,
  gatedHandler,
  httpFailure,
  networkFailure,
} from '@/testing/msw/probe-handlers';
import { baseApi } from '../base-api';
import type { ApiRequest, DownloadedFile } from '../base-query';

// A writable copy of the module for jest.spyOn (SWC compiles exports to read-only getters).
jest.mock('@/features/feedback/toast', () => ({
  __esModule: true,
  ...jest.requireActual('@/features/feedback/toast'),
}));

type FileSeen = { fileName: string | null; isBlob: boolean; text: string };

/** Any request, through the real RTK Query pipeline (mutations, so nothing is cached). */
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.mutation<unknown, ApiRequest>({ query: (request) => request }),
    // A Blob does not belong in the store: this one reports what it received instead.
    probeFile: build.mutation<FileSeen, ApiRequest>({
      async queryFn(request, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ ...request, responseType: 'blob' });
        if (result.error) return { error: result.error };
        const { blob, fileName } = result.data as DownloadedFile;
        return { data: { fileName, isBlob: blob instanceof Blob, text: await blob.text() } };
      },
    }),
  }),
});

const server = installMockServer(echoHandler);

const call = (store: AppStore, request: ApiRequest) =>
  store.dispatch(probeApi.endpoints.probe.initiate(request)).unwrap();
const callForFile = (store: AppStore, request: ApiRequest) =>
  store.dispatch(probeApi.endpoints.probeFile.initiate(request)).unwrap();
const echo = async (store: AppStore, request: Omit<ApiRequest, 'url'>) =>
  (await call(store, { url: ECHO_URL, ...request })) as EchoedRequest;
const pendingCalls = (store: AppStore) => store.getState().loading.pendingCalls;

let errorToast: jest.SpyInstance;
beforeEach(() => {
  errorToast = jest.spyOn(toast, 'showErrorToast');
});
afterEach(() => errorToast.mockRestore());

describe('answers (§8 error catalogue)', () => {
  it('resolves with data on code 0, without a toast', async () => {
    server.use(http.get(ECHO_URL, () => succeed({ id: 7, name: '华夏' })));
    await expect(call(makeStore(), { url: ECHO_URL })).resolves.toEqual({ id: 7, name: '华夏' });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('rejects another code with its message and shows it as an error toast', async () => {
    server.use(http.post(ECHO_URL, () => failWith(100000001, '手机号格式不正确')));
    await expect(call(makeStore(), { url: ECHO_URL, method: 'POST' })).rejects.toEqual({
      code: 100000001,
      status: 200,
      message: '手机号格式不正确',
    });
    expect(errorToast).toHaveBeenCalledTimes(1);
    expect(errorToast).toHaveBeenCalledWith('手机号格式不正确');
  });

  it('rejects code 100000004 (not signed in) without a toast', async () => {
    server.use(http.get(ECHO_URL, () => failWith(100000004, '请先登录')));
    await expect(call(makeStore(), { url: ECHO_URL })).rejects.toMatchObject({ code: 100000004 });
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('says the server is being deployed on HTTP 502, whatever the body', async () => {
    server.use(httpFailure(502, 'Bad Gateway', '<html>nginx</html>'));
    await expect(call(makeStore(), { url: ECHO_URL })).rejects.toEqual({
      status: 502,
      message: '服务器正在部署，请稍后再试',
    });
    expect(errorToast).toHaveBeenCalledWith('服务器正在部署，请稍后再试');
  });

  it('shows the message of another HTTP failure from the body first', async () => {
    server.use(
      httpFailure(
        500,
        'Internal Server Error',
        JSON.stringify({ code: 100000500, message: '服务器内部错误', data: null }),
      ),
    );
    await expect(call(makeStore(), { url: ECHO_URL })).rejects.toEqual({
      status: 500,
      code: 100000500,
      message: '服务器内部错误',
    });
    expect(errorToast).toHaveBeenCalledWith('服务器内部错误');
  });

  it('falls back to the status text when the body carries no message', async () => {
    server.use(httpFailure(404, 'Not Found', 'no such page'));
    await expect(call(makeStore(), { url: ECHO_URL })).rejects.toEqual({ status: 404, message: 'Not Found' });
    expect(errorToast).toHaveBeenCalledWith('Not Found');
  });

  it('falls back to the network message when there is neither body message nor status text', async () => {
    server.use(httpFailure(503, ''));
    await expect(call(makeStore(), { url: ECHO_URL })).rejects.toEqual({
      status: 503,
      message: '网络连接失败，请检查网络后重试',
    });
    expect(errorToast).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });

  it('rejects a network failure with the network message', async () => {
    server.use(networkFailure);
    await expect(call(makeStore(), { url: ECHO_URL })).rejects.toEqual({
      message: '网络连接失败，请检查网络后重试',
    });
    expect(errorToast).toHaveBeenCalledWith('网络连接失败，请检查网络后重试');
  });

  it('rejects without a toast when the call asks to be silent', async () => {
    server.use(http.post(ECHO_URL, () => failWith(100000001, '手机号格式不正确')));
    const request: ApiRequest = { url: ECHO_URL, method: 'POST', options: { silent: true } };
    await expect(call(makeStore(), request)).rejects.toMatchObject({ message: '手机号格式不正确' });

    server.use(networkFailure);
    await expect(call(makeStore(), request)).rejects.toMatchObject({
      message: '网络连接失败，请检查网络后重试',
    });
    expect(errorToast).not.toHaveBeenCalled();
  });
});

describe('loading overlay (§7: non-GET calls unless overridden)', () => {
  /** A fresh store whose calls to GATED_URL wait until the gate lets them through. */
  const gatedStore = () => {
    const gate = gatedHandler();
    server.use(gate.handler);
    return { gate, store: makeStore() };
  };

  it('counts a POST while it is pending and releases it when it settles', async () => {
    const { gate, store } = gatedStore();

    const pending = call(store, { url: GATED_URL, method: 'POST' });
    await gate.waitUntilHeld(1);
    expect(pendingCalls(store)).toBe(1);

    gate.releaseFirst();
    await pending;
    expect(pendingCalls(store)).toBe(0);
  });

  it('releases the overlay when the call fails', async () => {
    server.use(networkFailure);
    const store = makeStore();
    await expect(call(store, { url: ECHO_URL, method: 'DELETE' })).rejects.toBeDefined();
    expect(pendingCalls(store)).toBe(0);
  });

  it('does not count a GET', async () => {
    const { gate, store } = gatedStore();

    const pending = call(store, { url: GATED_URL });
    await gate.waitUntilHeld(1);
    expect(pendingCalls(store)).toBe(0);
    gate.releaseFirst();
    await pending;
  });

  it('keeps the overlay up until the last of overlapping calls settles', async () => {
    const { gate, store } = gatedStore();

    const first = call(store, { url: GATED_URL, method: 'PUT' });
    const second = call(store, { url: GATED_URL, method: 'POST' });
    await gate.waitUntilHeld(2);
    expect(pendingCalls(store)).toBe(2);

    gate.releaseFirst();
    await first;
    expect(pendingCalls(store)).toBe(1);

    gate.releaseFirst();
    await second;
    expect(pendingCalls(store)).toBe(0);
  });

  it('follows a per-call override both ways', async () => {
    const { gate, store } = gatedStore();

    const quietPost = call(store, { url: GATED_URL, method: 'POST', options: { overlay: false } });
    await gate.waitUntilHeld(1);
    expect(pendingCalls(store)).toBe(0);
    gate.releaseFirst();
    await quietPost;

    const visibleGet = call(store, { url: GATED_URL, options: { overlay: true } });
    await gate.waitUntilHeld(1);
    expect(pendingCalls(store)).toBe(1);
    gate.releaseFirst();
    await visibleGet;
    expect(pendingCalls(store)).toBe(0);
  });
});

describe('requests (§7 conventions)', () => {
  it("calls the page's origin when no API host is configured (fetch outside a page needs absolute URLs)", async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    try {
      await echo(makeStore(), { params: { id: 1 } });
      expect(fetchSpy).toHaveBeenCalledWith(`${location.origin}${ECHO_URL}?id=1`, expect.anything());
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('sends credentials with every call', async () => {
    const store = makeStore();
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      expect((await echo(store, { method })).credentials).toBe('include');
    }
  });

  it.each(['GET', 'DELETE'] as const)(
    'sends %s parameters as a query string, without a body',
    async (method) => {
      const echoed = await echo(makeStore(), {
        method,
        params: { id: 12, name: '张三', ids: [1, 2], skipped: undefined, empty: null },
      });
      expect(echoed.method).toBe(method);
      expect(echoed.query).toEqual([
        ['id', '12'],
        ['name', '张三'],
        ['ids', '1'],
        ['ids', '2'],
      ]);
      expect(echoed.fields).toEqual([]);
    },
  );

  it.each(['POST', 'PUT'] as const)('sends %s parameters as a form-encoded body', async (method) => {
    const echoed = await echo(makeStore(), {
      method,
      params: { name: '张三', phone: '13800138000', ids: [1, 2], skipped: undefined },
    });
    expect(echoed.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(echoed.query).toEqual([]);
    expect(echoed.fields).toEqual([
      ['name', '张三'],
      ['phone', '13800138000'],
      ['ids', '1'],
      ['ids', '2'],
    ]);
  });

  it.each(['POST', 'PUT'] as const)(
    'sends a %s body of the contract as JSON, nulls and lists intact',
    async (method) => {
      const store = makeStore({ site: { platform: 'academic' } });
      const body = {
        id: 7,
        assigneeId: null,
        icpLinks: [{ text: '京ICP备1号', url: 'https://beian.miit.gov.cn/' }],
      };
      const echoed = await echo(store, { method, body, options: { withPlatform: true } });
      expect(echoed.contentType).toBe('application/json');
      expect(echoed.query).toEqual([]);
      expect(echoed.json).toEqual({ ...body, platform: 'academic' });
    },
  );

  it('sends an upload as multipart with the file and the other fields', async () => {
    const file = new File(['姓名,手机号\n张三,13800138000'], 'students.csv', { type: 'text/csv' });
    const echoed = await echo(makeStore(), { method: 'POST', file, params: { batchId: 3 } });
    expect(echoed.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(echoed.fields).toEqual([
      ['batchId', '3'],
      ['file', 'file:students.csv:姓名,手机号\n张三,13800138000'],
    ]);
  });

  it('adds the platform of this host when the call asks for it', async () => {
    const store = makeStore({ site: { platform: 'academic' } });
    expect((await echo(store, { params: { menuId: 4 }, options: { withPlatform: true } })).query).toEqual([
      ['menuId', '4'],
      ['platform', 'academic'],
    ]);
    expect((await echo(store, { method: 'POST', options: { withPlatform: true } })).fields).toEqual([
      ['platform', 'academic'],
    ]);
    expect((await echo(store, { params: { menuId: 4 } })).query).toEqual([['menuId', '4']]);
  });

  it('adds no platform while it is not known yet', async () => {
    const echoed = await echo(makeStore(), { options: { withPlatform: true } });
    expect(echoed.query).toEqual([]);
  });
});

describe('files (responseType blob)', () => {
  it('answers a download with the file and the name the server gives it', async () => {
    server.use(
      http.get(
        ECHO_URL,
        () =>
          new Response('a,b', {
            headers: {
              'Content-Type': 'application/vnd.ms-excel',
              'Content-Disposition': "attachment; filename*=UTF-8''%E5%AD%A6%E7%B1%8D.xlsx",
            },
          }),
      ),
    );
    await expect(callForFile(makeStore(), { url: ECHO_URL })).resolves.toEqual({
      fileName: '学籍.xlsx',
      isBlob: true,
      text: 'a,b',
    });
  });

  it('reads an error envelope sent instead of the file', async () => {
    server.use(http.get(ECHO_URL, () => failWith(100000002, '没有可导出的数据')));
    await expect(callForFile(makeStore(), { url: ECHO_URL })).rejects.toMatchObject({
      code: 100000002,
      message: '没有可导出的数据',
    });
    expect(errorToast).toHaveBeenCalledWith('没有可导出的数据');
  });

  it('refuses a success envelope sent instead of the file, and says the download failed', async () => {
    server.use(http.get(ECHO_URL, () => succeed(null)));
    await expect(callForFile(makeStore(), { url: ECHO_URL })).rejects.toEqual({
      message: '文件下载失败，请稍后再试',
    });
    expect(errorToast).toHaveBeenCalledWith('文件下载失败，请稍后再试');
  });
});

describe('the call environment (how failures reach the visitor)', () => {
  it('reports a failure through the showError the store was made with, not by itself', async () => {
    const showError = jest.fn();
    server.use(http.get(ECHO_URL, () => failWith(100000001, '参数错误')));
    await expect(call(makeStore(undefined, { showError }), { url: ECHO_URL })).rejects.toMatchObject({
      message: '参数错误',
    });
    expect(showError).toHaveBeenCalledWith('参数错误', 'probe');
    expect(errorToast).not.toHaveBeenCalled();
  });

  it('only returns the failure when the environment shows nothing', async () => {
    server.use(http.get(ECHO_URL, () => failWith(100000001, '参数错误')));
    await expect(call(makeStore(undefined, {}), { url: ECHO_URL })).rejects.toMatchObject({
      message: '参数错误',
    });
    expect(errorToast).not.toHaveBeenCalled();
  });
});
