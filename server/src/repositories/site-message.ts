import { sitesOrNone } from '../db/sites-or-none';
import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import {
  PostgresAdapter,
  sql,
  type Insertable,
  type Kysely,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
} from 'kysely';
import type { Database, SiteMessageTable } from '../db/database';
import { pageOf, type PageRequest } from '../db/paging';
import { chinaDayOf, chinaDayStartOf, addDays, DAY_MS } from '../lib/china-day';
import { ClientError } from '../lib/client-error';
import { containsText } from '../lib/contains-text';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import type { DeviceClass, QuarantineReason } from '@contract/lead-rules';
import { builtInSourceOf, sourceAliasKey, sourceOfUtm } from '@contract/lead-sources';
import { staffSourcesOf } from './lead-source-alias';
import { phoneDigitsOf } from '../lib/phone-keyword';
import { LEAD_STATUS } from '@contract/lead-status';
import type { ChannelReportQuery, LeadExportQuery } from '@contract/site-message';
import { CODE } from '@contract/codes';
import { enqueueLeadAlerts } from './lead-alert';
import { activeFields, requiredFor, storedLeadForm, type StoredLeadForm } from './lead-form';
import { checkAnswers, type LeadAnswers } from '@contract/lead-form-fields';

/**
 * Leads (site_message) and their notes (site_message_note), the one module for them (issue 24
 * item 1): the public form's group-committed save (a fastify decorator), the staff's inbox,
 * details, summary, report, export and changes, and the retention's batches. The rules and the
 * shapes staff see are staff/leads.ts and staff/lead-retention.ts.
 */
type Executor = Kysely<Database> | Transaction<Database>;

export type NewLead = {
  name: string;
  phone: string;
  channel: string;
  address: string | null;
  sourceIp: string | null;
  idempotencyKey: string | null;
  /** The site kind of the host the lead was sent from (absent: not recorded). */
  platform?: string | null;
  /** Why the lead looks sent by a program (lead-rules QuarantineReason); absent or null: a normal lead. */
  quarantineReason?: QuarantineReason | null;
  /** Where it came from and how long the form took (issue 21), already bounded; absent: not recorded. */
  attribution?: LeadAttribution;
  /**
   * The answers to the site's extra fields as sent, by key (issue 38 item 1; absent: none), checked
   * in the lead's transaction against the site's form then stored (checkAnswers): a problem
   * refuses the lead (400, `answers.<key>`), an answer for a field the form does not have is dropped.
   */
  answers?: Readonly<Record<string, unknown>>;
  /** The form's version the visitor's page showed (0: none); fields made required later are not required of it. */
  formVersion?: number;
};

/** The attribution columns of a lead (and its fill time), as the route derived them from the form and the request. */
export type LeadAttribution = {
  pagePath: string | null;
  pageTitle: string | null;
  landingPath: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  source: string;
  medium: string | null;
  device: DeviceClass | null;
  inWechat: boolean;
  fillMs: number | null;
};

/** A lead as the batch inserted it: what routing reads of it (issue 38 item 3). */
export type InsertedLead = Pick<
  Selectable<SiteMessageTable>,
  'id' | 'platform' | 'source' | 'utm_campaign' | 'quarantine_reason'
>;

/**
 * What runs in a batch's transaction once its leads are inserted, before the commit that answers
 * their visitors (app.ts gives the lead routing: due times and assignees).
 */
export type AfterLeadsInserted = (
  trx: Transaction<Database>,
  leads: InsertedLead[],
  now: number,
) => Promise<void>;

export type SiteMessageRepository = {
  /**
   * Stores a lead (a suspicious one too, with its reason: the same limits and keys hold for it)
   * and resolves to its public id once it is committed. A repeated idempotency key
   * with the same lead stores nothing and resolves to the id of the lead first stored with it;
   * with another lead it rejects (409). A phone number that already has `phoneDailyLimit` leads
   * this China-time day rejects (429); the count is in the database, so it holds across
   * processes and restarts.
   */
  save(lead: NewLead): Promise<string>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteMessageRepository: SiteMessageRepository;
  }
}

/** Leads written in one transaction at most: bounds the time a batch holds the write lock. */
const MAX_BATCH = 200;

/** The start of the China-time day holding `now`, as an ISO string like `created_at`. */
export const chinaDayStart = (now: number): string =>
  new Date(Math.floor((now + CHINA_OFFSET_MS) / DAY_MS) * DAY_MS - CHINA_OFFSET_MS).toISOString();

const keyReused = () =>
  new ClientError(409, CODE.badRequest, '请求标识已用于另一条留言，请刷新页面后重新提交');
const phoneLimit = () =>
  new ClientError(429, CODE.tooManyRequests, '该手机号今日提交次数已达上限，请明天再试');

type Outcome = { id: string } | { error: ClientError };
type Waiting = { lead: NewLead; resolve: (id: string) => void; reject: (error: unknown) => void };
type Stored = Pick<NewLead, 'name' | 'phone' | 'channel' | 'address'> & { publicId: string };

const sameLead = (stored: Stored, lead: NewLead) =>
  stored.name === lead.name &&
  stored.phone === lead.phone &&
  stored.channel === lead.channel &&
  stored.address === lead.address;

function leadRow(
  lead: NewLead,
  publicId: string,
  createdAt: string,
  formVersion: number | null,
): Insertable<SiteMessageTable> {
  const a = lead.attribution;
  return {
    name: lead.name,
    phone: lead.phone,
    channel: lead.channel,
    address: lead.address,
    created_at: createdAt,
    source_ip: lead.sourceIp,
    status: 0,
    idempotency_key: lead.idempotencyKey,
    public_id: publicId,
    platform: lead.platform ?? null,
    quarantine_reason: lead.quarantineReason ?? null,
    page_path: a?.pagePath ?? null,
    page_title: a?.pageTitle ?? null,
    landing_path: a?.landingPath ?? null,
    referrer: a?.referrer ?? null,
    utm_source: a?.utmSource ?? null,
    utm_medium: a?.utmMedium ?? null,
    utm_campaign: a?.utmCampaign ?? null,
    utm_term: a?.utmTerm ?? null,
    utm_content: a?.utmContent ?? null,
    // Every row names every column: a multi-row insert cannot leave one to its default on SQLite.
    source: a?.source ?? 'unknown',
    in_wechat: a?.inWechat ? 1 : 0,
    medium: a?.medium ?? null,
    device: a?.device ?? null,
    fill_ms: a?.fillMs ?? null,
    form_version: formVersion,
  };
}

/** The site forms of a batch's leads, read once per site in the batch's transaction. */
async function formsOf(trx: Transaction<Database>, leads: readonly NewLead[]) {
  const forms = new Map<string, StoredLeadForm>();
  for (const platform of new Set(leads.flatMap((lead) => (lead.platform ? [lead.platform] : [])))) {
    forms.set(platform, await storedLeadForm(trx, platform));
  }
  return forms;
}

/**
 * A lead's answers checked against its site's form (a lead of no recorded site has none): the
 * answers to store and the version to record, or the refusal. The version recorded is the stored
 * form's, the one the answers were checked against (the page's claim only relaxes fields made
 * required after it), and only when the form has fields: a site with name and phone only records
 * none (null), as the leads of before forms did.
 */
function answersOf(
  lead: NewLead,
  forms: ReadonlyMap<string, StoredLeadForm>,
): { answers: LeadAnswers; formVersion: number | null } | { error: ClientError } {
  const form = lead.platform ? forms.get(lead.platform) : undefined;
  const fields = form ? activeFields(form) : [];
  if (!form || fields.length === 0) return { answers: {}, formVersion: null };
  const checked = checkAnswers(
    { fields, majors: form.majors },
    lead.answers,
    requiredFor(lead.formVersion ?? 0),
  );
  if ('problem' in checked) {
    return { error: new ClientError(400, CODE.badRequest, checked.problem, `answers.${checked.key}`) };
  }
  return { answers: checked.answers, formVersion: form.version };
}

/** Rows per insert of answers: well under either store's limit of bound parameters. */
const ANSWER_ROWS_PER_INSERT = 500;

/** The lead_answer rows of stored leads: one per value, a list's values at positions 0, 1 … */
async function insertAnswers(
  trx: Transaction<Database>,
  leads: readonly { id: number; answers: LeadAnswers }[],
): Promise<void> {
  const rows = leads.flatMap(({ id, answers }) =>
    Object.entries(answers).flatMap(([key, answer]) =>
      [answer].flat().map((value, position) => ({ lead_id: id, field_key: key, position, value })),
    ),
  );
  if (rows.length === 0) return;
  // A new lead's id names no answers; rows left by a lead deleted outside this module (an id
  // given again by SQLite) must not become this lead's.
  await trx
    .deleteFrom('lead_answer')
    .where(
      'lead_id',
      'in',
      leads.map((lead) => lead.id),
    )
    .execute();
  for (let start = 0; start < rows.length; start += ANSWER_ROWS_PER_INSERT) {
    await trx
      .insertInto('lead_answer')
      .values(rows.slice(start, start + ANSWER_ROWS_PER_INSERT))
      .execute();
  }
}

/**
 * The leads with the source the staff's aliases give their utm_source (来源别名, issue 38 item
 * 4), read in the batch's transaction: the built-in aliases were applied by the route already.
 */
async function withStaffSources(trx: Transaction<Database>, leads: NewLead[]): Promise<NewLead[]> {
  const keys = new Set<string>();
  for (const lead of leads) {
    const key = sourceAliasKey(lead.attribution?.utmSource);
    if (key !== null && builtInSourceOf(key) === null) keys.add(key);
  }
  const staff = await staffSourcesOf(trx, [...keys]);
  if (staff.size === 0) return leads;
  return leads.map((lead) => {
    const a = lead.attribution;
    const source = a ? sourceOfUtm(a.utmSource, staff) : null;
    return a && source !== null ? { ...lead, attribution: { ...a, source } } : lead;
  });
}

/**
 * Decides and writes one batch in one transaction: repeats of a stored key, leads over their
 * phone's daily limit, then one insert of the rest. Two processes racing on one new key: the
 * UNIQUE index fails the later transaction, whose leads are then retried one by one.
 */
async function writeLeads(
  db: Kysely<Database>,
  queued: NewLead[],
  options: RepositoryOptions,
): Promise<{ outcomes: Outcome[]; alertsQueued: number }> {
  const { phoneDailyLimit } = options;
  return db.transaction().execute(async (trx) => {
    const batch = await withStaffSources(trx, queued);
    const now = options.now();
    const createdAt = new Date(now).toISOString();
    const keys = [...new Set(batch.flatMap((lead) => (lead.idempotencyKey ? [lead.idempotencyKey] : [])))];
    const byKey = new Map<string, Stored>();
    if (keys.length > 0) {
      const rows = await trx
        .selectFrom('site_message')
        .select(['name', 'phone', 'channel', 'address', 'public_id', 'idempotency_key', 'id'])
        .where('idempotency_key', 'in', keys)
        .execute();
      for (const row of rows) {
        // A lead stored before public ids existed answers with its row id as text.
        byKey.set(row.idempotency_key!, { ...row, publicId: row.public_id ?? String(row.id) });
      }
    }
    const phones = [...new Set(batch.map((lead) => lead.phone))].sort();
    // Several processes on one PostgreSQL database: leads of one phone number wait for each other
    // until commit, so that two of them cannot both see the count below the limit. (The embedded
    // store has one process, whose batches run one after the other.)
    if (trx.getExecutor().adapter instanceof PostgresAdapter) {
      for (const phone of phones) await sql`select pg_advisory_xact_lock(hashtext(${phone}))`.execute(trx);
    }
    const counted = await trx
      .selectFrom('site_message')
      .select((eb) => ['phone', eb.fn.countAll().as('n')])
      .where('phone', 'in', phones)
      .where('created_at', '>=', chinaDayStart(now))
      .groupBy('phone')
      .execute();
    const today = new Map(counted.map((row) => [row.phone, Number(row.n)]));

    const forms = await formsOf(trx, batch);

    const rows: Insertable<SiteMessageTable>[] = [];
    const answersById = new Map<string, LeadAnswers>();
    const outcomes = batch.map((lead): Outcome => {
      // A repeat answers with the lead first stored (and its answers): nothing is stored again.
      const prior = lead.idempotencyKey ? byKey.get(lead.idempotencyKey) : undefined;
      if (prior) return sameLead(prior, lead) ? { id: prior.publicId } : { error: keyReused() };
      // Refused answers store nothing, and do not count towards the phone's daily limit.
      const answered = answersOf(lead, forms);
      if ('error' in answered) return answered;
      const used = today.get(lead.phone) ?? 0;
      if (used >= phoneDailyLimit) return { error: phoneLimit() };
      today.set(lead.phone, used + 1);
      const publicId = randomUUID();
      rows.push(leadRow(lead, publicId, createdAt, answered.formVersion));
      answersById.set(publicId, answered.answers);
      if (lead.idempotencyKey) byKey.set(lead.idempotencyKey, { ...lead, publicId });
      return { id: publicId };
    });
    if (rows.length === 0) return { outcomes, alertsQueued: 0 };
    const inserted = await trx
      .insertInto('site_message')
      .values(rows)
      .returning(['id', 'public_id', 'platform', 'source', 'utm_campaign', 'quarantine_reason'])
      .execute();
    // The answers in the lead's transaction: a lead acknowledged has its answers.
    await insertAnswers(
      trx,
      inserted.map((lead) => ({ id: lead.id, answers: answersById.get(lead.public_id!) ?? {} })),
    );
    const stored = inserted.map(({ public_id: _publicId, ...lead }) => lead);
    // Their due times and assignees (issue 38 item 3: staff/lead-routing.ts).
    await options.afterInsert?.(trx, stored, now);
    // The team's alerts of the normal leads, in the leads' transaction (issue 38 item 2): a lead
    // stored is a lead announced, whatever happens to this process after the commit.
    const alertsQueued = await enqueueLeadAlerts(
      trx,
      stored.filter((lead) => lead.quarantine_reason === null),
      createdAt,
    );
    return { outcomes, alertsQueued };
  });
}

type RepositoryOptions = {
  phoneDailyLimit: number;
  /** The time a lead is stored at (the app's clock). */
  now: () => number;
  afterInsert?: AfterLeadsInserted;
  /** Called after a commit that queued lead alerts: the outbox's worker sends them at once. */
  onAlertsQueued?: () => void;
};

/**
 * Group commit: leads that arrive while a commit is in flight are written together in the next
 * transaction, so one disk sync acknowledges many leads instead of one. Nobody is answered
 * before the transaction holding their lead has committed.
 */
export function createSiteMessageRepository(
  db: Kysely<Database>,
  { now = Date.now, ...options }: Omit<RepositoryOptions, 'now'> & { now?: () => number },
): SiteMessageRepository {
  const settings = { ...options, now };
  const waiting: Waiting[] = [];
  let writing = false;

  const settle = (entry: Waiting, outcome: Outcome) =>
    'id' in outcome ? entry.resolve(outcome.id) : entry.reject(outcome.error);

  async function writeBatch(batch: Waiting[]): Promise<void> {
    const written = (result: { alertsQueued: number }) => {
      if (result.alertsQueued > 0) settings.onAlertsQueued?.();
    };
    try {
      const result = await writeLeads(
        db,
        batch.map((entry) => entry.lead),
        settings,
      );
      written(result);
      batch.forEach((entry, index) => settle(entry, result.outcomes[index]!));
    } catch {
      // One failing lead must not sink the others: retry each on its own.
      for (const entry of batch) {
        await writeLeads(db, [entry.lead], settings).then((result) => {
          written(result);
          settle(entry, result.outcomes[0]!);
        }, entry.reject);
      }
    }
  }

  // better-sqlite3 is synchronous, so a batch written straight away would hold only the lead
  // that started it. Waiting for setImmediate lets the event loop read every request that has
  // arrived meanwhile; they all go into the next transaction.
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (waiting.length > 0) {
        await nextTurn();
        await writeBatch(waiting.splice(0, MAX_BATCH));
      }
    } finally {
      writing = false;
    }
  }

  return {
    save(lead) {
      return new Promise<string>((resolve, reject) => {
        waiting.push({ lead, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

export default fp<{ afterInsert?: AfterLeadsInserted }>(
  async (fastify, { afterInsert }) => {
    fastify.decorate(
      'siteMessageRepository',
      createSiteMessageRepository(fastify.db, {
        phoneDailyLimit: fastify.config.leadPhoneDailyLimit,
        onAlertsQueued: () => fastify.leadAlertOutbox.wake(),
        now: () => fastify.clock.now(),
        afterInsert,
      }),
    );
  },
  {
    name: 'site-message-repository',
    dependencies: ['database', 'lead-alert-outbox'],
    decorators: { fastify: ['config', 'clock'] },
  },
);

// ——— The staff's side: the inbox, details, summary, report and export (staff/leads.ts shapes them) ———

/**
 * The sites whose leads a staff member works (their roles'): `all` takes the leads of no recorded
 * site too (older ones), which belong to the whole group.
 */
export type LeadSites = readonly string[] | 'all';

/**
 * The lead filters of the list and the export (contract LeadFilterQuery), kept to `sites`.
 * `answerFirstOnly`: the answer filter's field holds its value at position 0 only (a region's
 * province; a one-value field), not at any position (a multiple choice's options).
 */
export type LeadFilters = LeadExportQuery & { sites: LeadSites; answerFirstOnly?: boolean };

/** Keeps a query of site_message to the leads of `sites`. */
function ofSites<O>(query: SelectQueryBuilder<Database, 'site_message', O>, sites: LeadSites) {
  if (sites === 'all') return query;
  return query.where('site_message.platform', 'in', sitesOrNone(sites));
}

/** Still being worked: 新线索 or 已联系. */
export const OPEN_STATUSES = [LEAD_STATUS.new, LEAD_STATUS.contacted];

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
  q = ofSites(q, filters.sites);
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
  if (filters.overdue) q = awaitingSince(q, new Date(now).toISOString());
  const { answerKey, answerValue } = filters;
  if (answerKey !== undefined && answerValue !== undefined) {
    // Index lead_answer_pk (lead_id first) per lead; the route checked the field is the site's.
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('lead_answer')
          .select(sql.lit(1).as('one'))
          .whereRef('lead_answer.lead_id', '=', 'site_message.id')
          .where('lead_answer.field_key', '=', answerKey)
          .where('lead_answer.value', '=', answerValue)
          .$if(filters.answerFirstOnly === true, (sub) => sub.where('lead_answer.position', '=', 0)),
      ),
    );
  }
  const keyword = filters.keyword?.trim();
  if (keyword) {
    // A number as people write it (`138-0013-8000`, `+86 138 0013 8000`, `0013 8000`) matches
    // the phone's digits (a name has none): "5678" finds 138****5678.
    const digits = phoneDigitsOf(keyword);
    const byName = containsText('site_message.name', keyword);
    q =
      digits !== null
        ? q.where((eb) => eb.or([byName, containsText('site_message.phone', digits)]))
        : q.where(byName);
  }
  return q;
}

/**
 * The leads past their due time without a first response (超时未响应) at `nowIso`: the conditions of
 * the partial index site_message_awaiting_idx, so every count of them reads that index alone.
 */
function awaitingSince<O>(query: SelectQueryBuilder<Database, 'site_message', O>, nowIso: string) {
  return query
    .where('site_message.first_response_at', 'is', null)
    .where('site_message.quarantine_reason', 'is', null)
    .where('site_message.respond_by', '<', nowIso);
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
    'site_message.respond_by',
    'site_message.first_response_at',
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

/** A page of the inbox's rows, newest first. */
export const pageOfLeads = (db: Kysely<Database>, filters: LeadFilters, now: number, page: PageRequest) =>
  pageOf(leadRows(db, filters, now), (filtered) => filtered.orderBy('site_message.id', 'desc'), page);

/** Any lead, normal or suspicious, with a list row's columns and its attribution. */
export const leadDetailsRow = (db: Kysely<Database>, id: number) =>
  leadColumns(db.selectFrom('site_message'))
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

/** The answers of leads (issue 38 item 1), each field's values in position order, in one query. */
export const answersOfLeads = (db: Executor, leadIds: readonly number[]) =>
  leadIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('lead_answer')
        .select(['lead_id', 'field_key', 'value'])
        .where('lead_id', 'in', [...leadIds])
        .orderBy('lead_id')
        .orderBy('field_key')
        .orderBy('position')
        .execute();

/** The fields of these sites that hold an answer of at least one of their leads (the export's retired columns). */
export const answeredFieldsOf = (db: Executor, platforms: readonly string[]) =>
  platforms.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('lead_answer')
        .innerJoin('site_message', 'site_message.id', 'lead_answer.lead_id')
        .select(['site_message.platform', 'lead_answer.field_key'])
        .distinct()
        .where('site_message.platform', 'in', [...platforms])
        .execute();

/** A lead's notes, oldest first. */
export const notesOfLead = (db: Executor, id: number) =>
  db.selectFrom('site_message_note').selectAll().where('lead_id', '=', id).orderBy('id', 'asc').execute();
/**
 * The counts of the console's summary: this week's and today's normal leads, the open ones by
 * state, the suspicious ones, the latest normal lead and the overdue ones per site (five indexed
 * queries).
 */
export const leadSummaryCounts = (
  db: Kysely<Database>,
  staffId: number,
  sites: LeadSites,
  {
    today,
    todayStart,
    weekStart,
    nowIso,
  }: { today: string; todayStart: string; weekStart: string; nowIso: string },
) => {
  const leads = () => ofSites(db.selectFrom('site_message'), sites);
  return Promise.all([
    leads()
      .select((eb) => [
        eb.fn.countAll().as('this_week'),
        eb.fn.sum(eb.case().when('created_at', '>=', todayStart).then(1).else(0).end()).as('today'),
      ])
      .where('quarantine_reason', 'is', null)
      .where('created_at', '>=', weekStart)
      .executeTakeFirstOrThrow(),
    leads()
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
    leads()
      .select((eb) => eb.fn.countAll().as('n'))
      .where('quarantine_reason', 'is not', null)
      .executeTakeFirstOrThrow(),
    leads()
      .select(['id', 'created_at'])
      .where('quarantine_reason', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    awaitingSince(leads(), nowIso)
      .select((eb) => ['site_message.platform', eb.fn.countAll().as('n')])
      .groupBy('site_message.platform')
      .execute(),
  ]);
};

/**
 * The leads past their due time without a first response at `now`, earliest due first (the lead
 * alerts announce them; `unalertedOnly`: those not announced yet). Reads site_message_awaiting_idx.
 */
export function overdueLeads(
  db: Executor,
  now: number,
  options: { unalertedOnly?: boolean; limit?: number } = {},
) {
  let query = awaitingSince(db.selectFrom('site_message'), new Date(now).toISOString())
    .select([
      'site_message.id',
      'site_message.public_id',
      'site_message.platform',
      'site_message.name',
      'site_message.source',
      'site_message.created_at',
      'site_message.respond_by',
      'site_message.assignee_id',
      'site_message.overdue_alerted_at',
    ])
    .orderBy('site_message.respond_by')
    .orderBy('site_message.id');
  if (options.unalertedOnly) query = query.where('site_message.overdue_alerted_at', 'is', null);
  if (options.limit !== undefined) query = query.limit(options.limit);
  return query.execute();
}

/**
 * Overdue leads not yet announced as such (each is, once: lead-routing.md): marked announced and
 * their deliveries queued in one transaction. The mark is a conditional update, so of two
 * processes looking at once only one takes a lead. Answers how many deliveries were queued.
 */
export async function queueOverdueAlerts(db: Kysely<Database>, now: number, limit: number): Promise<number> {
  // Read first, outside a transaction: most passes find none, and take no write lock for it.
  const overdue = await overdueLeads(db, now, { unalertedOnly: true, limit });
  if (overdue.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const at = new Date(now).toISOString();
    const marked = await trx
      .updateTable('site_message')
      .set({ overdue_alerted_at: at })
      .where(
        'id',
        'in',
        overdue.map((lead) => lead.id),
      )
      .where('overdue_alerted_at', 'is', null)
      .returning(['id', 'platform'])
      .execute();
    return enqueueLeadAlerts(trx, marked, at, 'overdue');
  });
}

/**
 * The first response of these leads is now (a status change or a note by staff): set once, and
 * never moved later (a response recorded by another process with an earlier clock stays).
 */
export async function markFirstResponse(db: Executor, ids: readonly number[], at: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('site_message')
    .set({ first_response_at: at })
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('first_response_at', 'is', null), eb('first_response_at', '>', at)]))
    .execute();
}

/** Routing's writes on new (or restored) leads: their due time, or their assignee. */
export async function setRouting(
  db: Executor,
  ids: readonly number[],
  values: { respond_by: string } | { assignee_id: number },
): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('site_message').set(values).where('id', 'in', ids).execute();
}

/**
 * The report's query as the repository reads it: with `by=answer`, the field (its key) and
 * whether its value is at position 0 only (a region's province, a one-value field) or at every
 * position (a multiple choice: a lead counts once per option chosen).
 */
export type ReportQuery = ChannelReportQuery & { answerFirstOnly?: boolean };

/**
 * The leads of `sites` a report reads; by answer, joined with their answers to the field (a lead
 * without one: one row with no value).
 */
function reportLeads(db: Kysely<Database>, query: ReportQuery, sites: LeadSites) {
  const leads = ofSites(db.selectFrom('site_message'), sites);
  const joined = leads.leftJoin('lead_answer', (join) => {
    const of = join
      .onRef('lead_answer.lead_id', '=', 'site_message.id')
      .on('lead_answer.field_key', '=', query.fieldKey ?? '');
    return query.answerFirstOnly === true ? of.on('lead_answer.position', '=', 0) : of;
  });
  // By source or campaign the answers are not read (the key names no column of lead_answer):
  // the type is the joined one's, the query the leads' alone.
  return query.by === 'answer' ? joined : (leads as unknown as typeof joined);
}

/** A report row's key: the source, the campaign (`''`: none) or the answer (`''`: none). */
const reportKey = (query: ReportQuery) =>
  query.by === 'source'
    ? sql<string>`site_message.source`
    : query.by === 'campaign'
      ? sql<string>`coalesce(site_message.utm_campaign, '')`
      : sql<string>`coalesce(lead_answer.value, '')`;

/**
 * The normal leads of the report's range with what their response took: arrival, first
 * response and due time, grouped by the report's key (staff/leads.ts computes the medians: SQLite
 * has no percentile function, and the working minutes need each site's hours).
 */
export function responseRows(db: Kysely<Database>, query: ReportQuery, sites: LeadSites) {
  let rows = reportLeads(db, query, sites)
    .select([
      reportKey(query).as('key'),
      'site_message.id',
      'platform',
      'lead_status',
      'created_at',
      'first_response_at',
      'respond_by',
    ])
    .where('quarantine_reason', 'is', null)
    .where('created_at', '>=', chinaDayStartOf(query.from))
    .where('created_at', '<', chinaDayStartOf(addDays(query.to, 1)));
  if (query.platform) rows = rows.where('platform', '=', query.platform);
  return rows.execute();
}

/**
 * Normal leads and 已报名 per source (or campaign) and China-time day: created_at is ISO text in
 * UTC, +8 hours, then the date.
 */
export async function channelCounts(db: Kysely<Database>, query: ReportQuery, sites: LeadSites) {
  const { from, to } = query;
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const day = postgres
    ? sql<string>`to_char(created_at::timestamp + interval '8 hours', 'YYYY-MM-DD')`
    : sql<string>`date(created_at, '+8 hours')`;
  const key = reportKey(query);
  let grouped = reportLeads(db, query, sites)
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
  return grouped.execute();
}

/** The sources of the normal leads of `sites`, each with its number of leads, most first. */
export const leadSourceCounts = (db: Kysely<Database>, sites: LeadSites) =>
  ofSites(db.selectFrom('site_message'), sites)
    .select((eb) => ['source', eb.fn.countAll().as('leads')])
    .where('quarantine_reason', 'is', null)
    .groupBy('source')
    .orderBy('leads', 'desc')
    .orderBy('source')
    .execute();

/**
 * After a change of the staff's aliases (in its transaction): every lead whose utm_source reads
 * as one of `keys` gets the source `sourceOf` gives it now. Only the `source` of those whose
 * source changes is written; what their link carried (utm_source) stays. One update per
 * distinct spelling; resolves to how many leads changed.
 */
export async function rederiveLeadSources(
  trx: Transaction<Database>,
  keys: ReadonlySet<string>,
  sourceOf: (utmSource: string) => string | null,
): Promise<number> {
  const spellings = await trx
    .selectFrom('site_message')
    .select('utm_source')
    .distinct()
    .where('utm_source', 'is not', null)
    .execute();
  let changed = 0;
  for (const { utm_source: utmSource } of spellings) {
    if (utmSource === null || !keys.has(sourceAliasKey(utmSource) ?? '')) continue;
    const source = sourceOf(utmSource);
    if (source === null) continue;
    const result = await trx
      .updateTable('site_message')
      .set({ source })
      .where('utm_source', '=', utmSource)
      .where('source', '<>', source)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

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

export type ExportRow = Awaited<ReturnType<ReturnType<typeof exportRows>['execute']>>[number];

/** A page of the export, newest first: below the id `below` (all with undefined), at most `limit`. */
export function exportPage(
  db: Kysely<Database>,
  filters: LeadFilters,
  now: number,
  below: number | undefined,
  limit: number,
): Promise<ExportRow[]> {
  let query = exportRows(db, filters, now);
  if (below !== undefined) query = query.where('site_message.id', '<', below);
  return query.orderBy('site_message.id', 'desc').limit(limit).execute();
}

/** The notes of several leads, oldest first, in one query. */
export const notesOfLeads = (db: Kysely<Database>, leadIds: number[]) =>
  db
    .selectFrom('site_message_note')
    .select(['lead_id', 'author_name', 'text', 'created_at'])
    .where('lead_id', 'in', leadIds)
    .orderBy('id', 'asc')
    .execute();

// ——— The staff's changes of leads (routes/api/cms/web/site-message-admin.ts) ———

/** Locks one lead for a change (PostgreSQL: `for update`; SQLite writes one transaction at a time). */
export async function lockLead(trx: Transaction<Database>, id: number) {
  let query = trx
    .selectFrom('site_message')
    .select(['id', 'lead_status', 'assignee_id', 'follow_up_date', 'platform'])
    .where('id', '=', id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return query.executeTakeFirst();
}
export type LockedLead = NonNullable<Awaited<ReturnType<typeof lockLead>>>;

/** Locks several leads in id order (two bulk changes cannot deadlock); the ones that exist. */
export async function lockLeads(trx: Transaction<Database>, ids: readonly number[]) {
  let query = trx
    .selectFrom('site_message')
    .select(['id', 'lead_status', 'assignee_id', 'quarantine_reason', 'platform'])
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

/** Deletes a lead with its notes and its answers. */
export async function deleteLead(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('site_message_note').where('lead_id', '=', id).execute();
  await db.deleteFrom('lead_answer').where('lead_id', '=', id).execute();
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

// ——— Retention (staff/lead-retention.ts keeps the cut-offs and the runs) ———

/** Which leads a retention run changes: stored before `before`, suspicious ones only or all. */
export type ForgetOptions = {
  mode: 'anonymise' | 'delete';
  /** Leads stored before this ISO instant. */
  before: string;
  /** Only the suspicious ones (the quarantine's retention). */
  quarantinedOnly?: boolean;
};

function forgettable(db: Executor, options: ForgetOptions) {
  let query = db.selectFrom('site_message').where('created_at', '<', options.before);
  if (options.quarantinedOnly) query = query.where('quarantine_reason', 'is not', null);
  // An anonymised lead has no phone left: it is not anonymised again.
  if (options.mode === 'anonymise') query = query.where('phone', '<>', '');
  return query;
}

/** How many leads a run with these options would change now. */
export async function countForgettable(db: Executor, options: ForgetOptions): Promise<number> {
  const row = await forgettable(db, options)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of the next `batch` leads to change, locked (PostgreSQL): another process working the
 * same leads keeps its rows, this one takes the next ones.
 */
export async function takeForgettable(trx: Transaction<Database>, options: ForgetOptions, batch: number) {
  let query = forgettable(trx, options).select('id').orderBy('id').limit(batch);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate().skipLocked();
  return (await query.execute()).map((row) => row.id);
}

/** Deletes these leads' notes, and (`mode: 'delete'`) the leads, or (`'anonymise'`) their name, phone and keys. */
export async function forgetLeadRows(
  trx: Transaction<Database>,
  ids: number[],
  mode: ForgetOptions['mode'],
  anonymisedName: string,
): Promise<void> {
  await trx.deleteFrom('site_message_note').where('lead_id', 'in', ids).execute();
  if (mode === 'delete') {
    await trx.deleteFrom('lead_answer').where('lead_id', 'in', ids).execute();
    await trx.deleteFrom('site_message').where('id', 'in', ids).execute();
  } else {
    await trx
      .updateTable('site_message')
      .set({ name: anonymisedName, phone: '', source_ip: null, idempotency_key: null })
      .where('id', 'in', ids)
      .execute();
    await forgetTypedAnswers(trx, ids);
  }
}

/**
 * An anonymised lead keeps the answers it chose from a list (options, 意向专业, province and city:
 * the report still counts them) and loses what its visitor typed (short text, dates), which may
 * say who they are. Per site, as field keys are a site's.
 */
async function forgetTypedAnswers(trx: Transaction<Database>, ids: number[]): Promise<void> {
  const forms = await trx.selectFrom('lead_form').select(['platform', 'fields']).execute();
  for (const form of forms) {
    const typed = (JSON.parse(form.fields) as { key: string; type: string }[])
      .filter((field) => field.type === 'text' || field.type === 'date')
      .map((field) => field.key);
    if (typed.length === 0) continue;
    await trx
      .deleteFrom('lead_answer')
      .where('lead_id', 'in', ids)
      .where('field_key', 'in', typed)
      .where('lead_id', 'in', (eb) =>
        eb.selectFrom('site_message').select('id').where('platform', '=', form.platform),
      )
      .execute();
  }
}
