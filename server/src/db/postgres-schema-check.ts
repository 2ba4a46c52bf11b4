import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely, type RawBuilder } from 'kysely';
import { BackupRefused, checkAppliedMigrations } from './backup';
import type { Database } from './database';
import { MIGRATION_TABLE } from './migrate';
import { migrationProvider } from './migrations';
import {
  normalised,
  SCHEMA_DIFFERS,
  schemaDifferences,
  type Column,
  type SchemaObject,
  type StoreSchema,
} from './schema-check';

/**
 * The PostgreSQL half of the restore's schema check (issue 35). A dump restored with pg_restore
 * is a database the servers would run, with whatever code it carries: a trigger and its function
 * copying each new lead into a public setting, a view, a rule, a policy, a column default calling
 * a function. `npm run db:restore -- --check` (with DATABASE_URL) compares the database with what
 * this code's migrations make, up to the last one it records, and names each difference in the
 * words of db/schema-check.ts.
 *
 * The reference: the same migrations run into a scratch schema of the same database, on one
 * connection, inside a transaction that is always rolled back (nothing of it is ever committed,
 * nor seen by another connection, even when the process is killed); `search_path` is the scratch
 * schema alone, so the migrations' unqualified names land there (they never name `public`) and no
 * function of the checked schema can be called. Compared, for the app's schema (`current_schema()`):
 * tables (kind, persistence, row security, options, parents, partitioning) and their columns
 * (type, collation, nullability, default, identity, generation, primary key), indexes
 * (pg_get_indexdef), constraints, triggers (pg_get_triggerdef and whether enabled; internal ones
 * aside), rules, policies, views and materialized views, functions, procedures and aggregates,
 * sequences and types; for the whole database: other schemas, extensions, event triggers,
 * publications and subscriptions. Objects of an extension are named as the extension. Definitions
 * are read with `search_path` set to the schema read and that schema's name taken out, so that the
 * same statement reads the same in `public` and in the scratch schema.
 */

/** What the database-wide lists hold in a new database before any migration: PL/pgSQL. */
const BASELINE = ['extension:plpgsql'];

/** The scratch schema's name: its own per check (two servers may check one database at once). */
const scratchName = () => `edu_site_schema_check_${randomBytes(6).toString('hex')}`;
const SCRATCH = /^edu_site_schema_check_[0-9a-f]{12}$/;

type Row = Record<string, unknown>;
type Db = Kysely<Database>;

async function rows<T extends Row>(db: Db, query: RawBuilder<T>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** Not a member of an extension (those are named as their extension). */
const notOfExtension = (catalog: string, oid: string) =>
  sql.raw(
    `not exists (select 1 from pg_depend e where e.classid = '${catalog}'::regclass and e.objid = ${oid} and e.deptype = 'e')`,
  );

/** The objects and columns of `schema`, as db/schema-check.ts compares them. */
async function schemaOf(db: Db, schema: string): Promise<StoreSchema> {
  const [{ quoted } = { quoted: schema }] = await rows<{ quoted: string }>(
    db,
    sql`select quote_ident(${schema}) as quoted, set_config('search_path', quote_ident(${schema}), true)`,
  );
  // The schema's own name taken out of every definition: `ON public.site_message` reads as
  // `ON site_message`, as it does in the scratch schema.
  const qualifier = new RegExp(`${escapeRegExp(quoted)}\\.`, 'g');
  const clean = (text: unknown): string | null =>
    text === null || text === undefined ? null : normalised(String(text).replace(qualifier, ''));
  const objects = new Map<string, SchemaObject>();
  const add = (type: string, name: string, table: string, definition: unknown, key = `${type}:${name}`) =>
    objects.set(key, { type, name, table, sql: clean(definition) });
  const ns = sql`(select n.oid from pg_namespace n where n.nspname = ${schema})`;

  const relations = await rows<{ name: string; kind: string; definition: string }>(
    db,
    sql`select c.relname as name, c.relkind as kind,
          concat_ws(' ', 'persistence', c.relpersistence, 'rls', c.relrowsecurity, c.relforcerowsecurity,
            'options', c.reloptions::text, 'parents',
            (select string_agg(p.relname, ',' order by p.relname) from pg_inherits i
               join pg_class p on p.oid = i.inhparent where i.inhrelid = c.oid),
            'partition', pg_get_partkeydef(c.oid), pg_get_expr(c.relpartbound, c.oid),
            case when c.relkind in ('v', 'm') then pg_get_viewdef(c.oid) end) as definition
        from pg_class c
        where c.relnamespace = ${ns} and c.relkind in ('r', 'p', 'v', 'm', 'f')
          and ${notOfExtension('pg_class', 'c.oid')}`,
  );
  const RELATION: Record<string, string> = {
    r: 'table',
    p: 'table',
    v: 'view',
    m: 'matview',
    f: 'foreign table',
  };
  for (const row of relations) add(RELATION[row.kind]!, row.name, row.name, `${row.kind} ${row.definition}`);

  const columns = new Map<string, Column[]>();
  const columnRows = await rows<{
    table: string;
    name: string;
    type: string;
    notnull: boolean;
    dflt: string | null;
    identity: string;
    generated: string;
    pk: number;
  }>(
    db,
    sql`select c.relname as table, a.attname as name,
          format_type(a.atttypid, a.atttypmod)
            || case when a.attcollation <> t.typcollation then ' collate ' || quote_ident(l.collname) else '' end
            as type,
          a.attnotnull as notnull, pg_get_expr(d.adbin, d.adrelid) as dflt,
          a.attidentity as identity, a.attgenerated as generated,
          coalesce(array_position(k.conkey, a.attnum), 0) as pk
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_type t on t.oid = a.atttypid
        left join pg_collation l on l.oid = a.attcollation
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        left join pg_constraint k on k.conrelid = c.oid and k.contype = 'p'
        where c.relnamespace = ${ns} and c.relkind in ('r', 'p', 'f') and a.attnum > 0
          and not a.attisdropped and ${notOfExtension('pg_class', 'c.oid')}
        order by c.relname, a.attnum`,
  );
  for (const row of columnRows) {
    const identity = { a: 'generated always as identity', d: 'generated by default as identity' }[
      row.identity
    ];
    const generated = row.generated ? `generated always as (${row.dflt}) stored` : null;
    const list = columns.get(row.table) ?? [];
    list.push({
      name: row.name,
      type: clean(row.type) ?? '',
      notnull: row.notnull ? 1 : 0,
      dflt_value: clean(generated ?? identity ?? row.dflt),
      pk: Number(row.pk),
      hidden: row.generated ? 2 : 0,
    });
    columns.set(row.table, list);
  }

  const ofTables = await rows<{ type: string; name: string; table: string; definition: string }>(
    db,
    sql`select 'index' as type, i.relname as name, t.relname as table, pg_get_indexdef(i.oid) as definition
          from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
          where i.relnamespace = ${ns} and ${notOfExtension('pg_class', 'i.oid')}
        union all
        select 'constraint', k.conname, t.relname, pg_get_constraintdef(k.oid)
          from pg_constraint k join pg_class t on t.oid = k.conrelid
          where t.relnamespace = ${ns} and ${notOfExtension('pg_class', 't.oid')}
        union all
        select 'trigger', g.tgname, t.relname, pg_get_triggerdef(g.oid) || ' enabled ' || g.tgenabled::text
          from pg_trigger g join pg_class t on t.oid = g.tgrelid
          where t.relnamespace = ${ns} and not g.tgisinternal
        union all
        select 'rule', r.rulename, t.relname, pg_get_ruledef(r.oid) || ' enabled ' || r.ev_enabled::text
          from pg_rewrite r join pg_class t on t.oid = r.ev_class
          where t.relnamespace = ${ns} and r.rulename <> '_RETURN'
        union all
        select 'policy', p.polname, t.relname,
            concat_ws(' ', p.polcmd::text, p.polpermissive, p.polroles::text,
              pg_get_expr(p.polqual, p.polrelid), pg_get_expr(p.polwithcheck, p.polrelid))
          from pg_policy p join pg_class t on t.oid = p.polrelid
          where t.relnamespace = ${ns}`,
  );
  // An index's name is the schema's own; a constraint's, a trigger's, a rule's and a policy's its table's.
  for (const row of ofTables) {
    add(row.type, row.name, row.table, row.definition, `${row.type}:${row.table}.${row.name}`);
  }

  const routines = await rows<{ name: string; kind: string; definition: string }>(
    db,
    sql`select p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' as name, p.prokind as kind,
          case when p.prokind = 'a' then
            (select concat_ws(' ', a.aggkind::text, a.aggtransfn::regproc::text, a.aggtranstype::regtype::text,
               a.aggfinalfn::regproc::text, a.aggcombinefn::regproc::text, a.agginitval)
             from pg_aggregate a where a.aggfnoid = p.oid)
          else pg_get_functiondef(p.oid) end as definition
        from pg_proc p
        where p.pronamespace = ${ns} and ${notOfExtension('pg_proc', 'p.oid')}`,
  );
  const ROUTINE: Record<string, string> = { f: 'function', w: 'function', p: 'procedure', a: 'aggregate' };
  for (const row of routines) add(ROUTINE[row.kind] ?? 'function', row.name, row.name, row.definition);

  const sequences = await rows<{ name: string; definition: string }>(
    db,
    sql`select c.relname as name,
          concat_ws(' ', s.seqtypid::regtype::text, 'start', s.seqstart, 'increment', s.seqincrement,
            'min', s.seqmin, 'max', s.seqmax, 'cache', s.seqcache, case when s.seqcycle then 'cycle' end,
            'owned by', (select t.relname || '.' || a.attname from pg_depend d
               join pg_class t on t.oid = d.refobjid
               join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
               where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i'))
          ) as definition
        from pg_sequence s join pg_class c on c.oid = s.seqrelid
        where c.relnamespace = ${ns} and ${notOfExtension('pg_class', 'c.oid')}`,
  );
  for (const row of sequences) add('sequence', row.name, row.name, row.definition);

  // Types of their own (domains, enums, ranges, composites, base types): not a table's row type,
  // an array of another type, or a range's multirange.
  const types = await rows<{ name: string; definition: string }>(
    db,
    sql`select t.typname as name,
          concat_ws(' ', t.typtype::text, format_type(t.typbasetype, t.typtypmod), t.typnotnull, t.typdefault,
            (select string_agg(e.enumlabel, ',' order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid),
            (select string_agg(pg_get_constraintdef(k.oid), ' ' order by k.conname) from pg_constraint k
               where k.contypid = t.oid),
            (select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' order by a.attnum)
               from pg_attribute a where a.attrelid = t.typrelid and a.attnum > 0 and not a.attisdropped)
          ) as definition
        from pg_type t
        where t.typnamespace = ${ns} and t.typtype <> 'm'
          and (t.typrelid = 0 or (select c.relkind from pg_class c where c.oid = t.typrelid) = 'c')
          and not exists (select 1 from pg_type e where e.typarray = t.oid)
          and ${notOfExtension('pg_type', 't.oid')}`,
  );
  for (const row of types) add('type', row.name, row.name, row.definition);

  return { objects, columns };
}

/** The database's own objects beyond a schema: schemas other than `schema`, extensions, event triggers, publications, subscriptions. */
async function databaseObjectsOf(db: Db, schema: string): Promise<Map<string, SchemaObject>> {
  const found = await rows<{ type: string; name: string; definition: string | null }>(
    db,
    sql`select 'schema' as type, nspname as name, null as definition from pg_namespace
          where nspname <> ${schema} and nspname <> 'information_schema' and nspname not like 'pg\\_%'
        union all
        select 'extension', extname, null from pg_extension
        union all
        select 'event trigger', evtname, concat_ws(' ', evtevent, evtfoid::regproc::text, evtenabled::text, evttags::text)
          from pg_event_trigger
        union all
        select 'publication', pubname, null from pg_publication
        union all
        select 'subscription', subname, null from pg_subscription
          where subdbid = (select oid from pg_database where datname = current_database())`,
  );
  const objects = new Map<string, SchemaObject>();
  for (const row of found) {
    if (row.type === 'schema' && SCRATCH.test(row.name)) continue;
    objects.set(`${row.type}:${row.name}`, {
      type: row.type,
      name: row.name,
      table: row.name,
      sql: normalised(row.definition),
    });
  }
  return objects;
}

export type PostgresCheck = { schema: string; migration: string; differences: string[] };

/**
 * How the database `db` differs from what this code's migrations make (`known`, in order), up to
 * the last one it records: each difference in Chinese, none when it is the same. Throws
 * BackupRefused when it is not this application's database or records migrations this code does
 * not know. Nothing of the database is changed.
 */
export async function postgresSchemaCheck(
  db: Db,
  known: readonly string[],
  name: string,
): Promise<PostgresCheck> {
  return db.connection().execute(async (connection) => {
    const [{ schema } = { schema: null }] = await rows<{ schema: string | null }>(
      connection,
      sql`select current_schema() as schema`,
    );
    if (!schema) {
      throw new BackupRefused(`${name} has no schema on its search_path. 该数据库没有可用的模式。`);
    }
    const tables = await rows<{ name: string }>(
      connection,
      sql`select c.relname as name from pg_class c
          where c.relnamespace = (select n.oid from pg_namespace n where n.nspname = ${schema})
            and c.relkind in ('r', 'p')
            and c.relname in (${MIGRATION_TABLE}, 'site_message')`,
    );
    if (tables.length < 2) {
      throw new BackupRefused(
        `${name} is not this application's database (no ${MIGRATION_TABLE} or site_message table in schema ${schema}). 该数据库不是本网站的数据库。`,
      );
    }
    const applied = (
      await rows<{ name: string }>(
        connection,
        sql`select name from ${sql.table(`${schema}.${MIGRATION_TABLE}`)} order by name`,
      )
    ).map((row) => row.name);
    checkAppliedMigrations(applied, known, name);
    const migration = applied.at(-1)!;

    // Read first, and read only: nothing of the database runs while it is read.
    await sql`begin read only`.execute(connection);
    let actual: StoreSchema;
    let wide: Map<string, SchemaObject>;
    try {
      actual = await schemaOf(connection, schema);
      wide = await databaseObjectsOf(connection, schema);
    } finally {
      await sql`rollback`.execute(connection);
    }
    // An event trigger would run its function on the DDL of the scratch migrations: none is run.
    const eventTriggers = [...wide.values()].filter((object) => object.type === 'event trigger');
    if (eventTriggers.length > 0) {
      return {
        schema,
        migration,
        differences: schemaDifferences(
          {
            objects: new Map(eventTriggers.map((object) => [`${object.type}:${object.name}`, object])),
            columns: new Map(),
          },
          { objects: new Map(), columns: new Map() },
        ),
      };
    }
    const reference = await referenceOf(connection, migration);
    for (const [key, object] of wide) actual.objects.set(key, object);
    return { schema, migration, differences: schemaDifferences(actual, reference) };
  });
}

/** What the migrations up to `last` make, in a scratch schema of a transaction rolled back. */
async function referenceOf(connection: Db, last: string): Promise<StoreSchema> {
  const scratch = scratchName();
  await sql`begin`.execute(connection);
  try {
    const before = await databaseObjectsOf(connection, scratch);
    await sql`create schema ${sql.id(scratch)}`.execute(connection);
    await sql`select set_config('search_path', ${scratch}, true)`.execute(connection);
    const { error } = await new Migrator({
      db: connection,
      provider: migrationProvider,
      migrationTableSchema: scratch,
      // The transaction is this function's (begun above, rolled back below).
      disableTransactions: true,
    }).migrateTo(last);
    if (error) throw new Error(`the reference schema could not be migrated to ${last}`, { cause: error });
    const reference = await schemaOf(connection, scratch);
    // The database's own objects the migrations add (none today), beside PL/pgSQL.
    const after = await databaseObjectsOf(connection, scratch);
    for (const key of BASELINE) {
      const [type, name] = key.split(':') as [string, string];
      reference.objects.set(key, before.get(key) ?? after.get(key) ?? { type, name, table: name, sql: null });
    }
    for (const [key, object] of after) if (!before.has(key)) reference.objects.set(key, object);
    return reference;
  } finally {
    await sql`rollback`.execute(connection).catch(() => undefined);
    // A migration that committed the transaction itself (a `db.transaction()` of its own) would
    // have left the scratch schema behind: it goes whatever happened.
    await sql`drop schema if exists ${sql.id(scratch)} cascade`.execute(connection);
    // Kysely's migration lock is a session lock, which a rollback keeps: the connection goes back
    // to the pool without it.
    await sql`select pg_advisory_unlock_all()`.execute(connection);
  }
}

/** The refusal for a database whose schema differs, naming each difference. */
export function schemaRefusal(name: string, check: PostgresCheck): BackupRefused {
  return new BackupRefused(
    `${name} does not have the schema this application's migrations make (schema ${check.schema}, up to ${check.migration}). ` +
      `${SCHEMA_DIFFERS}，请勿让服务器使用该数据库：${check.differences.join('；')}。`,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
