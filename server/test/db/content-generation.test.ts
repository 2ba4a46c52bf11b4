import { sql, type Kysely } from 'kysely';
import { COLLECTIONS } from '@contract/collections';
import type { Database } from '../../src/db/database';
import { readContentGeneration } from '../../src/repositories/content-table';
import { build, STORES, type TestApp } from '../helper';

/**
 * Issue 26 item 4: the content generation (migration 015). Every table the public site shows (the
 * collections whose definitions say so, and the uploads) has triggers that raise it inside the writing transaction; every other table is named here as not
 * shown. A new table is neither until someone decides: this test fails naming it, so a table the
 * site shows cannot be forgotten (its caches would then keep answers after it changed).
 */
const SHOWN = [
  ...COLLECTIONS.filter((collection) => collection.shownOnSite).map((collection) => collection.table),
  'server_file',
  'server_file_variant',
  // The lead form's fields (issue 38 item 1): the public form's definition is a kept answer.
  'lead_form',
];

/** Tables no kept public answer is made of (leads, the lookup's rolls, staff, audit, limits, previews …). */
const NOT_SHOWN = [
  'site_message',
  'site_message_note',
  'school_roll_continue',
  'rate_limit',
  'staff_account',
  'staff_session',
  'sign_in_failure',
  'staff_two_factor',
  'staff_recovery_code',
  'staff_sign_in_challenge',
  'staff_security_policy',
  'staff_password_link',
  'audit_log',
  'server_file_chunk',
  'preview',
  'revision',
  'content_generation',
  // The advertising-law word list: what the console checks texts against, never a public answer.
  'ad_word',
  // Review before publishing: a proposed change is no public answer until approved (a save then).
  'site_review_policy',
  'review_request',
  // Lead alerts (issue 38 item 2): where staff are told of new leads, never shown on the site.
  'lead_alert_target',
  'lead_alert_delivery',
  'lead_alert_attempt',
  // Lead routing (issue 38 item 3): who gets new leads, never shown on the site.
  'lead_routing_policy',
  'lead_routing_rule',
  'lead_routing_member',
  // Source aliases (issue 38 item 4): how the inbox counts a lead's source, never shown on the site.
  'lead_source_alias',
  // A lead's answers to its site's form (issue 38 item 1): part of the lead, never shown on the site.
  'lead_answer',
] as const;

/** The tables of the database (not the migrator's own). */
async function tablesOf(db: Kysely<Database>, store: string): Promise<string[]> {
  const { rows } =
    store === 'sqlite'
      ? await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db)
      : await sql<{
          name: string;
        }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(
          db,
        );
  return rows
    .map((row) => row.name)
    .filter((name) => !name.startsWith('kysely_') && !name.startsWith('sqlite_'))
    .sort();
}

describe.each(STORES)('the content generation on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
    // The demo has no uploads: one file and one web size of it, so that every shown table has a row.
    const file = await app.db
      .insertInto('server_file')
      .values({
        name: 'generation-test.png',
        original_name: 'a.png',
        type: 'image/png',
        size: 10,
        uploaded_by: null,
        created_at: new Date().toISOString(),
        content_hash: null,
        width: 20,
        height: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('server_file_variant')
      .values({ name: 'generation-test-20.webp', file_id: file.id, width: 20, type: 'image/webp', size: 5 })
      .execute();
  }, 60_000);

  it('knows every table as shown on the public site or not', async () => {
    expect(await tablesOf(app.db, store)).toEqual([...SHOWN, ...NOT_SHOWN].sort());
  });

  it.each(SHOWN)(
    'grows with an insert, an update and a delete on %s, inside the transaction',
    async (table) => {
      // Each write in a transaction that is rolled back: nothing of the demo changes.
      const before = await readContentGeneration(app.db);
      const seen = await app.db
        .transaction()
        .execute(async (trx) => {
          const write = trx as unknown as Kysely<Record<string, Record<string, unknown>>>;
          // A row of the demo (every shown table has some), named by its first column.
          const row = await write.selectFrom(table).selectAll().limit(1).executeTakeFirstOrThrow();
          const [column, value] = Object.entries(row)[0]!;
          const steps: number[] = [];
          await write
            .updateTable(table)
            .set({ [column]: value })
            .where(column, '=', value)
            .execute();
          steps.push(await readContentGeneration(trx));
          await write.deleteFrom(table).where(column, '=', value).execute();
          steps.push(await readContentGeneration(trx));
          throw Object.assign(new Error('rolled back'), { steps });
        })
        .catch((error: { steps?: number[] }) => error.steps ?? []);
      expect(seen).toHaveLength(2);
      expect(seen[0]).toBeGreaterThan(before);
      expect(seen[1]).toBeGreaterThan(seen[0]!);
      // Rolled back with the write: other processes never drop their caches for nothing.
      expect(await readContentGeneration(app.db)).toBe(before);
    },
  );

  it('grows with an insert into a shown table, not with writes to the others', async () => {
    const before = await readContentGeneration(app.db);
    const { id } = await app.db
      .insertInto('page_type')
      .values({ name: '代数测试', template_key: 'word_list1', content_type: null, sort_type: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const afterInsert = await readContentGeneration(app.db);
    expect(afterInsert).toBeGreaterThan(before);
    await app.db.deleteFrom('rate_limit').execute();
    await app.db.deleteFrom('staff_session').execute();
    await app.db.deleteFrom('audit_log').execute();
    expect(await readContentGeneration(app.db)).toBe(afterInsert);
    await app.db.deleteFrom('page_type').where('id', '=', id).execute();
  });
});
