import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, LeadSourceAliasTable } from '../db/database';

/**
 * The lead_source_alias table (migration 023): the staff's spellings of a source's utm_source
 * (来源别名; the built-in ones are contract/lead-sources.ts SOURCE_ALIASES). The lead's write reads
 * them in its transaction (repositories/site-message.ts), and a change of them re-derives the
 * sources of the stored leads in its own (routes/api/cms/web/lead-source-alias-admin.ts).
 */
type Executor = Kysely<Database> | Transaction<Database>;
export type LeadSourceAliasRow = Selectable<LeadSourceAliasTable>;

/**
 * PostgreSQL, several processes: a change of the aliases holds this advisory lock (exclusive)
 * until it commits, and a batch of leads whose utm_source may be a staff alias holds it shared
 * while it reads them and writes its leads. A lead is therefore written either before the change
 * (and re-derived by it) or after (with the new aliases): never in between with the old ones.
 * Two int4 keys: a key space apart from the phone numbers' one-key locks.
 */
const ALIAS_LOCK = sql`23, 1`;
const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Waits for (PostgreSQL) and holds until commit the right to change the aliases. */
export async function lockAliasesForChange(trx: Transaction<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(${ALIAS_LOCK})`.execute(trx);
}

/** The staff's sources of these alias keys (alias → source), read the way a lead's write must. */
export async function staffSourcesOf(
  trx: Transaction<Database>,
  keys: readonly string[],
): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock_shared(${ALIAS_LOCK})`.execute(trx);
  const rows = await trx
    .selectFrom('lead_source_alias')
    .select(['alias', 'source'])
    .where('alias', 'in', keys)
    .execute();
  return new Map(rows.map((row) => [row.alias, row.source]));
}

/** Every staff alias, by alias. */
export const listSourceAliases = (db: Executor) =>
  db.selectFrom('lead_source_alias').selectAll().orderBy('source').orderBy('alias').execute();

/** Every staff alias as the lead sources are derived with (alias → source). */
export async function staffSourceMap(db: Executor): Promise<Map<string, string>> {
  const rows = await db.selectFrom('lead_source_alias').select(['alias', 'source']).execute();
  return new Map(rows.map((row) => [row.alias, row.source]));
}

export const findSourceAlias = (db: Executor, id: number) =>
  db.selectFrom('lead_source_alias').selectAll().where('id', '=', id).executeTakeFirst();

/** The alias row of this key, unless it is `exceptId`'s own. */
export const sourceAliasWithKey = (db: Executor, alias: string, exceptId?: number) =>
  db
    .selectFrom('lead_source_alias')
    .selectAll()
    .where('alias', '=', alias)
    .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId!))
    .executeTakeFirst();

export type SourceAliasValues = {
  alias: string;
  source: string;
  at: string;
  staffId: number;
  staffName: string;
};

export async function insertSourceAlias(db: Executor, values: SourceAliasValues): Promise<number> {
  const row = await db
    .insertInto('lead_source_alias')
    .values({
      alias: values.alias,
      source: values.source,
      created_at: values.at,
      updated_at: values.at,
      updated_by: values.staffId,
      updated_by_name: values.staffName,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateSourceAlias(db: Executor, id: number, values: SourceAliasValues): Promise<void> {
  await db
    .updateTable('lead_source_alias')
    .set({
      alias: values.alias,
      source: values.source,
      updated_at: values.at,
      updated_by: values.staffId,
      updated_by_name: values.staffName,
    })
    .where('id', '=', id)
    .execute();
}

export async function deleteSourceAlias(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('lead_source_alias').where('id', '=', id).execute();
}
