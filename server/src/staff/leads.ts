import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { ClientError } from '../lib/client-error';
import { CODE } from '@contract/codes';
import { storedLeadForm, type StoredLeadField, type StoredLeadForm } from '../repositories/lead-form';
import {
  answerText,
  CHOICE_FIELD_TYPES,
  type LeadAnswer,
  type LeadFieldType,
} from '@contract/lead-form-fields';
import type { LeadAnswerView } from '@contract/lead-form';
import { addDays, chinaDayOf, chinaDayStartOf, mondayOf } from '../lib/china-day';
import {
  answeredFieldsOf,
  answersOfLeads,
  channelCounts,
  exportPage,
  leadDetailsRow,
  leadSummaryCounts,
  notesOfLead,
  notesOfLeads,
  pageOfLeads,
  responseRows,
  type ExportRow,
  type LeadFilters,
  type LeadSites,
  type LeadRow,
  type ReportQuery,
} from '../repositories/site-message';
import { workingHoursOf } from './lead-routing';
import { LEAD_STATUS, LEAD_STATUS_LABELS, maskPhone, type LeadStatusValue } from '@contract/lead-status';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import { isPlatform, PLATFORM_NAMES, PLATFORMS } from '@contract/platform';
import {
  DEFAULT_CHANNEL,
  DEVICE_LABELS,
  NO_CAMPAIGN_LABEL,
  QUARANTINE_REASON_LABELS,
  sourceLabel,
  type DeviceClass,
  type QuarantineReason,
} from '@contract/lead-rules';
import { mediumLabel } from '@contract/lead-sources';
import type {
  ChannelReport,
  LeadDetails,
  LeadExportQuery,
  LeadListItem,
  LeadListQuery,
  LeadSummary,
  ResponseStats,
} from '@contract/site-message';
import { NO_ANSWER_LABEL } from '@contract/site-message';
import { DEFAULT_WORKING_HOURS } from '@contract/lead-routing';
import { workingMinutesBetween, type WorkingHours } from '@contract/working-hours';

/**
 * Leads as staff see them: list rows, details, the console's summary, the channel report and the
 * CSV export, shaped from the rows of repositories/site-message.ts.
 */

const truthy = (value: unknown) => value === true || value === 1 || value === '1' || value === 't';

/**
 * What a lead's response is measured by: the working hours of each site (a lead of no recorded
 * site: the default hours), and the time the answer is made at.
 */
type ResponseClock = { hoursOf: ReadonlyMap<string, WorkingHours>; now: number };

const hoursOfLead = (clock: ResponseClock, platform: string | null): WorkingHours =>
  (platform === null ? undefined : clock.hoursOf.get(platform)) ?? DEFAULT_WORKING_HOURS;

/** The working hours of the sites of these rows, read once. */
async function responseClock(
  db: Kysely<Database>,
  rows: readonly { platform: string | null }[],
  now: number,
): Promise<ResponseClock> {
  const sites = [...new Set(rows.flatMap((row) => (isPlatform(row.platform) ? [row.platform] : [])))];
  return { hoursOf: await workingHoursOf(db, sites), now };
}

/** Working minutes from a lead's arrival to its first response (its site's hours); null without one. */
const responseMinutes = (
  row: Pick<LeadRow, 'created_at' | 'first_response_at' | 'platform'>,
  clock: ResponseClock,
): number | null =>
  row.first_response_at === null
    ? null
    : workingMinutesBetween(
        hoursOfLead(clock, row.platform),
        Date.parse(row.created_at),
        Date.parse(row.first_response_at),
      );

function common(row: LeadRow, clock: ResponseClock) {
  const status = row.lead_status as LeadStatusValue;
  const minutes = responseMinutes(row, clock);
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
    respondBy: row.respond_by,
    firstResponseAt: row.first_response_at,
    firstResponseMinutes: minutes === null ? null : Math.floor(minutes),
    overdue:
      row.quarantine_reason === null &&
      row.first_response_at === null &&
      row.respond_by !== null &&
      Date.parse(row.respond_by) < clock.now,
  };
}

const toListItem = (row: LeadRow, clock: ResponseClock): LeadListItem => ({
  ...common(row, clock),
  phone: maskPhone(row.phone),
});

/** A page of the inbox, newest first, phone numbers masked. */
export async function listLeads(
  db: Kysely<Database>,
  { pageNum, pageSize, ...filters }: LeadListQuery & { sites: LeadSites },
  now: number,
): Promise<{ total: number; pageList: LeadListItem[] }> {
  const { total, pageList } = await pageOfLeads(db, filters, now, { pageNum, pageSize });
  const clock = await responseClock(db, pageList, now);
  return { total, pageList: pageList.map((row) => toListItem(row, clock)) };
}

// ——— A lead's answers to its site's form (issue 38 item 1) ———

/** The label of an answer whose field its site's form does not know (none is ever removed from it). */
export const UNKNOWN_FIELD_LABEL = '已删除的字段';

/** Stored values (in position order) as the answer they are: a list for a multiple choice or a region. */
const answerOf = (type: LeadFieldType, values: readonly string[]): LeadAnswer =>
  type === 'multiple' || type === 'region' ? [...values] : (values[0] ?? '');

/** The stored values of leads' answers, by lead, then by field key, in position order. */
async function answerValuesOf(db: Kysely<Database>, leadIds: number[]) {
  const byLead = new Map<number, Map<string, string[]>>();
  for (const row of await answersOfLeads(db, leadIds)) {
    const fields = byLead.get(row.lead_id) ?? new Map<string, string[]>();
    fields.set(row.field_key, [...(fields.get(row.field_key) ?? []), row.value]);
    byLead.set(row.lead_id, fields);
  }
  return byLead;
}

/**
 * A lead's answers as staff read them: in the form's order, the active fields first, then the
 * retired ones (marked), then any the form does not know (`已删除的字段`); labels as the form
 * says them now (a field keeps its key for life, so a renamed one shows its new label).
 */
export function answerViews(
  form: StoredLeadForm | null,
  values: ReadonlyMap<string, string[]>,
): LeadAnswerView[] {
  const fields = form
    ? [...form.fields.filter((f) => !f.retired), ...form.fields.filter((f) => f.retired)]
    : [];
  const views: LeadAnswerView[] = [];
  for (const field of fields) {
    const stored = values.get(field.key);
    if (!stored || stored.length === 0) continue;
    views.push({
      key: field.key,
      label: field.label,
      type: field.type,
      text: answerText(field, answerOf(field.type, stored)),
      retired: field.retired,
    });
  }
  const known = new Set(fields.map((field) => field.key));
  for (const [key, stored] of [...values].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (known.has(key) || stored.length === 0) continue;
    const type: LeadFieldType = stored.length > 1 ? 'multiple' : 'text';
    views.push({ key, label: UNKNOWN_FIELD_LABEL, type, text: answerText({ type }, stored), retired: true });
  }
  return views;
}

/**
 * The field of a site's form a filter or the report reads by answer: active or retired, of a
 * type whose answers are one of a list. A 400 in words otherwise.
 */
export async function answerFieldOf(
  db: Kysely<Database>,
  platform: string | undefined,
  key: string,
  purpose: '筛选' | '统计',
): Promise<StoredLeadField> {
  if (platform === undefined) throw badRequest(`按表单字段${purpose}请先选择站点`);
  const field = (await storedLeadForm(db, platform)).fields.find((candidate) => candidate.key === key);
  if (!field) throw badRequest('该站点的表单没有这个字段');
  if (!CHOICE_FIELD_TYPES.includes(field.type)) {
    throw badRequest(`「${field.label}」不是选择题、意向专业或所在省市，不能按它${purpose}`);
  }
  return field;
}

const badRequest = (message: string) => new ClientError(400, CODE.badRequest, message);

/**
 * The list's and the export's answer filter checked (both or neither; a choice field of the
 * chosen site): the filters as the repository reads them.
 */
export async function withAnswerFilter<Query extends LeadExportQuery & { sites: LeadSites }>(
  db: Kysely<Database>,
  query: Query,
): Promise<Query & { answerFirstOnly?: boolean }> {
  const { answerKey, answerValue } = query;
  if (answerKey === undefined && answerValue === undefined) return query;
  if (answerKey === undefined) throw badRequest('按表单答案筛选请同时选择字段');
  if (answerValue === undefined) throw badRequest('按表单答案筛选请同时选择答案');
  const field = await answerFieldOf(db, query.platform, answerKey, '筛选');
  return { ...query, answerFirstOnly: field.type !== 'multiple' };
}

/** Any lead, normal or suspicious, with its attribution and notes; null when there is none. */
export async function leadDetails(
  db: Kysely<Database>,
  id: number,
  now: number,
): Promise<LeadDetails | null> {
  const row = await leadDetailsRow(db, id);
  if (!row) return null;
  const notes = await notesOfLead(db, id);
  const clock = await responseClock(db, [row], now);
  const values = (await answerValuesOf(db, [id])).get(id) ?? new Map<string, string[]>();
  const form = row.platform !== null && values.size > 0 ? await storedLeadForm(db, row.platform) : null;
  return {
    ...common(row, clock),
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
    answers: answerViews(form, values),
    workingHours: isPlatform(row.platform)
      ? { ...hoursOfLead(clock, row.platform), days: [...hoursOfLead(clock, row.platform).days] }
      : null,
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
 * The summary the console polls (every open console, every ~30 s): five indexed queries, none of
 * which reads more than this week's leads, the open ones or those awaiting a first response
 * (site_message_created_idx, site_message_open_idx, site_message_quarantine_idx, the primary key,
 * site_message_awaiting_idx).
 */
export async function leadSummary(
  db: Kysely<Database>,
  staffId: number,
  sites: LeadSites,
  now: number,
): Promise<LeadSummary> {
  const today = chinaDayOf(now);
  const todayStart = chinaDayStartOf(today);
  const weekStart = chinaDayStartOf(mondayOf(today));
  const [created, open, quarantined, latest, overdue] = await leadSummaryCounts(db, staffId, sites, {
    today,
    todayStart,
    weekStart,
    nowIso: new Date(now).toISOString(),
  });
  const overdueBySite = overdue.flatMap((row) =>
    isPlatform(row.platform) ? [{ platform: row.platform, count: count(row.n) }] : [],
  );
  return {
    today: count(created.today),
    thisWeek: count(created.this_week),
    untouched: count(open.untouched),
    unassigned: count(open.unassigned),
    followUpToday: count(open.follow_up_today),
    followUpOverdue: count(open.follow_up_overdue),
    mine: count(open.mine),
    quarantined: count(quarantined.n),
    overdue: overdue.reduce((sum, row) => sum + count(row.n), 0),
    overdueBySite: PLATFORMS.flatMap((site) => overdueBySite.filter((row) => row.platform === site)),
    latestId: latest?.id ?? null,
    latestAt: latest?.created_at ?? null,
  };
}

/** The middle value of numbers, or the mean of the two middle ones for an even count; null for none. */
function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

type ResponseRow = Awaited<ReturnType<typeof responseRows>>[number];

/**
 * How fast these leads were answered (contract ResponseStats): the median of the working minutes
 * to the first response over those answered (to a tenth of a minute), the others 未响应; within
 * the target, of those whose outcome is known at `clock.now` (answered, or past due).
 */
function responseStatsOf(rows: readonly ResponseRow[], clock: ResponseClock): ResponseStats {
  const minutes: number[] = [];
  let judged = 0;
  let withinTarget = 0;
  for (const row of rows) {
    const taken = responseMinutes(row, clock);
    if (taken !== null) minutes.push(taken);
    if (row.respond_by === null) continue;
    const due = Date.parse(row.respond_by);
    if (row.first_response_at !== null) {
      judged += 1;
      if (Date.parse(row.first_response_at) <= due) withinTarget += 1;
    } else if (due < clock.now) judged += 1;
  }
  const middle = median(minutes);
  return {
    responded: minutes.length,
    unanswered: rows.length - minutes.length,
    medianMinutes: middle === null ? null : Math.round(middle * 10) / 10,
    judged,
    withinTarget,
  };
}

/**
 * Normal leads and 已报名 per source (or campaign) per day or week, China time, and how fast each
 * source's leads were answered. The database groups by key and China-time day (created_at is ISO
 * text in UTC: +8 hours, then the date); days fold into weeks here, at most REPORT_MAX_DAYS of
 * them per key. The response times are computed here from each lead's times (portable to both
 * stores, and in each site's working hours). `query` is checked by the route (real days, `to` not
 * before `from`, a bounded range).
 */
export async function channelReport(
  db: Kysely<Database>,
  query: ReportQuery,
  sites: LeadSites,
  now: number,
): Promise<ChannelReport> {
  const { from, to, interval, by } = query;
  const counted = await channelCounts(db, query, sites);
  const responses = await responseRows(db, query, sites);
  // By a multiple choice's answer a lead is a row per option chosen: the whole range's leads are
  // each lead once.
  const leadsOnce =
    by === 'answer' ? [...new Map(responses.map((row) => [row.id, row])).values()] : responses;
  const clock = await responseClock(db, responses, now);
  const responsesOf = new Map<string, ResponseRow[]>();
  for (const row of responses) responsesOf.set(row.key, [...(responsesOf.get(row.key) ?? []), row]);

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
        label:
          by === 'source'
            ? sourceLabel(group.key)
            : group.key || (by === 'answer' ? NO_ANSWER_LABEL : NO_CAMPAIGN_LABEL),
        total: { leads: 0, enrolled: 0 },
        byPeriod: periods.map(() => ({ leads: 0, enrolled: 0 })),
        response: responseStatsOf(responsesOf.get(group.key) ?? [], clock),
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
  if (by === 'answer') {
    totals.leads = leadsOnce.length;
    totals.enrolled = leadsOnce.filter((row) => row.lead_status === LEAD_STATUS.enrolled).length;
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
    response: responseStatsOf(leadsOnce, clock),
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
 * them as CSV. Every cell staff or visitors wrote goes through this guard.
 */
const FORMULA_START = /^[\t\r]|^[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * A number that must stay text in the sheet (issue 38 item 4): Excel and WPS open an 11-digit
 * phone as a number and show it as 1.38E+10 (a longer one loses its last digits). Written as the
 * formula `="13800138000"`, both evaluate it on opening to the text 13800138000, shown whole and
 * left-aligned, with nothing visible added. The other ways keep less: a leading `'` is shown as
 * part of the value when a CSV is opened; a tab before the digits is one of the characters the
 * guard above neutralises (and is copied with the number into a dialler); a space is dropped and
 * the number read as one again. Only digits are ever written so (checked here, whatever the
 * caller passes): no text a visitor or staff member wrote reaches the sheet as a formula, and the
 * guard still holds for every other cell.
 */
export type DigitsAsText = { digits: string };
const DIGITS = /^\d{1,32}$/;
export const digitsAsText = (value: string): DigitsAsText | string =>
  DIGITS.test(value) ? { digits: value } : value;

type Cell = string | number | null | undefined | DigitsAsText;

export function csvCell(value: Cell): string {
  if (typeof value === 'object' && value !== null) {
    return DIGITS.test(value.digits) ? `"=""${value.digits}"""` : csvCell(value.digits);
  }
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: Cell[]): string => `${cells.map(csvCell).join(',')}\r\n`;

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

const PLATFORM_LABELS: Record<string, string> = PLATFORM_NAMES;

/** China time `YYYY-MM-DD HH:mm:ss` of an ISO timestamp. */
const chinaTime = (iso: string) =>
  new Date(Date.parse(iso) + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** Notes of a lead in one cell, oldest first: `2026-03-01 10:05 王老师：已电话联系`, one per line. */
export type NotesByLead = Map<number, string>;

export const exportLine = (row: ExportRow, notes: NotesByLead, answers: readonly Cell[] = []): string =>
  csvLine([
    row.public_id ?? String(row.id),
    row.name,
    // An anonymised lead has no phone left: an empty cell.
    digitsAsText(row.phone),
    // The channel every form sends says nothing on every line (lead-rules DEFAULT_CHANNEL).
    row.channel === DEFAULT_CHANNEL ? '' : row.channel,
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
    row.medium === null ? '' : mediumLabel(row.medium),
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
    ...answers,
  ]);

/**
 * The export's columns of answers (issue 38 item 1), after the others. For one site: one per field
 * of its form, the active ones in order, then the retired ones that hold an answer of one of its
 * leads (headed `<label>（已删除）`). An export of several sites has the columns of each of them
 * in the order of the sites, one per distinct header: a field of another site with the same label
 * (意向专业 on two sites) shares its column, so a sheet of all sites keeps one 意向专业 column.
 * `cellsOf` gives a lead's cells (answerText; its site's fields only, the others empty).
 */
export type AnswerColumns = {
  headers: string[];
  cellsOf: (platform: string | null, values: ReadonlyMap<string, string[]> | undefined) => string[];
};

export const RETIRED_COLUMN_SUFFIX = '（已删除）';

export async function answerColumns(db: Kysely<Database>, filters: LeadFilters): Promise<AnswerColumns> {
  const platforms: readonly string[] =
    filters.platform !== undefined ? [filters.platform] : filters.sites === 'all' ? PLATFORMS : filters.sites;
  const forms = (
    await Promise.all(
      PLATFORMS.filter((site) => platforms.includes(site)).map((site) => storedLeadForm(db, site)),
    )
  ).filter((form) => form.fields.length > 0);
  const withRetired = forms
    .filter((form) => form.fields.some((field) => field.retired))
    .map((form) => form.platform);
  const answered = new Set(
    (await answeredFieldsOf(db, withRetired)).map((row) => `${row.platform}:${row.field_key}`),
  );
  const headers: string[] = [];
  const columnOf = new Map<string, Map<string, { index: number; field: StoredLeadField }>>();
  for (const form of forms) {
    const columns = new Map<string, { index: number; field: StoredLeadField }>();
    const fields = [
      ...form.fields.filter((field) => !field.retired),
      ...form.fields.filter((field) => field.retired && answered.has(`${form.platform}:${field.key}`)),
    ];
    for (const field of fields) {
      const header = field.retired ? `${field.label}${RETIRED_COLUMN_SUFFIX}` : field.label;
      let index = headers.indexOf(header);
      if (index === -1) index = headers.push(header) - 1;
      columns.set(field.key, { index, field });
    }
    columnOf.set(form.platform, columns);
  }
  return {
    headers,
    cellsOf: (platform, values) => {
      const cells = headers.map(() => '');
      const columns = platform === null ? undefined : columnOf.get(platform);
      if (!columns || !values) return cells;
      for (const [key, stored] of values) {
        const column = columns.get(key);
        // Two fields of one site under one header (retired twice with one label): the first answer.
        if (column && cells[column.index] === '' && stored.length > 0) {
          cells[column.index] = answerText(column.field, answerOf(column.field.type, stored));
        }
      }
      return cells;
    },
  };
}

/** The notes of a page of leads, in one query. */
async function notesOf(db: Kysely<Database>, leadIds: number[]): Promise<NotesByLead> {
  const notes = new Map<number, string[]>();
  if (leadIds.length === 0) return new Map();
  const rows = await notesOfLeads(db, leadIds);
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
    const answers = await answerColumns(db, filters);
    yield BOM + csvLine([...EXPORT_HEADER, ...answers.headers]);
    let below: number | undefined;
    for (;;) {
      const page = await exportPage(db, filters, now, below, EXPORT_BATCH);
      if (page.length === 0) break;
      rows += page.length;
      below = page[page.length - 1]!.id;
      const ids = page.map((row) => row.id);
      const notes = await notesOf(db, ids);
      const values =
        answers.headers.length > 0 ? await answerValuesOf(db, ids) : new Map<number, Map<string, string[]>>();
      yield page
        .map((row) => exportLine(row, notes, answers.cellsOf(row.platform, values.get(row.id))))
        .join('');
      if (page.length < EXPORT_BATCH) break;
    }
    completed = true;
  } finally {
    await onEnd(rows, completed);
  }
}
