import { PostgresAdapter, sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import { pageOf } from '../db/paging';
import { containsText } from '../lib/contains-text';
import { LEAD_STATUS, LEAD_STATUS_LABELS, maskPhone, type LeadStatusValue } from '@contract/lead-status';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import {
  DEVICE_LABELS,
  NO_CAMPAIGN_LABEL,
  QUARANTINE_REASON_LABELS,
  sourceLabel,
  type DeviceClass,
  type QuarantineReason,
} from '@contract/lead-rules';
import type {
  ChannelReport,
  ChannelReportQuery,
  LeadDetails,
  LeadExportQuery,
  LeadListItem,
  LeadListQuery,
  LeadSummary,
} from '@contract/site-message';

type Executor = Kysely<Database> | Transaction<Database>;

/** The lead filters of the list and the export (contract LeadFilterQuery). */
export type LeadFilters = LeadExportQuery;

const DAY_MS = 86_400_000;

/** The start of a China-time day `YYYY-MM-DD`, as an ISO string like `created_at`. */
export const chinaDayStartOf = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS).toISOString();

/** The China-time day `YYYY-MM-DD` of a moment (ms since the epoch). */
export const chinaDayOf = (ms: number): string => new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus `days` (calendar arithmetic, no zone involved). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week holding a day `YYYY-MM-DD` (weeks start on Monday in China). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** Whether `YYYY-MM-DD` is a day of the calendar (not 2026-02-30). */
export const isCalendarDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;

/** Still being worked: 新线索 or 已联系. */
const OPEN_STATUSES = [LEAD_STATUS.new, LEAD_STATUS.contacted];

/**
 * Applies the filters to a query of site_message. Without `quarantined: true` only the normal
 * leads are taken, with it only the suspicious ones. `now` says which day is today (follow-ups).
 */
export function applyLeadFilters<O>(
  query: SelectQueryBuilder<Database, 'site_message', O>,
  filters: LeadFilters,
  now: number,
): SelectQueryBuilder<Database, 'site_message', O> {
  let q = filters.quarantined
    ? query.where('site_message.quarantine_reason', 'is not', null)
    : query.where('site_message.quarantine_reason', 'is', null);
  if (filters.from) q = q.where('site_message.created_at', '>=', chinaDayStartOf(filters.from));
  if (filters.to) {
    const next = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    q = q.where('site_message.created_at', '<', chinaDayStartOf(next));
  }
  if (filters.platform) q = q.where('site_message.platform', '=', filters.platform);
  if (filters.status !== undefined) q = q.where('site_message.lead_status', '=', filters.status);
  if (filters.assigneeId !== undefined) q = q.where('site_message.assignee_id', '=', filters.assigneeId);
  if (filters.unassigned) q = q.where('site_message.assignee_id', 'is', null);
  if (filters.open) q = q.where('site_message.lead_status', 'in', OPEN_STATUSES);
  if (filters.followUp) {
    // A follow-up is due only while the lead is still being worked (as the summary counts it).
    const today = chinaDayOf(now);
    q = q
      .where('site_message.lead_status', 'in', OPEN_STATUSES)
      .where('site_message.follow_up_date', filters.followUp === 'today' ? '=' : '<', today);
  }
  if (filters.source !== undefined && filters.source !== '') {
    q = q.where('site_message.source', '=', filters.source);
  }
  if (filters.campaign !== undefined) {
    q =
      filters.campaign === ''
        ? q.where('site_message.utm_campaign', 'is', null)
        : q.where('site_message.utm_campaign', '=', filters.campaign);
  }
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const digits = keyword.replace(/\D/g, '');
    const byName = containsText('site_message.name', keyword);
    // Digits only match the phone number (a name has none): "5678" finds 138****5678.
    q =
      digits.length > 0 && digits === keyword
        ? q.where((eb) => eb.or([byName, containsText('site_message.phone', digits)]))
        : q.where(byName);
  }
  return q;
}

/** The columns a list row or an export line needs, with the repeat flag and the assignee's name. */
function leadColumns(query: SelectQueryBuilder<Database, 'site_message', object>) {
  return query.select((eb) => [
    'site_message.id',
    'site_message.public_id',
    'site_message.name',
    'site_message.phone',
    'site_message.channel',
    'site_message.address',
    'site_message.platform',
    'site_message.created_at',
    'site_message.lead_status',
    'site_message.assignee_id',
    'site_message.follow_up_date',
    'site_message.source',
    'site_message.medium',
    'site_message.utm_campaign',
    'site_message.device',
    'site_message.quarantine_reason',
    'site_message.fill_ms',
    eb
      .selectFrom('staff_account')
      .select('staff_account.display_name')
      .whereRef('staff_account.id', '=', 'site_message.assignee_id')
      .as('assignee_name'),
    // An earlier lead with the same phone number (index site_message_phone_created_idx).
    eb
      .exists(
        eb
          .selectFrom('site_message as earlier')
          .select(sql.lit(1).as('one'))
          .whereRef('earlier.phone', '=', 'site_message.phone')
          .whereRef('earlier.id', '<', 'site_message.id'),
      )
      .as('repeat_phone'),
  ]);
}

/** The leads the filters take, with the columns of a list row. */
export const leadRows = (db: Kysely<Database>, filters: LeadFilters, now: number) =>
  leadColumns(applyLeadFilters(db.selectFrom('site_message'), filters, now));

export type LeadRow = Awaited<ReturnType<ReturnType<typeof leadRows>['execute']>>[number];

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';

function common(row: LeadRow) {
  const status = row.lead_status as LeadStatusValue;
  return {
    id: row.id,
    publicId: row.public_id,
    name: row.name,
    channel: row.channel,
    platform: row.platform,
    createdAt: row.created_at,
    status,
    statusLabel: LEAD_STATUS_LABELS[status] ?? String(status),
    isNew: status === LEAD_STATUS.new,
    repeatPhone: truthy(row.repeat_phone),
    assigneeId: row.assignee_id,
    assigneeName: row.assignee_name,
    followUpDate: row.follow_up_date,
    source: row.source,
    sourceLabel: sourceLabel(row.source),
    medium: row.medium,
    campaign: row.utm_campaign,
    device: row.device,
    quarantineReason: row.quarantine_reason,
    fillMs: row.fill_ms,
  };
}

export const toListItem = (row: LeadRow): LeadListItem => ({ ...common(row), phone: maskPhone(row.phone) });

/** A page of the inbox, newest first, phone numbers masked. */
export async function listLeads(
  db: Kysely<Database>,
  { pageNum, pageSize, ...filters }: LeadListQuery,
  now: number,
): Promise<{ total: number; pageList: LeadListItem[] }> {
  const { total, pageList } = await pageOf(
    leadRows(db, filters, now),
    (filtered) => filtered.orderBy('site_message.id', 'desc'),
    { pageNum, pageSize },
  );
  return { total, pageList: pageList.map(toListItem) };
}

/** Any lead, normal or suspicious, with its attribution and notes; null when there is none. */
export async function leadDetails(db: Kysely<Database>, id: number): Promise<LeadDetails | null> {
  const row = await leadColumns(db.selectFrom('site_message'))
    .select([
      'site_message.page_path',
      'site_message.page_title',
      'site_message.landing_path',
      'site_message.referrer',
      'site_message.utm_source',
      'site_message.utm_medium',
      'site_message.utm_term',
      'site_message.utm_content',
      'site_message.in_wechat',
      'site_message.restored_at',
    ])
    .where('site_message.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const notes = await db
    .selectFrom('site_message_note')
    .selectAll()
    .where('lead_id', '=', id)
    .orderBy('id', 'asc')
    .execute();
  return {
    ...common(row),
    phone: row.phone,
    address: row.address,
    pagePath: row.page_path,
    pageTitle: row.page_title,
    landingPath: row.landing_path,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    utmTerm: row.utm_term,
    utmContent: row.utm_content,
    inWechat: truthy(row.in_wechat),
    restoredAt: row.restored_at,
    notes: notes.map((note) => ({
      id: note.id,
      staffId: note.staff_id,
      authorName: note.author_name,
      text: note.text,
      createdAt: note.created_at,
    })),
  };
}

// ——— The console's summary and the channel report ———

/** A count as either store answers it (PostgreSQL: bigint as text; a sum over no rows: null). */
const count = (value: unknown): number => Number(value ?? 0);

/**
 * The summary the console polls (every open console, every ~30 s): four indexed queries, none of
 * which reads more than this week's leads or the open ones (site_message_created_idx,
 * site_message_open_idx, site_message_quarantine_idx, the primary key).
 */
export async function leadSummary(db: Kysely<Database>, staffId: number, now: number): Promise<LeadSummary> {
  const today = chinaDayOf(now);
  const todayStart = chinaDayStartOf(today);
  const weekStart = chinaDayStartOf(mondayOf(today));
  const [created, open, quarantined, latest] = await Promise.all([
    db
      .selectFrom('site_message')
      .select((eb) => [
        eb.fn.countAll().as('this_week'),
        eb.fn.sum(eb.case().when('created_at', '>=', todayStart).then(1).else(0).end()).as('today'),
      ])
      .where('quarantine_reason', 'is', null)
      .where('created_at', '>=', weekStart)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('site_message')
      .select((eb) => [
        eb.fn.sum(eb.case().when('lead_status', '=', LEAD_STATUS.new).then(1).else(0).end()).as('untouched'),
        eb.fn.sum(eb.case().when('assignee_id', 'is', null).then(1).else(0).end()).as('unassigned'),
        eb.fn.sum(eb.case().when('follow_up_date', '=', today).then(1).else(0).end()).as('follow_up_today'),
        eb.fn.sum(eb.case().when('follow_up_date', '<', today).then(1).else(0).end()).as('follow_up_overdue'),
        eb.fn.sum(eb.case().when('assignee_id', '=', staffId).then(1).else(0).end()).as('mine'),
      ])
      .where('quarantine_reason', 'is', null)
      .where('lead_status', 'in', OPEN_STATUSES)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('site_message')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('quarantine_reason', 'is not', null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('site_message')
      .select(['id', 'created_at'])
      .where('quarantine_reason', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    today: count(created.today),
    thisWeek: count(created.this_week),
    untouched: count(open.untouched),
    unassigned: count(open.unassigned),
    followUpToday: count(open.follow_up_today),
    followUpOverdue: count(open.follow_up_overdue),
    mine: count(open.mine),
    quarantined: count(quarantined.n),
    latestId: latest?.id ?? null,
    latestAt: latest?.created_at ?? null,
  };
}

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * Normal leads and 已报名 per source (or campaign) per day or week, China time. The database
 * groups by key and China-time day (created_at is ISO text in UTC: +8 hours, then the date);
 * days fold into weeks here, at most REPORT_MAX_DAYS of them per key. `query` is checked by the
 * route (real days, `to` not before `from`, a bounded range).
 */
export async function channelReport(db: Kysely<Database>, query: ChannelReportQuery): Promise<ChannelReport> {
  const { from, to, interval, by } = query;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const day = postgres
    ? sql<string>`to_char(created_at::timestamp + interval '8 hours', 'YYYY-MM-DD')`
    : sql<string>`date(created_at, '+8 hours')`;
  const key = by === 'source' ? sql<string>`source` : sql<string>`coalesce(utm_campaign, '')`;
  let grouped = db
    .selectFrom('site_message')
    .select((eb) => [
      key.as('key'),
      day.as('day'),
      eb.fn.countAll().as('leads'),
      eb.fn
        .sum(eb.case().when('lead_status', '=', LEAD_STATUS.enrolled).then(1).else(0).end())
        .as('enrolled'),
    ])
    .where('quarantine_reason', 'is', null)
    .where('created_at', '>=', chinaDayStartOf(from))
    .where('created_at', '<', chinaDayStartOf(addDays(to, 1)))
    .groupBy([key, day]);
  if (query.platform) grouped = grouped.where('platform', '=', query.platform);
  const counted = await grouped.execute();

  const periodOf = interval === 'week' ? mondayOf : (d: string) => d;
  const periods: string[] = [];
  for (let d = periodOf(from); d <= to; d = addDays(d, interval === 'week' ? 7 : 1)) periods.push(d);
  const index = new Map(periods.map((period, position) => [period, position]));

  type Row = ChannelReport['rows'][number];
  const rows = new Map<string, Row>();
  const totals = { leads: 0, enrolled: 0 };
  for (const group of counted) {
    let row = rows.get(group.key);
    if (!row) {
      row = {
        key: group.key,
        label: by === 'source' ? sourceLabel(group.key) : group.key || NO_CAMPAIGN_LABEL,
        total: { leads: 0, enrolled: 0 },
        byPeriod: periods.map(() => ({ leads: 0, enrolled: 0 })),
      };
      rows.set(group.key, row);
    }
    const leads = count(group.leads);
    const enrolled = count(group.enrolled);
    const cell = row.byPeriod[index.get(periodOf(group.day)) ?? -1];
    if (!cell) continue; // not in the range: cannot happen with the where above
    cell.leads += leads;
    cell.enrolled += enrolled;
    row.total.leads += leads;
    row.total.enrolled += enrolled;
    totals.leads += leads;
    totals.enrolled += enrolled;
  }
  return {
    interval,
    by,
    periods,
    rows: [...rows.values()].sort(
      (a, b) =>
        b.total.leads - a.total.leads || b.total.enrolled - a.total.enrolled || (a.key < b.key ? -1 : 1),
    ),
    totals,
  };
}

// ——— CSV (RFC 4180) for Excel ———

/** Excel reads a UTF-8 file as the local code page (GBK on Chinese Windows) unless it starts with a BOM. */
export const BOM = '\uFEFF';

/**
 * Formula injection (CSV injection): a spreadsheet runs a cell that starts with `=`, `+`, `-` or
 * `@` as a formula, also after leading spaces, and Excel in Chinese takes the full-width
 * `＝＋－＠` as the same signs; tab or carriage return before one is skipped. Such a cell gets a
 * leading `'`, which Excel shows as text and hides. OWASP notes that Excel drops the `'` when the
 * sheet is saved again as CSV, so a re-saved file is unsafe again: open exports, do not re-save
 * them as CSV.
 * Phone numbers are plain digits (11 digits, no leading `+` or 0): Excel shows them whole, and
 * they need no escape. `="138…"` would keep them text, but is itself a formula: not used.
 */
const FORMULA_START = /^[\t\r]|^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null | undefined)[]): string =>
  `${cells.map(csvCell).join(',')}\r\n`;

export const EXPORT_HEADER = [
  '编号',
  '姓名',
  '手机号',
  '渠道',
  '平台',
  '提交时间',
  '状态',
  '负责人',
  '回访日期',
  '重复手机号',
  '来源页面',
  '页面',
  '页面标题',
  '着陆页',
  '来源',
  '媒介',
  '活动',
  '关键词',
  '投放内容',
  '来源网址',
  '设备',
  '微信',
  '可疑原因',
  '备注',
];

const PLATFORM_LABELS: Record<string, string> = {
  company: '集团',
  academic: '成人教育',
  selfStudy: '自学考试',
  vocational: '职业教育',
};

/** China time `YYYY-MM-DD HH:mm:ss` of an ISO timestamp. */
const chinaTime = (iso: string) =>
  new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The export's rows: a list row with the attribution the details show. */
const exportRows = (db: Kysely<Database>, filters: LeadFilters, now: number) =>
  leadRows(db, filters, now).select([
    'site_message.page_path',
    'site_message.page_title',
    'site_message.landing_path',
    'site_message.referrer',
    'site_message.utm_term',
    'site_message.utm_content',
    'site_message.in_wechat',
  ]);

type ExportRow = Awaited<ReturnType<ReturnType<typeof exportRows>['execute']>>[number];

/** Notes of a lead in one cell, oldest first: `2026-03-01 10:05 王老师：已电话联系`, one per line. */
export type NotesByLead = Map<number, string>;

export const exportLine = (row: ExportRow, notes: NotesByLead): string =>
  csvLine([
    row.public_id ?? String(row.id),
    row.name,
    row.phone,
    row.channel,
    row.platform ? (PLATFORM_LABELS[row.platform] ?? row.platform) : '',
    chinaTime(row.created_at),
    LEAD_STATUS_LABELS[row.lead_status as LeadStatusValue] ?? String(row.lead_status),
    row.assignee_name,
    row.follow_up_date,
    truthy(row.repeat_phone) ? '是' : '否',
    row.address,
    row.page_path,
    row.page_title,
    row.landing_path,
    sourceLabel(row.source),
    row.medium,
    row.utm_campaign,
    row.utm_term,
    row.utm_content,
    row.referrer,
    row.device ? (DEVICE_LABELS[row.device as DeviceClass] ?? row.device) : '',
    truthy(row.in_wechat) ? '是' : '否',
    row.quarantine_reason
      ? (QUARANTINE_REASON_LABELS[row.quarantine_reason as QuarantineReason] ?? row.quarantine_reason)
      : '',
    notes.get(row.id) ?? '',
  ]);

/** The notes of a page of leads, in one query. */
async function notesOf(db: Kysely<Database>, leadIds: number[]): Promise<NotesByLead> {
  const notes = new Map<number, string[]>();
  if (leadIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('site_message_note')
    .select(['lead_id', 'author_name', 'text', 'created_at'])
    .where('lead_id', 'in', leadIds)
    .orderBy('id', 'asc')
    .execute();
  for (const note of rows) {
    const line = `${chinaTime(note.created_at).slice(0, 16)} ${note.author_name}：${note.text}`;
    notes.set(note.lead_id, [...(notes.get(note.lead_id) ?? []), line]);
  }
  return new Map([...notes].map(([id, lines]) => [id, lines.join('\n')]));
}

/** Rows per query of the export: bounds memory on both stores, without a cursor. */
export const EXPORT_BATCH = 1000;

/**
 * The export as text chunks: keyset pages (id below the last one), newest first, so memory holds
 * one page whatever the number of leads; each page's notes in one more query; pulled, so a slow
 * client slows the queries down (Readable.from honours backpressure). `onEnd` gets the row count
 * and whether it finished.
 */
export async function* exportChunks(
  db: Kysely<Database>,
  filters: LeadFilters,
  now: number,
  onEnd: (rows: number, completed: boolean) => Promise<void>,
): AsyncGenerator<string> {
  let rows = 0;
  let completed = false;
  try {
    yield BOM + csvLine(EXPORT_HEADER);
    let below: number | undefined;
    for (;;) {
      let query = exportRows(db, filters, now);
      if (below !== undefined) query = query.where('site_message.id', '<', below);
      const page = await query.orderBy('site_message.id', 'desc').limit(EXPORT_BATCH).execute();
      if (page.length === 0) break;
      rows += page.length;
      below = page[page.length - 1]!.id;
      const notes = await notesOf(
        db,
        page.map((row) => row.id),
      );
      yield page.map((row) => exportLine(row, notes)).join('');
      if (page.length < EXPORT_BATCH) break;
    }
    completed = true;
  } finally {
    await onEnd(rows, completed);
  }
}

// ——— The staff's changes of leads (routes/api/cms/web/site-message-admin.ts) ———

/** Locks one lead for a change (PostgreSQL: `for update`; SQLite writes one transaction at a time). */
export async function lockLead(trx: Transaction<Database>, id: number) {
  let query = trx
    .selectFrom('site_message')
    .select(['id', 'lead_status', 'assignee_id', 'follow_up_date'])
    .where('id', '=', id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type LockedLead = NonNullable<Awaited<ReturnType<typeof lockLead>>>;

/** Locks several leads in id order (two bulk changes cannot deadlock); the ones that exist. */
export async function lockLeads(trx: Transaction<Database>, ids: readonly number[]) {
  let query = trx
    .selectFrom('site_message')
    .select(['id', 'lead_status', 'assignee_id', 'quarantine_reason'])
    .where('id', 'in', ids)
    .orderBy('id');
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.execute();
}
export type LockedLeads = Awaited<ReturnType<typeof lockLeads>>;

/** What the trail keeps of a deleted lead (nothing of the person). */
export const leadForDeletion = (db: Executor, id: number) =>
  db
    .selectFrom('site_message')
    .select(['id', 'channel', 'platform', 'created_at', 'lead_status'])
    .where('id', '=', id)
    .executeTakeFirst();

/** Deletes a lead with its notes. */
export async function deleteLead(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('site_message_note').where('lead_id', '=', id).execute();
  await db.deleteFrom('site_message').where('id', '=', id).execute();
}

/** Sets the workflow fields of leads (status, assignee, follow-up day, or restored from quarantine). */
export async function updateLeads(
  db: Executor,
  ids: readonly number[],
  changes:
    | { lead_status: number }
    | { assignee_id: number | null }
    | { follow_up_date: string | null }
    | { quarantine_reason: null; restored_at: string },
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('site_message').set(changes).where('id', 'in', ids).execute();
}

export async function addLeadNote(
  db: Executor,
  note: { leadId: number; staffId: number; authorName: string; text: string; at: Date },
): Promise<number> {
  const { id } = await db
    .insertInto('site_message_note')
    .values({
      lead_id: note.leadId,
      staff_id: note.staffId,
      author_name: note.authorName,
      text: note.text,
      created_at: note.at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The enabled accounts, for picking who a lead is given to (the caller keeps those with the leads bit). */
export const enabledAccounts = (db: Executor) =>
  db
    .selectFrom('staff_account')
    .select(['id', 'display_name', 'permissions', 'enabled'])
    .where('enabled', '=', 1)
    .orderBy('id')
    .execute();

/** One account as an assignee candidate. */
export const assigneeCandidate = (db: Executor, staffId: number) =>
  db
    .selectFrom('staff_account')
    .select(['display_name', 'permissions', 'enabled'])
    .where('id', '=', staffId)
    .executeTakeFirst();
