import { sql, type Kysely } from 'kysely';
import { COLLECTIONS } from '@contract/collections';
import { PLATFORM_NAMES } from '@contract/platform';
import type { Database } from '../src/db/database';
import {
  createContentGenerationTriggers,
  dropContentGenerationTriggers,
} from '../src/db/content-generation-triggers';
import { fileUsers } from '../src/files/file-users';
import { readContentGeneration } from '../src/repositories/content-table';
import { build, STORES, type TestApp } from './helper';

/**
 * Issue 36 item 1: the registries are made from the collections' definitions (contract/collections),
 * so a definition must say the truth about its table and its routes; a new collection's migration
 * makes its content-generation triggers from its definition.
 */
type LooseDb = Kysely<Record<string, Record<string, unknown>>>;
const RolledBack = class extends Error {};

/** Runs `work` in a transaction that is then rolled back: the demo is left as it was. */
async function rolledBack<T>(db: Kysely<Database>, work: (trx: LooseDb) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction()
    .execute(async (trx) => {
      result = await work(trx as unknown as LooseDb);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return result as T;
}

describe.each(STORES)('the collection definitions on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);
  afterAll(() => app.close());

  it.each(COLLECTIONS.map((collection) => [collection.key, collection] as const))(
    '%s names its table, its name, media and platform columns as they are',
    async (_key, collection) => {
      const tables = await app.db.introspection.getTables();
      const columns = tables
        .find((table) => table.name === collection.table)
        ?.columns.map((column) => column.name);
      expect(columns).toEqual(
        expect.arrayContaining([
          'id',
          collection.nameColumn,
          ...collection.mediaColumns,
          ...(collection.perSite === 'none' ? [] : ['platform']),
        ]),
      );
    },
  );

  it.each(COLLECTIONS.map((collection) => [collection.key, collection.apiPath] as const))(
    '%s has its public and back office routes under /api/cms/web/%s',
    (_key, apiPath) => {
      expect(app.hasRoute({ method: 'POST', url: `/api/cms/web/${apiPath}` })).toBe(true);
      expect(app.hasRoute({ method: 'GET', url: `/api/cms/web/${apiPath}/details` })).toBe(true);
    },
  );

  it.each(
    COLLECTIONS.flatMap((collection) =>
      collection.mediaColumns.map((column) => [collection.key, column, collection] as const),
    ),
  )('a file in %s.%s is named where the file is used', async (_key, column, collection) => {
    const url = `/uploads/collection-probe-${column}.png`;
    const users = await rolledBack(app.db, async (trx) => {
      const row = await trx.selectFrom(collection.table).selectAll().limit(1).executeTakeFirstOrThrow();
      await trx
        .updateTable(collection.table)
        .set({ [column]: `<p><img src="${url}"></p>` })
        .where('id', '=', row.id)
        .execute();
      const name =
        collection.perSite === 'one'
          ? `${collection.label}（${(PLATFORM_NAMES as Record<string, string>)[String(row.platform)]}）`
          : `${collection.recordLabel}《${String(row[collection.nameColumn])}》`;
      return { name, found: await fileUsers(trx as unknown as Kysely<Database>, url) };
    });
    expect(users.found).toEqual([users.name]);
  });

  it("makes a new shown collection's triggers from its definition, and none for one not shown", async () => {
    const db = app.db as unknown as Kysely<Database>;
    for (const table of ['collection_probe_shown', 'collection_probe_hidden']) {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text')
        .execute();
    }
    const probe = app.db as unknown as LooseDb;
    await createContentGenerationTriggers(db, { table: 'collection_probe_shown', shownOnSite: true });
    await createContentGenerationTriggers(db, { table: 'collection_probe_hidden', shownOnSite: false });

    const before = await readContentGeneration(app.db);
    await probe.insertInto('collection_probe_hidden').values({ id: 1, name: 'a' }).execute();
    expect(await readContentGeneration(app.db)).toBe(before);
    await probe.insertInto('collection_probe_shown').values({ id: 1, name: 'a' }).execute();
    const afterInsert = await readContentGeneration(app.db);
    expect(afterInsert).toBeGreaterThan(before);
    await probe.updateTable('collection_probe_shown').set({ name: 'b' }).execute();
    const afterUpdate = await readContentGeneration(app.db);
    expect(afterUpdate).toBeGreaterThan(afterInsert);

    await dropContentGenerationTriggers(db, { table: 'collection_probe_shown' });
    await probe.deleteFrom('collection_probe_shown').execute();
    expect(await readContentGeneration(app.db)).toBe(afterUpdate);
    for (const table of ['collection_probe_shown', 'collection_probe_hidden']) {
      await sql`drop table ${sql.table(table)}`.execute(db);
    }
  });
});
