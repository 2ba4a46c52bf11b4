/**
 * The lead inbox the console's lead tests (src/admin/leads, home, lead-report, lead-alerts) start
 * from, arranged in the real server's store (src/testing/real-server.ts): five leads in place of
 * the demo's, a lead worker (招生顾问: 招生老师 of every site, no export) made through the real
 * accounts route, and the clock at LEAD_NOW, so "today" and "this week" mean the same on any day.
 *
 *   const server = installRealServer();
 *   const inbox = installLeadInbox(server);       // before each test: the five leads again
 *   await server.signIn('admin');
 *   await inbox.signInLeadWorker();
 *   await inbox.change(LEAD.张三, { referrer: '…' });
 *   await inbox.arrive(6, '赵六', '13512345678', LEAD_NOW);   // a lead comes in
 *
 * The five, newest first: 王五 (suspicious: filled in too fast), 陈晓雨 (a repeat: the robot's
 * entry used her number first), Robot Test (suspicious: the hidden field), 李四 (已联系, the
 * admin's, follow-up today, one note), 张三 (follow-up overdue, stored before attribution).
 */
import type { Insertable } from 'kysely';
import { PLATFORMS } from '@contract/platform';
import type { StaffSaveBody, StaffSaved } from '@contract/staff';
// eslint-disable-next-line import-x/no-restricted-paths -- test code: the rows of the real store
import type { SiteMessageTable } from '../../server/src/db/database';
import type { installRealServer } from './real-server';

/** The inbox's today, China time: a Wednesday; its week began on Monday 2026-03-02. */
export const LEAD_TODAY = '2026-03-04';
/** The clock's start: 14:00 on LEAD_TODAY, China time. */
export const LEAD_NOW = '2026-03-04T06:00:00.000Z';

/** The leads' ids, in the order they arrived (the list shows the highest first). */
export const LEAD = { 张三: 1, 李四: 2, robot: 3, 陈晓雨: 4, 王五: 5 } as const;

/** The demo admin (the seed's first account), who owns 李四's lead and wrote its note. */
export const ADMIN = { id: 1, displayName: '演示管理员' } as const;

/** A 招生老师 of every site (leads, not their export), made through the real accounts route. */
export const LEAD_WORKER = {
  username: 'lead.worker',
  displayName: '招生顾问',
  password: 'Zhaosheng#2026-inbox',
  roles: [{ role: 'admissionsOfficer', sites: [...PLATFORMS] }],
} satisfies StaffSaveBody;

type LeadRow = Insertable<SiteMessageTable>;

const lead = (id: number, name: string, phone: string, createdAt: string, extra: Partial<LeadRow> = {}) =>
  ({
    id,
    public_id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    phone,
    channel: '运营营销',
    platform: 'academic',
    address: 'http://localhost/home',
    created_at: createdAt,
    source_ip: '203.0.113.10',
    status: 0,
    idempotency_key: null,
    lead_status: 0,
    assignee_id: null,
    follow_up_date: null,
    source: 'direct',
    medium: null,
    device: 'phone',
    in_wechat: 0,
    page_path: '/online_registration',
    page_title: '在线报名 - 华夏成人教育',
    landing_path: '/home',
    referrer: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    fill_ms: 8200,
    quarantine_reason: null,
    restored_at: null,
    ...extra,
  }) satisfies LeadRow;

const LEADS: LeadRow[] = [
  lead(LEAD.张三, '张三', '13800138000', '2026-03-01T01:00:00.000Z', {
    platform: null,
    source: 'unknown',
    follow_up_date: '2026-03-03',
    device: null,
    page_path: null,
    page_title: null,
    landing_path: null,
    fill_ms: null,
  }),
  lead(LEAD.李四, '李四', '13900139000', '2026-03-02T15:59:00.000Z', {
    platform: 'company',
    status: 1,
    lead_status: 1,
    assignee_id: ADMIN.id,
    follow_up_date: LEAD_TODAY,
    source: 'baidu',
    medium: 'organic',
    referrer: 'https://www.baidu.com/s?wd=%E6%88%90%E4%BA%BA%E6%95%99%E8%82%B2',
    device: 'desktop',
  }),
  lead(LEAD.robot, 'Robot Test', '13912345678', '2026-03-03T04:00:00.000Z', {
    quarantine_reason: 'honeypot',
    fill_ms: 12000,
    device: 'desktop',
  }),
  lead(LEAD.陈晓雨, '陈晓雨', '13912345678', '2026-03-04T02:00:00.000Z', {
    source: 'wechat',
    medium: 'social',
    utm_source: 'wechat',
    utm_medium: 'social',
    utm_campaign: 'autumn',
    utm_term: '专升本',
    utm_content: 'banner-1',
    landing_path: '/home?utm_source=wechat&utm_campaign=autumn',
    referrer: 'https://mp.weixin.qq.com/s/abc',
    in_wechat: 1,
  }),
  lead(LEAD.王五, '王五', '13700137000', '2026-03-04T03:00:00.000Z', {
    quarantine_reason: 'tooFast',
    fill_ms: 300,
    page_path: '/home',
    page_title: '华夏成人教育',
  }),
];

/** Every timer stays real: only the date is set (and runs on from there). */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

export function installLeadInbox(server: ReturnType<typeof installRealServer>) {
  let workerId = 0;

  beforeAll(async () => {
    await server.signIn('admin');
    const saved = await server.send<StaffSaved>('POST', '/api/bms/system/admin', {
      ...LEAD_WORKER,
      enabled: true,
    } satisfies StaffSaveBody);
    workerId = saved.id;
    // A password an admin set is changed at the first sign-in: this one is as if its owner had.
    await server.app.db
      .updateTable('staff_account')
      .set({ must_change_password: 0 })
      .where('id', '=', workerId)
      .execute();
    server.forgetCookies();
  });

  beforeEach(async () => {
    jest.useFakeTimers({ now: Date.parse(LEAD_NOW), advanceTimers: true, doNotFake: [...REAL_TIMERS] });
    const { db } = server.app;
    await db.deleteFrom('site_message_note').execute();
    await db.deleteFrom('site_message').execute();
    await db.insertInto('site_message').values(LEADS).execute();
    await db
      .insertInto('site_message_note')
      .values({
        lead_id: LEAD.李四,
        staff_id: ADMIN.id,
        author_name: ADMIN.displayName,
        text: '已电话联系，下周回访',
        created_at: '2026-03-03T01:30:00.000Z',
      })
      .execute();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  return {
    /** The lead worker's account id (the server gave it). */
    get workerId() {
      return workerId;
    },
    /** Arranges a test: a lead as visitors or staff left it. */
    async change(id: number, change: Partial<LeadRow>) {
      await server.app.db.updateTable('site_message').set(change).where('id', '=', id).execute();
    },
    /**
     * A new lead, as a visitor left it (academic site, source direct unless `extra` says otherwise):
     * stored the way the public form's route stores one, for the console's next call to find.
     */
    async arrive(id: number, name: string, phone: string, createdAt: string, extra: Partial<LeadRow> = {}) {
      await server.app.db
        .insertInto('site_message')
        .values(lead(id, name, phone, createdAt, extra))
        .execute();
    },
    /** Signs the browser in as the lead worker. */
    signInLeadWorker() {
      return server.signIn(LEAD_WORKER.username, LEAD_WORKER.password);
    },
  };
}
