/**
 * A fake lead API for the console's lead inbox tests (src/admin/leads): list, details, export,
 * remove and the workflow calls of /api/cms/web/siteMessage, answered from memory, recording
 * what it was asked. It adds its handlers to the staff server of the test file (sign-in lives
 * there), before each test:
 *
 *   const staff = installStaffServer();
 *   const leads = installLeadServer(staff.server);
 *   staff.signIn('admin');
 *   expect(leads.calls.updateStatus).toEqual([{ id: 1, status: 1 }]);
 *   leads.signInLeadWorker();   // leads bit only: no export bit
 */
import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import { LEAD_STATUS, LEAD_STATUS_LABELS, maskPhone, type LeadStatusValue } from '@contract/lead-status';
import { maskOf } from '@contract/permissions';
import type {
  LeadAssignBody,
  LeadAssignee,
  LeadDetails,
  LeadFollowUpBody,
  LeadListItem,
  LeadNoteBody,
  LeadStatusBody,
} from '@contract/site-message';
import type { StaffInfo } from '@contract/staff';
import { failWith, succeed } from './envelope';

const BASE = 'http://localhost/api/cms/web/siteMessage';

/** The note author the fake writes: the demo admin, whom the tests sign in as. */
export const NOTE_AUTHOR = '演示管理员';

export const LEAD_WORKER: StaffInfo = {
  id: 7,
  username: 'lead.worker',
  displayName: '招生顾问',
  permissions: maskOf('leads'),
};

export const ASSIGNEES: LeadAssignee[] = [
  { id: 1, displayName: '演示管理员' },
  { id: LEAD_WORKER.id, displayName: LEAD_WORKER.displayName },
];

const lead = (
  id: number,
  name: string,
  phone: string,
  createdAt: string,
  extra: Partial<LeadDetails> = {},
): LeadDetails => {
  const status = (extra.status ?? LEAD_STATUS.new) as LeadStatusValue;
  return {
    id,
    publicId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    phone,
    channel: '运营营销',
    platform: 'academic',
    createdAt,
    status,
    statusLabel: LEAD_STATUS_LABELS[status],
    isNew: status === LEAD_STATUS.new,
    repeatPhone: false,
    assigneeId: null,
    assigneeName: null,
    followUpDate: null,
    source: 'direct',
    sourceLabel: '直接访问',
    medium: null,
    campaign: null,
    device: 'phone',
    quarantineReason: null,
    address: 'http://localhost/home',
    pagePath: '/online_registration',
    pageTitle: '在线报名 - 华夏成人教育',
    landingPath: '/home',
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    utmTerm: null,
    utmContent: null,
    inWechat: false,
    fillMs: 8200,
    restoredAt: null,
    notes: [],
    ...extra,
  };
};

/** Newest first, as the server lists them. */
const fixtures = (): LeadDetails[] => [
  lead(3, '陈晓雨', '13912345678', '2026-03-04T02:00:00.000Z', { repeatPhone: true }),
  lead(2, '李四', '13900139000', '2026-03-02T15:59:00.000Z', {
    platform: 'company',
    status: LEAD_STATUS.contacted,
    statusLabel: LEAD_STATUS_LABELS[LEAD_STATUS.contacted],
    isNew: false,
    assigneeId: 1,
    assigneeName: '演示管理员',
    followUpDate: '2026-04-01',
    notes: [
      {
        id: 1,
        staffId: 1,
        authorName: '演示管理员',
        text: '已电话联系，下周回访',
        createdAt: '2026-03-03T01:30:00.000Z',
      },
    ],
  }),
  lead(1, '张三', '13800138000', '2026-03-01T01:00:00.000Z', { platform: null }),
];

const chinaDay = (iso: string) => new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 10);

const toListItem = ({ address: _address, notes: _notes, ...rest }: LeadDetails): LeadListItem => ({
  ...rest,
  phone: maskPhone(rest.phone),
});

export function installLeadServer(server: SetupServerApi) {
  const state = {
    leads: fixtures(),
    calls: {
      list: [] as Record<string, string>[],
      export: [] as Record<string, string>[],
      updateStatus: [] as LeadStatusBody[],
      saveNote: [] as LeadNoteBody[],
      assign: [] as LeadAssignBody[],
      setFollowUp: [] as LeadFollowUpBody[],
      remove: [] as number[],
    },
  };
  const reset = () => {
    state.leads = fixtures();
    for (const list of Object.values(state.calls)) list.length = 0;
  };
  const find = (id: number) => state.leads.find((candidate) => candidate.id === id);
  const notFound = () => failWith(CODE.notFound, '线索不存在');
  const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
  const update = (id: number, change: Partial<LeadDetails>) => {
    state.leads = state.leads.map((candidate) =>
      candidate.id === id ? { ...candidate, ...change } : candidate,
    );
  };

  const handlers = [
    http.get(`${BASE}/list`, ({ request }) => {
      const query = queryOf(request);
      state.calls.list.push(query);
      const keyword = query.keyword ?? '';
      const rows = state.leads.filter(
        (candidate) =>
          (!keyword || candidate.name.includes(keyword) || candidate.phone.includes(keyword)) &&
          (query.status === undefined || candidate.status === Number(query.status)) &&
          (query.platform === undefined || candidate.platform === query.platform) &&
          (query.from === undefined || chinaDay(candidate.createdAt) >= query.from) &&
          (query.to === undefined || chinaDay(candidate.createdAt) <= query.to),
      );
      const pageNum = Number(query.pageNum ?? 1);
      const pageSize = Number(query.pageSize ?? 15);
      return succeed({
        total: rows.length,
        pageList: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(toListItem),
      });
    }),
    http.get(`${BASE}/details`, ({ request }) => {
      const found = find(Number(queryOf(request).id));
      return found ? succeed(found) : notFound();
    }),
    http.get(`${BASE}/listAssignee`, () => succeed(ASSIGNEES)),
    http.get(`${BASE}/export`, ({ request }) => {
      state.calls.export.push(queryOf(request));
      return new HttpResponse(`\uFEFF编号,姓名\r\n1,张三\r\n`, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="leads.csv"; filename*=UTF-8''${encodeURIComponent('线索导出-2026-03-05.csv')}`,
        },
      });
    }),
    http.delete(BASE, ({ request }) => {
      const id = Number(queryOf(request).id);
      state.calls.remove.push(id);
      if (!find(id)) return notFound();
      state.leads = state.leads.filter((candidate) => candidate.id !== id);
      return succeed(null);
    }),
    http.put(`${BASE}/updateStatus`, async ({ request }) => {
      const body = (await request.json()) as LeadStatusBody;
      state.calls.updateStatus.push(body);
      if (!find(body.id)) return notFound();
      const status = body.status as LeadStatusValue;
      update(body.id, { status, statusLabel: LEAD_STATUS_LABELS[status], isNew: status === LEAD_STATUS.new });
      return succeed(null);
    }),
    http.post(`${BASE}/saveNote`, async ({ request }) => {
      const body = (await request.json()) as LeadNoteBody;
      state.calls.saveNote.push(body);
      const found = find(body.id);
      if (!found) return notFound();
      const id = state.leads.flatMap((candidate) => candidate.notes).length + 100;
      update(body.id, {
        notes: [
          ...found.notes,
          { id, staffId: 1, authorName: NOTE_AUTHOR, text: body.text, createdAt: '2026-03-05T06:00:00.000Z' },
        ],
      });
      return succeed({ id });
    }),
    http.put(`${BASE}/assign`, async ({ request }) => {
      const body = (await request.json()) as LeadAssignBody;
      state.calls.assign.push(body);
      if (!find(body.id)) return notFound();
      const assignee = ASSIGNEES.find((candidate) => candidate.id === body.staffId);
      if (body.staffId !== null && !assignee)
        return failWith(CODE.badRequest, '负责人须为启用且有线索权限的账号');
      update(body.id, { assigneeId: body.staffId, assigneeName: assignee?.displayName ?? null });
      return succeed(null);
    }),
    http.put(`${BASE}/setFollowUp`, async ({ request }) => {
      const body = (await request.json()) as LeadFollowUpBody;
      state.calls.setFollowUp.push(body);
      if (!find(body.id)) return notFound();
      update(body.id, { followUpDate: body.date });
      return succeed(null);
    }),
  ];

  // The staff server resets its runtime handlers after each test: add ours again before each.
  beforeEach(() => server.use(...handlers));
  afterEach(reset);

  return {
    calls: state.calls,
    get leads() {
      return state.leads;
    },
    /** This test is signed in as a lead worker: the leads bit, not the export bit. */
    signInLeadWorker() {
      server.use(http.get('http://localhost/api/bms/system/admin/signInfo', () => succeed(LEAD_WORKER)));
    },
  };
}
