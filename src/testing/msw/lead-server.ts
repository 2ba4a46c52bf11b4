/**
 * A fake lead API for the console's lead tests (src/admin/leads, home, lead-report): list,
 * details, export, remove, the workflow calls, the bulk calls, restore, the summary and the
 * channel report of /api/cms/web/siteMessage, answered from memory as the contract says
 * (src/testing/__tests__/lead-server-contract.test.ts checks the answers against the schemas),
 * recording what it was asked. It adds its handlers to the staff server of the test file
 * (sign-in lives there), before each test:
 *
 *   const staff = installStaffServer();
 *   const leads = installLeadServer(staff.server);
 *   staff.signIn('admin');
 *   expect(leads.calls.updateStatus).toEqual([{ id: 1, status: 1 }]);
 *   leads.signInLeadWorker();   // leads bit only: no export bit
 *   leads.change(3, { followUpDate: '2026-03-04' });
 *
 * Its clock stands still: "today" is LEAD_TODAY (China time), whatever the machine's date.
 */
import { http, HttpResponse } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import { NO_CAMPAIGN_LABEL, sourceLabel } from '@contract/lead-rules';
import { LEAD_STATUS, LEAD_STATUS_LABELS, maskPhone, type LeadStatusValue } from '@contract/lead-status';
import { maskOf } from '@contract/permissions';
import {
  type ChannelReport,
  type LeadAssignBody,
  type LeadAssignee,
  type LeadBulkAssignBody,
  type LeadBulkStatusBody,
  type LeadDetails,
  type LeadFollowUpBody,
  type LeadListItem,
  type LeadNoteBody,
  type LeadRestoreBody,
  type LeadStatusBody,
  type LeadSummary,
  REPORT_MAX_DAYS,
} from '@contract/site-message';
import type { StaffInfo } from '@contract/staff';
import { failWith, succeed } from './envelope';

const BASE = 'http://localhost/api/cms/web/siteMessage';

/** The note author the fake writes: the demo admin, whom the tests sign in as. */
export const NOTE_AUTHOR = '演示管理员';

/** The fake's today, China time: a Wednesday; its week began on Monday 2026-03-02. */
export const LEAD_TODAY = '2026-03-04';
const NOW = '2026-03-04T06:00:00.000Z';

/** The summary of an inbox with nothing in it (the staff server's answer when no lead server is installed). */
export const EMPTY_LEAD_SUMMARY: LeadSummary = {
  today: 0,
  thisWeek: 0,
  untouched: 0,
  unassigned: 0,
  followUpToday: 0,
  followUpOverdue: 0,
  mine: 0,
  quarantined: 0,
  latestId: null,
  latestAt: null,
};

export const LEAD_WORKER: StaffInfo = {
  id: 7,
  username: 'lead.worker',
  displayName: '招生顾问',
  permissions: maskOf('leads'),
  twoFactorEnabled: false,
  twoFactorRequired: false,
  previousSignInAt: null,
  previousSignInIp: null,
};

/** The demo admin's id in the staff server, whom the tests sign in as. */
const ADMIN_ID = 1;

export const ASSIGNEES: LeadAssignee[] = [
  { id: ADMIN_ID, displayName: '演示管理员' },
  { id: LEAD_WORKER.id, displayName: LEAD_WORKER.displayName },
];

export const lead = (
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

/** Newest first, as the server lists them; 4 and 5 are suspicious (可疑线索). */
const fixtures = (): LeadDetails[] => [
  lead(5, '王五', '13700137000', '2026-03-04T03:00:00.000Z', {
    quarantineReason: 'tooFast',
    fillMs: 300,
    pagePath: '/home',
    pageTitle: '华夏成人教育',
  }),
  lead(3, '陈晓雨', '13912345678', '2026-03-04T02:00:00.000Z', {
    repeatPhone: true,
    source: 'wechat',
    sourceLabel: '微信',
    medium: 'social',
    campaign: 'autumn',
    utmSource: 'wechat',
    utmMedium: 'social',
    utmCampaign: 'autumn',
    utmTerm: '专升本',
    utmContent: 'banner-1',
    landingPath: '/home?utm_source=wechat&utm_campaign=autumn',
    referrer: 'https://mp.weixin.qq.com/s/abc',
    inWechat: true,
  }),
  lead(4, 'Robot Test', '13600136000', '2026-03-03T04:00:00.000Z', {
    quarantineReason: 'honeypot',
    fillMs: 12000,
    device: 'desktop',
  }),
  lead(2, '李四', '13900139000', '2026-03-02T15:59:00.000Z', {
    platform: 'company',
    status: LEAD_STATUS.contacted,
    statusLabel: LEAD_STATUS_LABELS[LEAD_STATUS.contacted],
    isNew: false,
    assigneeId: ADMIN_ID,
    assigneeName: '演示管理员',
    followUpDate: LEAD_TODAY,
    source: 'baidu',
    sourceLabel: '百度',
    medium: 'organic',
    referrer: 'https://www.baidu.com/s?wd=%E6%88%90%E4%BA%BA%E6%95%99%E8%82%B2',
    device: 'desktop',
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
  lead(1, '张三', '13800138000', '2026-03-01T01:00:00.000Z', {
    platform: null,
    source: 'unknown',
    sourceLabel: '未记录',
    followUpDate: '2026-03-03',
    device: null,
    pagePath: null,
    pageTitle: null,
    landingPath: null,
    fillMs: null,
  }),
];

const DAY_MS = 24 * 60 * 60 * 1000;
const chinaDay = (iso: string) => new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 10);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** The Monday on or before `day`. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

const isOpen = (candidate: LeadDetails) =>
  candidate.status === LEAD_STATUS.new || candidate.status === LEAD_STATUS.contacted;

/** What the list shows of a lead: LeadCommon and the masked phone, nothing of the details. */
const toListItem = ({
  address: _address,
  notes: _notes,
  pagePath: _pagePath,
  pageTitle: _pageTitle,
  landingPath: _landingPath,
  referrer: _referrer,
  utmSource: _utmSource,
  utmMedium: _utmMedium,
  utmCampaign: _utmCampaign,
  utmTerm: _utmTerm,
  utmContent: _utmContent,
  inWechat: _inWechat,
  restoredAt: _restoredAt,
  ...rest
}: LeadDetails): LeadListItem => ({ ...rest, phone: maskPhone(rest.phone) });

export function installLeadServer(server: SetupServerApi) {
  const state = {
    leads: fixtures(),
    /** Who the summary's 我的线索 counts for: the signed-in account. */
    me: ADMIN_ID,
    calls: {
      list: [] as Record<string, string>[],
      export: [] as Record<string, string>[],
      updateStatus: [] as LeadStatusBody[],
      saveNote: [] as LeadNoteBody[],
      assign: [] as LeadAssignBody[],
      setFollowUp: [] as LeadFollowUpBody[],
      remove: [] as number[],
      summary: 0,
      report: [] as Record<string, string>[],
      updateStatusBatch: [] as LeadBulkStatusBody[],
      assignBatch: [] as LeadBulkAssignBody[],
      restore: [] as LeadRestoreBody[],
    },
  };
  const reset = () => {
    state.leads = fixtures();
    state.me = ADMIN_ID;
    for (const [key, value] of Object.entries(state.calls)) {
      if (Array.isArray(value)) value.length = 0;
      else (state.calls as Record<string, unknown>)[key] = 0;
    }
  };
  const find = (id: number) => state.leads.find((candidate) => candidate.id === id);
  const notFound = () => failWith(CODE.notFound, '线索不存在');
  const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);
  const update = (id: number, change: Partial<LeadDetails>) => {
    state.leads = state.leads.map((candidate) =>
      candidate.id === id ? { ...candidate, ...change } : candidate,
    );
  };
  const statusChange = (status: LeadStatusValue) => ({
    status,
    statusLabel: LEAD_STATUS_LABELS[status],
    isNew: status === LEAD_STATUS.new,
  });
  const assigneeOf = (staffId: number | null) =>
    staffId === null ? null : ASSIGNEES.find((candidate) => candidate.id === staffId);
  const badAssignee = () => failWith(CODE.badRequest, '负责人须为启用且有线索权限的账号');
  const missingIds = (ids: number[]) => ids.some((id) => !find(id));
  const normal = () => state.leads.filter((candidate) => candidate.quarantineReason === null);

  /** The list's filters (contract LeadFilterQuery), as the server applies them. */
  const matches = (query: Record<string, string>) => (candidate: LeadDetails) => {
    const keyword = query.keyword ?? '';
    const day = chinaDay(candidate.createdAt);
    return (
      (query.quarantined === 'true'
        ? candidate.quarantineReason !== null
        : candidate.quarantineReason === null) &&
      (!keyword || candidate.name.includes(keyword) || candidate.phone.includes(keyword)) &&
      (query.status === undefined || candidate.status === Number(query.status)) &&
      (query.open !== 'true' || isOpen(candidate)) &&
      (query.assigneeId === undefined || candidate.assigneeId === Number(query.assigneeId)) &&
      (query.unassigned !== 'true' || candidate.assigneeId === null) &&
      (query.followUp === undefined ||
        (candidate.followUpDate !== null &&
          (query.followUp === 'today'
            ? candidate.followUpDate === LEAD_TODAY
            : candidate.followUpDate < LEAD_TODAY))) &&
      (query.source === undefined || candidate.source === query.source) &&
      (query.campaign === undefined || (candidate.campaign ?? '') === query.campaign) &&
      (query.platform === undefined || candidate.platform === query.platform) &&
      (query.from === undefined || day >= query.from) &&
      (query.to === undefined || day <= query.to)
    );
  };

  const summary = (): LeadSummary => {
    const leads = normal();
    const working = leads.filter(isOpen);
    const latest = leads.reduce<LeadDetails | null>(
      (newest, candidate) => (newest === null || candidate.id > newest.id ? candidate : newest),
      null,
    );
    return {
      today: leads.filter((candidate) => chinaDay(candidate.createdAt) === LEAD_TODAY).length,
      thisWeek: leads.filter((candidate) => chinaDay(candidate.createdAt) >= mondayOf(LEAD_TODAY)).length,
      untouched: leads.filter((candidate) => candidate.status === LEAD_STATUS.new).length,
      unassigned: working.filter((candidate) => candidate.assigneeId === null).length,
      followUpToday: working.filter((candidate) => candidate.followUpDate === LEAD_TODAY).length,
      followUpOverdue: working.filter(
        (candidate) => candidate.followUpDate !== null && candidate.followUpDate < LEAD_TODAY,
      ).length,
      mine: working.filter((candidate) => candidate.assigneeId === state.me).length,
      quarantined: state.leads.length - leads.length,
      latestId: latest?.id ?? null,
      latestAt: latest?.createdAt ?? null,
    };
  };

  const report = (query: Record<string, string>) => {
    const { from = '', to = '' } = query;
    const interval = query.interval === 'week' ? 'week' : 'day';
    const by = query.by === 'campaign' ? 'campaign' : 'source';
    if (to < from) return failWith(CODE.badRequest, '结束日期不能早于开始日期');
    if (daysBetween(from, to) + 1 > REPORT_MAX_DAYS)
      return failWith(CODE.badRequest, `统计范围不能超过 ${REPORT_MAX_DAYS} 天`);
    const periods: string[] = [];
    const start = interval === 'week' ? mondayOf(from) : from;
    for (let day = start; day <= to; day = addDays(day, interval === 'week' ? 7 : 1)) periods.push(day);
    const periodOf = (day: string) => periods.findLastIndex((first) => first <= day);
    const counted = normal().filter((candidate) => {
      const day = chinaDay(candidate.createdAt);
      return day >= from && day <= to && (!query.platform || candidate.platform === query.platform);
    });
    const rows = new Map<string, ChannelReport['rows'][number]>();
    const totals = { leads: 0, enrolled: 0 };
    for (const candidate of counted) {
      const key = by === 'source' ? candidate.source : (candidate.campaign ?? '');
      const row = rows.get(key) ?? {
        key,
        label: by === 'source' ? sourceLabel(key) : key || NO_CAMPAIGN_LABEL,
        total: { leads: 0, enrolled: 0 },
        byPeriod: periods.map(() => ({ leads: 0, enrolled: 0 })),
      };
      const enrolled = candidate.status === LEAD_STATUS.enrolled ? 1 : 0;
      const period = row.byPeriod[periodOf(chinaDay(candidate.createdAt))]!;
      for (const count of [row.total, period, totals]) {
        count.leads += 1;
        count.enrolled += enrolled;
      }
      rows.set(key, row);
    }
    const answer: ChannelReport = {
      interval,
      by,
      periods,
      rows: [...rows.values()].sort((a, b) => b.total.leads - a.total.leads || a.key.localeCompare(b.key)),
      totals,
    };
    return succeed(answer);
  };

  const handlers = [
    http.get(`${BASE}/list`, ({ request }) => {
      const query = queryOf(request);
      state.calls.list.push(query);
      const rows = state.leads.filter(matches(query));
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
    http.get(`${BASE}/getSummary`, () => {
      state.calls.summary += 1;
      return succeed(summary());
    }),
    http.get(`${BASE}/getChannelReport`, ({ request }) => {
      const query = queryOf(request);
      state.calls.report.push(query);
      return report(query);
    }),
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
      update(body.id, statusChange(body.status as LeadStatusValue));
      return succeed(null);
    }),
    http.put(`${BASE}/updateStatusBatch`, async ({ request }) => {
      const body = (await request.json()) as LeadBulkStatusBody;
      state.calls.updateStatusBatch.push(body);
      if (missingIds(body.ids)) return notFound();
      const changing = body.ids.filter((id) => find(id)?.status !== body.status);
      for (const id of changing) update(id, statusChange(body.status as LeadStatusValue));
      return succeed({ changed: changing.length });
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
      const assignee = assigneeOf(body.staffId);
      if (assignee === undefined) return badAssignee();
      update(body.id, { assigneeId: body.staffId, assigneeName: assignee?.displayName ?? null });
      return succeed(null);
    }),
    http.put(`${BASE}/assignBatch`, async ({ request }) => {
      const body = (await request.json()) as LeadBulkAssignBody;
      state.calls.assignBatch.push(body);
      if (missingIds(body.ids)) return notFound();
      const assignee = assigneeOf(body.staffId);
      if (assignee === undefined) return badAssignee();
      const changing = body.ids.filter((id) => find(id)?.assigneeId !== body.staffId);
      for (const id of changing)
        update(id, { assigneeId: body.staffId, assigneeName: assignee?.displayName ?? null });
      return succeed({ changed: changing.length });
    }),
    http.put(`${BASE}/setFollowUp`, async ({ request }) => {
      const body = (await request.json()) as LeadFollowUpBody;
      state.calls.setFollowUp.push(body);
      if (!find(body.id)) return notFound();
      update(body.id, { followUpDate: body.date });
      return succeed(null);
    }),
    http.put(`${BASE}/restore`, async ({ request }) => {
      const body = (await request.json()) as LeadRestoreBody;
      state.calls.restore.push(body);
      if (missingIds(body.ids)) return notFound();
      const changing = body.ids.filter((id) => find(id)?.quarantineReason !== null);
      for (const id of changing) update(id, { quarantineReason: null, restoredAt: NOW });
      return succeed({ changed: changing.length });
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
    /** Arranges a test: changes a lead as staff or visitors would have. */
    change(id: number, change: Partial<LeadDetails>) {
      update(id, change);
    },
    /** A lead arrives (a visitor's form), newest of all. */
    arrive(added: LeadDetails) {
      state.leads = [added, ...state.leads];
    },
    /** This test is signed in as a lead worker: the leads bit, not the export bit. */
    signInLeadWorker() {
      state.me = LEAD_WORKER.id;
      server.use(http.get('http://localhost/api/bms/system/admin/signInfo', () => succeed(LEAD_WORKER)));
    },
  };
}
