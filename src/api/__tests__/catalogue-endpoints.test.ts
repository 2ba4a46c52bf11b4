/**
 * Generated catalogue endpoints against a mocked server: verbs, parameters, uploads, tag
 * invalidation and downloads that save a file and cache nothing.
 */
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import * as toast from '@/features/feedback/toast';
import { type CouponServerLog, couponHandlers, EXPORTED_FILE_NAME } from '@/testing/msw/ems-basic-handlers';
import { failWith } from '@/testing/msw/envelope';
import { installMockServer } from '@/testing/msw/mock-server';
import { type CatalogueGroupModule, loadCatalogueGroup } from '../catalogue/load-group';

// A writable copy of the module for jest.spyOn (SWC compiles exports to read-only getters).
jest.mock('@/features/feedback/toast', () => ({
  __esModule: true,
  ...jest.requireActual('@/features/feedback/toast'),
}));

const log: CouponServerLog = { listReads: 0, calls: [] };
const server = installMockServer(...couponHandlers(log));

let emsApi: CatalogueGroupModule<'ems'>['emsApi'];
beforeAll(async () => {
  ({ emsApi } = await loadCatalogueGroup('ems'));
});
afterEach(() => {
  log.listReads = 0;
  log.calls = [];
});

/** Every value in the store, however deep. */
function* valuesOf(value: unknown): Generator<unknown> {
  yield value;
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) yield* valuesOf(child);
  }
}

describe('a generated query and mutations', () => {
  it('lists with GET and a query string, and serves the same list again from the cache', async () => {
    const store = makeStore();
    const args = { pageNum: 1, pageSize: 15 };
    const first = store.dispatch(emsApi.endpoints.listCoupon.initiate(args));
    expect((await first).data).toEqual({ total: 1, pageList: [{ id: 1, name: '新生立减' }] });

    const second = store.dispatch(emsApi.endpoints.listCoupon.initiate(args));
    expect((await second).data).toEqual({ total: 1, pageList: [{ id: 1, name: '新生立减' }] });
    expect(log.calls).toEqual(['GET /api/ems/basic/coupon/list?pageNum=1&pageSize=15']);
    first.unsubscribe();
    second.unsubscribe();
  });

  it('saves with a form-encoded POST and deletes with a DELETE query string, both on the base path', async () => {
    const store = makeStore();
    await store.dispatch(emsApi.endpoints.saveCoupon.initiate({ name: '老生返利', amount: 200 })).unwrap();
    await store.dispatch(emsApi.endpoints.removeCoupon.initiate({ id: 2 })).unwrap();
    expect(log.calls).toEqual([
      'POST /api/ems/basic/coupon form name=%E8%80%81%E7%94%9F%E8%BF%94%E5%88%A9&amount=200',
      'DELETE /api/ems/basic/coupon?id=2',
    ]);
  });

  it('refetches the entity list after a mutation of that entity', async () => {
    const store = makeStore();
    const subscription = store.dispatch(emsApi.endpoints.listCoupon.initiate());
    await subscription;
    expect(log.listReads).toBe(1);

    await store.dispatch(emsApi.endpoints.removeCoupon.initiate({ id: 1 })).unwrap();
    await waitFor(() => expect(log.listReads).toBe(2));
    subscription.unsubscribe();
  });

  it('uploads the Excel file as multipart with the other fields', async () => {
    const file = new File(['id,name'], 'coupons.xlsx');
    await expect(
      makeStore()
        .dispatch(emsApi.endpoints.uploadCoupon.initiate({ file, params: { batchId: 3 } }))
        .unwrap(),
    ).resolves.toEqual({ imported: 1 });
    expect(log.calls).toEqual(['POST /api/ems/basic/coupon/upload multipart batchId=3&file=<coupons.xlsx>']);
  });
});

describe('a generated download', () => {
  let saved: { href: string; download: string }[];
  let createObjectURL: jest.Mock<string, [Blob]>;
  let store: AppStore;

  beforeEach(() => {
    store = makeStore();
    saved = [];
    createObjectURL = jest.fn<string, [Blob]>(() => 'blob:http://localhost/file-1');
    // jsdom has no object URLs and does not navigate: record what would be saved instead.
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the exported file under the name the server gives and resolves to null', async () => {
    await expect(
      store.dispatch(emsApi.endpoints.exportCoupon.initiate({ status: 1 })).unwrap(),
    ).resolves.toBeNull();
    expect(log.calls).toEqual(['GET /api/ems/basic/coupon/export?status=1']);
    expect(saved).toEqual([{ href: 'blob:http://localhost/file-1', download: EXPORTED_FILE_NAME }]);
    expect(await createObjectURL.mock.calls[0]?.[0].text()).toBe('id,name\n1,新生立减');
  });

  it('names a file the server leaves unnamed after the entity and the action', async () => {
    await store.dispatch(emsApi.endpoints.downloadMouldCoupon.initiate()).unwrap();
    expect(saved.map((file) => file.download)).toEqual(['coupon-downloadMould.xlsx']);
  });

  it('leaves no file in the store', async () => {
    await store.dispatch(emsApi.endpoints.exportCoupon.initiate()).unwrap();
    await store.dispatch(emsApi.endpoints.downloadMouldCoupon.initiate()).unwrap();
    expect([...valuesOf(store.getState())].filter((value) => value instanceof Blob)).toEqual([]);
  });

  it('saves nothing and shows the message when the server refuses', async () => {
    const errorToast = jest.spyOn(toast, 'showErrorToast');
    server.use(http.get('/api/ems/basic/coupon/export', () => failWith(100000002, '没有可导出的数据')));
    await expect(store.dispatch(emsApi.endpoints.exportCoupon.initiate()).unwrap()).rejects.toMatchObject({
      message: '没有可导出的数据',
    });
    expect(saved).toEqual([]);
    expect(errorToast).toHaveBeenCalledWith('没有可导出的数据');
  });
});
