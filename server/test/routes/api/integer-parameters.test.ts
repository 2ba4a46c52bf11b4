import type { RouteOptions } from 'fastify';
import { build, CHINESE, envelope, STORES, type TestApp } from '../../helper';
import { ADMIN, ORIGIN, signedIn } from './bms/system/staff';

/**
 * Every integer an API route takes (query, path or form body), found from the routes' own
 * schemas as they are registered, so a new route is walked without being listed here. Each is
 * sent malformed on both stores: a 4xx envelope with a non-zero code and the field's Chinese
 * message, never a 5xx and never an answer. Back-office routes are called signed in with every
 * permission, so their validation is reached (signed out they answer 100000004 first).
 */
type IntegerParameter = {
  method: string;
  url: string;
  part: 'querystring' | 'params' | 'body';
  name: string;
  messages: string[];
};

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  'x-messages'?: { invalid: string; missing?: string };
};

const isInteger = (schema: JsonSchema) =>
  schema.type === 'integer' || (Array.isArray(schema.type) && schema.type.includes('integer'));

const PARTS = ['querystring', 'params', 'body'] as const;

function integerParameters(route: RouteOptions): IntegerParameter[] {
  const schema = (route.schema ?? {}) as Partial<Record<(typeof PARTS)[number], JsonSchema>>;
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  return PARTS.flatMap((part) =>
    Object.entries(schema[part]?.properties ?? {})
      .filter(([, property]) => isInteger(property))
      .flatMap(([name, property]) =>
        methods.map((method) => ({
          method,
          url: route.url,
          part,
          name,
          messages: [property['x-messages']?.invalid, property['x-messages']?.missing].filter(
            (message): message is string => typeof message === 'string',
          ),
        })),
      ),
  );
}

/**
 * Valid values of the other fields a route needs, so the only fault is the integer under test. A
 * route whose body holds objects (not form-encodable) is sent JSON, its integers as strings still.
 */
const VALID: Record<string, Record<string, unknown>> = {
  '/api/ems/education/schoolRollContinue/searchForClient': { idCardNo: '11010119950312125X' },
  '/api/cms/web/siteMessage/saveForClient': { name: '张三', phone: '13800138000' },
  '/api/bms/system/admin': { displayName: '整数测试' },
  // The content staff's saves (issue 13): their other required fields.
  '/api/cms/web/siteMenu': { platform: 'company', name: '整数测试' },
  '/api/cms/web/siteContent': { title: '整数测试' },
  '/api/cms/web/siteBanner': { platform: 'company', title: '整数测试', image: '/a.png' },
  '/api/cms/web/pageType': { name: '整数测试', templateKey: 'word_list1' },
  // The advertising-law word list (issue 37 item 3).
  '/api/cms/web/adWord': {
    term: '整数测试',
    category: 'other',
    reason: '整数测试',
    article: '整数测试',
  },
  // Their previews (issue 25 item 1): the same bodies.
  '/api/cms/web/siteMenu/savePreview': { platform: 'company', name: '整数测试' },
  '/api/cms/web/siteContent/savePreview': { title: '整数测试' },
  '/api/cms/web/siteBanner/savePreview': { platform: 'company', title: '整数测试', image: '/a.png' },
  '/api/cms/web/siteMessage/saveNote': { text: '整数测试' },
  '/api/cms/resource/serverFile/updateAlt': { alt: '整数测试' },
  '/api/cms/web/siteMessage/setFollowUp': { date: '2026-12-01' },
  '/api/cms/web/siteMessage/updateStatusBatch': { ids: '1' },
  '/api/cms/web/siteMessage/assignBatch': { ids: '1' },
  // Content search and bulk changes (issue 25 item 6).
  '/api/cms/web/siteContent/listBySite': { platform: 'company' },
  '/api/cms/web/siteContent/changeMenuBatch': { ids: '1' },
  '/api/cms/web/coworker': { platform: 'company', name: '整数测试', title: '', summary: '', subjects: '' },
  // Revisions (issue 25 item 2): every call names the entity.
  ...Object.fromEntries(
    ['list', 'details', 'compare', 'restore'].map((call) => [
      `/api/cms/web/revision/${call}`,
      { entity: 'siteContent' },
    ]),
  ),
  // Review before publishing (issue 37 item 2): a record's review names its kind, a return its comment.
  '/api/cms/web/review/detailsOfRecord': { entity: 'siteContent' },
  '/api/cms/web/review/submit': { entity: 'siteContent' },
  '/api/cms/web/review/deny': { comment: '整数测试' },
  // Lead alerts (issue 38 item 2): a destination's site, kind and name; a switch's state.
  '/api/cms/web/leadAlert': { platform: 'company', kind: 'wecom', name: '整数测试' },
  '/api/cms/web/leadAlert/setEnabled': { enabled: 'true' },
  // Site settings (the privacy page's menu, issue 38 item 4): the site and its title.
  ...Object.fromEntries(
    ['/api/cms/web/siteSetting', '/api/cms/web/siteSetting/savePreview'].map((url) => [
      url,
      {
        platform: 'company',
        siteTitle: '整数测试',
        ...Object.fromEntries(
          ['contactTitle', 'copyright', 'address', 'phone', 'email', 'homeUrl'].map((name) => [name, '']),
        ),
        icpLinks: [],
      },
    ]),
  ),
  // Source aliases (issue 38 item 4): the spelling and its source.
  '/api/cms/web/leadSourceAlias': { alias: '整数测试', source: 'wechat' },
  // A site's lead routing (issue 38 item 3), saved as one JSON body.
  '/api/cms/web/leadRouting': {
    platform: 'vocational',
    workingHours: { days: [1], start: '09:00', end: '18:00' },
    rules: [],
  },
  // A site's lead form (issue 38 item 1), saved as one JSON body.
  '/api/cms/web/leadForm': { platform: 'vocational', fields: [], majors: [] },
  // A record's own trail (issue 37 item 5) names its kind.
  '/api/bms/system/auditLog/listOfRecord': { entity: 'siteContent' },
  '/api/cms/web/jobPosition': {
    platform: 'company',
    title: '整数测试',
    department: '',
    location: '',
    salary: '',
  },
  '/api/cms/web/siteCampus': {
    platform: 'company',
    name: '整数测试',
    city: '广州',
    address: '广州市天河区',
    phone: '',
    hours: '',
  },
};

/** [how the test names it, the value sent] */
const MALFORMED: [string, string][] = [
  ...['1e309', 'Infinity', '-Infinity', 'NaN', '2147483648', '99999999999999999999'].map(
    (value): [string, string] => [value, value],
  ),
  ['400 nines', '9'.repeat(400)],
  ...['-1', '1.5', '0x10', '1e3', ' 1', '１', ''].map((value): [string, string] => [value, value]),
];

describe.each(STORES)('integer parameters on %s', (store) => {
  let app: TestApp;
  let staffHeaders: Record<string, string>;
  const parameters: IntegerParameter[] = [];
  beforeAll(async () => {
    app = await build({
      store,
      env: { LOOKUP_RATE_LIMIT: '100000', LEAD_RATE_LIMIT: '100000', CONTENT_CHECK_INTERVAL_MS: '0' },
      beforeReady: (instance) =>
        instance.addHook('onRoute', (route) => {
          if (route.url.startsWith('/api/')) parameters.push(...integerParameters(route));
        }),
    });
    staffHeaders = { cookie: await signedIn(app, ADMIN), origin: ORIGIN };
  }, 60_000);

  it('finds every integer the public API takes', () => {
    const found = parameters.map(({ method, url, name }) => `${method} ${url} ${name}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'GET /api/cms/web/siteMenu/details id',
        'GET /api/cms/web/siteContent/listForClient menuId',
        'GET /api/cms/web/siteContent/listForClient pageNum',
        'GET /api/cms/web/siteContent/listForClient pageSize',
        'GET /api/cms/web/siteContent/listForClientByPublishTime menuId',
        'GET /api/cms/web/siteContent/detailsForClient id',
        'GET /api/cms/web/coworker/listForClient pageNum',
        'GET /api/cms/web/coworker/listForClient pageSize',
        'GET /api/cms/web/coworker/detailsForClient id',
        'GET /api/ems/education/schoolRollContinue/searchForClient siteId',
        'POST /api/cms/web/siteMessage/saveForClient fillMs',
      ]),
    );
    for (const parameter of parameters) expect(parameter.messages.some((m) => CHINESE.test(m))).toBe(true);
  });

  it.each(MALFORMED)('refuses %p inside a list of ids, and changes nothing', async (_, value) => {
    for (const url of ['updateStatusBatch', 'restore', 'assignBatch'].map(
      (call) => `/api/cms/web/siteMessage/${call}`,
    )) {
      const response = await app.inject({
        method: 'PUT',
        url,
        headers: { ...staffHeaders, 'content-type': 'application/json' },
        payload: JSON.stringify({ ids: [value], status: 1, staffId: 1 }),
      });
      const body = envelope(response);
      expect([url, response.statusCode, body.code !== 0, CHINESE.test(body.message)]).toEqual([
        url,
        400,
        true,
        true,
      ]);
    }
  });

  it.each(MALFORMED)('refuses %p in every one of them', async (_, value) => {
    const failures: string[] = [];
    for (const parameter of parameters) {
      const fields: Record<string, unknown> = { ...VALID[parameter.url] };
      const asJson = Object.values(fields).some((field) => typeof field !== 'string');
      // Other integers of the route get a valid value, so the one under test is the only fault.
      for (const other of parameters)
        if (other.url === parameter.url && other.method === parameter.method && other.part !== 'params')
          fields[other.name] = '1';
      fields[parameter.name] = value;
      const encoded = new URLSearchParams(
        (parameter.part === 'params' ? { ...VALID[parameter.url] } : fields) as Record<string, string>,
      ).toString();
      const url = parameter.url.replace(`:${parameter.name}`, encodeURIComponent(value));
      const response =
        parameter.part === 'body'
          ? await app.inject({
              method: parameter.method as 'POST',
              url,
              headers: {
                ...staffHeaders,
                'content-type': asJson ? 'application/json' : 'application/x-www-form-urlencoded',
              },
              payload: asJson ? JSON.stringify(fields) : encoded,
            })
          : await app.inject({
              method: parameter.method as 'GET',
              url: `${url}?${encoded}`,
              headers: staffHeaders,
            });
      const body = envelope(response);
      const refused =
        response.statusCode === 400 &&
        body.code !== 0 &&
        CHINESE.test(body.message) &&
        parameter.messages.includes(body.message) &&
        body.data === null;
      if (!refused)
        failures.push(
          `${parameter.method} ${parameter.url} ${parameter.name}=${JSON.stringify(value.slice(0, 20))}: ${response.statusCode} ${response.body.slice(0, 80)}`,
        );
    }
    expect(failures).toEqual([]);
  });
});
