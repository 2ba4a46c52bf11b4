import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { PostgresAdapter, sql, type Insertable, type Kysely } from 'kysely';
import type { Database, SiteMessageTable } from '../db/database';
import { ClientError } from '../lib/client-error';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import type { DeviceClass, QuarantineReason } from '@contract/lead-rules';
import { CODE } from '@contract/codes';

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

const DAY_MS = 86_400_000;

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

function leadRow(lead: NewLead, publicId: string, createdAt: string): Insertable<SiteMessageTable> {
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
  };
}

/**
 * Decides and writes one batch in one transaction: repeats of a stored key, leads over their
 * phone's daily limit, then one insert of the rest. Two processes racing on one new key: the
 * UNIQUE index fails the later transaction, whose leads are then retried one by one.
 */
async function writeLeads(
  db: Kysely<Database>,
  batch: NewLead[],
  phoneDailyLimit: number,
): Promise<Outcome[]> {
  return db.transaction().execute(async (trx) => {
    const now = Date.now();
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

    const rows: Insertable<SiteMessageTable>[] = [];
    const outcomes = batch.map((lead): Outcome => {
      const prior = lead.idempotencyKey ? byKey.get(lead.idempotencyKey) : undefined;
      if (prior) return sameLead(prior, lead) ? { id: prior.publicId } : { error: keyReused() };
      const used = today.get(lead.phone) ?? 0;
      if (used >= phoneDailyLimit) return { error: phoneLimit() };
      today.set(lead.phone, used + 1);
      const publicId = randomUUID();
      rows.push(leadRow(lead, publicId, createdAt));
      if (lead.idempotencyKey) byKey.set(lead.idempotencyKey, { ...lead, publicId });
      return { id: publicId };
    });
    if (rows.length > 0) await trx.insertInto('site_message').values(rows).execute();
    return outcomes;
  });
}

/**
 * Group commit: leads that arrive while a commit is in flight are written together in the next
 * transaction, so one disk sync acknowledges many leads instead of one. Nobody is answered
 * before the transaction holding their lead has committed.
 */
export function createSiteMessageRepository(
  db: Kysely<Database>,
  options: { phoneDailyLimit: number },
): SiteMessageRepository {
  const waiting: Waiting[] = [];
  let writing = false;

  const settle = (entry: Waiting, outcome: Outcome) =>
    'id' in outcome ? entry.resolve(outcome.id) : entry.reject(outcome.error);

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await writeLeads(
        db,
        batch.map((entry) => entry.lead),
        options.phoneDailyLimit,
      );
      batch.forEach((entry, index) => settle(entry, outcomes[index]!));
    } catch {
      // One failing lead must not sink the others: retry each on its own.
      for (const entry of batch) {
        await writeLeads(db, [entry.lead], options.phoneDailyLimit).then(
          ([outcome]) => settle(entry, outcome!),
          entry.reject,
        );
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

export default fp(
  async (fastify) => {
    fastify.decorate(
      'siteMessageRepository',
      createSiteMessageRepository(fastify.db, { phoneDailyLimit: fastify.config.leadPhoneDailyLimit }),
    );
  },
  { name: 'site-message-repository', dependencies: ['database'], decorators: { fastify: ['config'] } },
);
