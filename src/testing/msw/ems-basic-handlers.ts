/** MSW handlers of ems/basic/coupon, the entity the generated-endpoint tests exercise. */
import { http, HttpResponse } from 'msw';
import { succeed } from './envelope';

const COUPON = '/api/ems/basic/coupon';

export type CouponServerLog = {
  /** How often the list was read (a refetch after an invalidating mutation adds one). */
  listReads: number;
  /** `METHOD path?query` of every call, with the form fields of bodies. */
  calls: string[];
};

async function describeCall(request: Request): Promise<string> {
  const url = new URL(request.url);
  const contentType = request.headers.get('Content-Type') ?? '';
  let body = '';
  if (contentType.startsWith('multipart/form-data')) {
    const fields: string[] = [];
    for (const [key, value] of await request.formData()) {
      fields.push(`${key}=${typeof value === 'string' ? value : `<${value.name}>`}`);
    }
    body = ` multipart ${fields.join('&')}`;
  } else if (request.method === 'POST' || request.method === 'PUT') {
    body = ` form ${await request.text()}`;
  }
  return `${request.method} ${url.pathname}${url.search}${body}`;
}

export const EXPORTED_FILE_NAME = '优惠券.xlsx';

export function couponHandlers(log: CouponServerLog) {
  const record = async (request: Request) => {
    log.calls.push(await describeCall(request));
  };
  return [
    http.get(`${COUPON}/list`, async ({ request }) => {
      await record(request);
      log.listReads += 1;
      return succeed({ total: 1, pageList: [{ id: 1, name: '新生立减' }] });
    }),
    http.post(COUPON, async ({ request }) => {
      await record(request);
      return succeed({ id: 2 });
    }),
    http.delete(COUPON, async ({ request }) => {
      await record(request);
      return succeed();
    }),
    http.post(`${COUPON}/upload`, async ({ request }) => {
      await record(request);
      return succeed({ imported: 1 });
    }),
    http.get(`${COUPON}/export`, async ({ request }) => {
      await record(request);
      return new HttpResponse('id,name\n1,新生立减', {
        headers: {
          'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(EXPORTED_FILE_NAME)}`,
        },
      });
    }),
    // The template comes without a name: the client names it.
    http.get(`${COUPON}/downloadMould`, async ({ request }) => {
      await record(request);
      return new HttpResponse('id,name', { headers: { 'Content-Type': 'application/octet-stream' } });
    }),
  ];
}
