import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database';

export type NewLead = {
  name: string;
  phone: string;
  channel: string;
  address: string | null;
  sourceIp: string | null;
  idempotencyKey: string | null;
};

export type SiteMessageRepository = {
  /**
   * Stores a lead and resolves once it is committed. A repeated idempotency key stores
   * nothing and resolves to the id of the lead first stored with it.
   */
  save(lead: NewLead): Promise<number>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteMessageRepository: SiteMessageRepository;
  }
}

/** Leads written in one transaction at most: bounds the time a batch holds the write lock. */
const MAX_BATCH = 200;

type Waiting = { lead: NewLead; resolve: (id: number) => void; reject: (error: unknown) => void };

const toRow = (lead: NewLead) => ({
  name: lead.name,
  phone: lead.phone,
  channel: lead.channel,
  address: lead.address,
  created_at: new Date().toISOString(),
  source_ip: lead.sourceIp,
  status: 0 as const,
  idempotency_key: lead.idempotencyKey,
});

async function insertLead(trx: Kysely<Database> | Transaction<Database>, lead: NewLead): Promise<number> {
  // The UNIQUE index decides between two racing requests with one key; the loser reads the winner's id.
  const inserted = await trx
    .insertInto('site_message')
    .values(toRow(lead))
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const first = await trx
    .selectFrom('site_message')
    .select('id')
    .where('idempotency_key', '=', lead.idempotencyKey)
    .executeTakeFirstOrThrow();
  return first.id;
}

/**
 * Group commit: leads that arrive while a commit is in flight are written together in the next
 * transaction, so one disk sync acknowledges many leads instead of one. Nobody is answered
 * before the transaction holding their lead has committed.
 */
export function createSiteMessageRepository(db: Kysely<Database>): SiteMessageRepository {
  const waiting: Waiting[] = [];
  let writing = false;

  async function writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const ids = await db.transaction().execute(async (trx) => {
        const saved = new Map<Waiting, number>();
        // Leads without a key go in one statement. Ids grow in insertion order (autoincrement,
        // serial), so the sorted ids match the rows in the order they were given.
        const plain = batch.filter((entry) => entry.lead.idempotencyKey === null);
        if (plain.length > 0) {
          const rows = await trx
            .insertInto('site_message')
            .values(plain.map((entry) => toRow(entry.lead)))
            .returning('id')
            .execute();
          const sorted = rows.map((row) => row.id).sort((a, b) => a - b);
          plain.forEach((entry, index) => saved.set(entry, sorted[index]!));
        }
        for (const entry of batch) {
          if (entry.lead.idempotencyKey !== null) saved.set(entry, await insertLead(trx, entry.lead));
        }
        return saved;
      });
      for (const entry of batch) entry.resolve(ids.get(entry)!);
    } catch {
      // One failing lead must not sink the others: retry each on its own.
      await Promise.all(batch.map((entry) => insertLead(db, entry.lead).then(entry.resolve, entry.reject)));
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
      return new Promise<number>((resolve, reject) => {
        waiting.push({ lead, resolve, reject });
        if (!writing) void drain();
      });
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('siteMessageRepository', createSiteMessageRepository(fastify.db));
  },
  { name: 'site-message-repository', dependencies: ['database'] },
);
