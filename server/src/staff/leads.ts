import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/database';
import {
  LEAD_STATUS,
  LEAD_STATUS_LABELS,
  maskPhone,
  type LeadStatusValue,
} from '../../../contract/lead-status';
import { CHINA_OFFSET_MS } from '../../../contract/china-time';
import { sourceLabel } from '../../../contract/lead-rules';
import type { LeadDetails, LeadExportQuery, LeadListItem } from '../../../contract/site-message';

/** The lead filters of the list and the export (contract LeadFilterQuery). */
export type LeadFilters = LeadExportQuery;

const DAY_MS = 86_400_000;

/** The start of a China-time day `YYYY-MM-DD`, as an ISO string like `created_at`. */
export const chinaDayStartOf = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - CHINA_OFFSET_MS).toISOString();

/** `%`, `_` and the escape character itself lose their LIKE meaning. */
export const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Applies the filters to a query of site_message. */
export function applyLeadFilters<O>(
  query: SelectQueryBuilder<Database, 'site_message', O>,
  filters: LeadFilters,
): SelectQueryBuilder<Database, 'site_message', O> {
  let q = query;
  if (filters.from) q = q.where('site_message.created_at', '>=', chinaDayStartOf(filters.from));
  if (filters.to) {
    const next = new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    q = q.where('site_message.created_at', '<', chinaDayStartOf(next));
  }
  if (filters.platform) q = q.where('site_message.platform', '=', filters.platform);
  if (filters.status !== undefined) q = q.where('site_message.lead_status', '=', filters.status);
  if (filters.assigneeId !== undefined) q = q.where('site_message.assignee_id', '=', filters.assigneeId);
  const keyword = filters.keyword?.trim();
  if (keyword) {
    const digits = keyword.replace(/\D/g, '');
    const byName = sql<SqlBool>`site_message.name like ${likeContains(keyword)} escape ${'\\'}`;
    // Digits only match the phone number (a name has none): "5678" finds 138****5678.
    q =
      digits.length > 0 && digits === keyword
        ? q.where((eb) => eb.or([byName, eb('site_message.phone', 'like', likeContains(digits))]))
        : q.where(byName);
  }
  return q;
}

/** The columns a list row or an export line needs, with the repeat flag and the assignee's name. */
export function leadRows(db: Kysely<Database>, filters: LeadFilters) {
  return applyLeadFilters(db.selectFrom('site_message'), filters).select((eb) => [
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
  };
}

export const toListItem = (row: LeadRow): LeadListItem => ({ ...common(row), phone: maskPhone(row.phone) });

export async function leadDetails(db: Kysely<Database>, id: number): Promise<LeadDetails | null> {
  const row = await leadRows(db, {})
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
      'site_message.fill_ms',
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
    fillMs: row.fill_ms,
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

// ——— CSV (RFC 4180) for Excel ———

/** Excel reads a UTF-8 file as the local code page (GBK on Chinese Windows) unless it starts with a BOM. */
export const BOM = '\uFEFF';

/**
 * Formula injection (CSV injection): a spreadsheet runs a cell that starts with `=`, `+`, `-` or
 * `@` as a formula (and tab or carriage return before one is skipped), so a visitor's name
 * `=HYPERLINK(…)` would run on staff's machines. Such a cell gets a leading `'`, which Excel shows
 * as text and hides. OWASP notes that Excel drops the `'` when the sheet is saved again as CSV,
 * so a re-saved file is unsafe again: open exports, do not re-save them as CSV.
 * Phone numbers are plain digits (11 digits, no leading `+` or 0): Excel shows them whole, and
 * they need no escape. `="138…"` would keep them text, but is itself a formula: not used.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
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

export const exportLine = (row: LeadRow): string =>
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
  ]);

/** Rows per query of the export: bounds memory on both stores, without a cursor. */
export const EXPORT_BATCH = 1000;

/**
 * The export as text chunks: keyset pages (id below the last one), newest first, so memory holds
 * one page whatever the number of leads; pulled, so a slow client slows the queries down
 * (Readable.from honours backpressure). `onEnd` gets the row count and whether it finished.
 */
export async function* exportChunks(
  db: Kysely<Database>,
  filters: LeadFilters,
  onEnd: (rows: number, completed: boolean) => Promise<void>,
): AsyncGenerator<string> {
  let rows = 0;
  let completed = false;
  try {
    yield BOM + csvLine(EXPORT_HEADER);
    let below: number | undefined;
    for (;;) {
      let query = leadRows(db, filters);
      if (below !== undefined) query = query.where('site_message.id', '<', below);
      const page = await query.orderBy('site_message.id', 'desc').limit(EXPORT_BATCH).execute();
      if (page.length === 0) break;
      rows += page.length;
      below = page[page.length - 1]!.id;
      yield page.map(exportLine).join('');
      if (page.length < EXPORT_BATCH) break;
    }
    completed = true;
  } finally {
    await onEnd(rows, completed);
  }
}
