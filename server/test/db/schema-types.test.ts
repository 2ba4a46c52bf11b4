import fs from 'node:fs';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import ts from 'typescript';
import { connect, type Store } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { postgresCluster, STORES, tempDir, type TestStore } from '../helper';

/**
 * The row types (server/src/db/database.ts) against what the migrations make, on both stores.
 *
 * Why database.ts stays written by hand and is checked, not generated from the schema: its types
 * say more than a database can — `Flag` (0 | 1) where the column is an integer, `Generated<…>`
 * for what the insert may leave out, `number | string` for a bigint PostgreSQL answers as text —
 * and its comments are the column documentation. A generated file would drop all of that or
 * need it written somewhere else again. So the description compared here is read from
 * database.ts itself (through the TypeScript compiler, no second copy to keep in step): every
 * table the `Database` interface lists, every column of its interface, whether its type admits
 * `null`, and whether it is `Generated<…>`. A migration that adds, drops, renames or changes the
 * nullability of a column without database.ts following (or the other way round) fails here.
 */

type Column = { nullable: boolean; generated: boolean };
type Description = Record<string, Record<string, Column>>;

const DATABASE_TS = path.join(__dirname, '../../src/db/database.ts');

/** The tables and columns database.ts declares. */
function declared(): Description {
  const source = ts.createSourceFile(
    DATABASE_TS,
    fs.readFileSync(DATABASE_TS, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeNode>();
  source.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node.type);
  });
  const admitsNull = (type: ts.TypeNode): boolean => {
    if (ts.isLiteralTypeNode(type)) return type.literal.kind === ts.SyntaxKind.NullKeyword;
    if (ts.isUnionTypeNode(type)) return type.types.some(admitsNull);
    if (ts.isParenthesizedTypeNode(type)) return admitsNull(type.type);
    if (ts.isTypeReferenceNode(type)) {
      const name = type.typeName.getText(source);
      if (name === 'Generated') return admitsNull(type.typeArguments![0]!);
      const alias = aliases.get(name);
      return alias ? admitsNull(alias) : false;
    }
    return false;
  };
  const isGenerated = (type: ts.TypeNode) =>
    ts.isTypeReferenceNode(type) && type.typeName.getText(source) === 'Generated';
  const members = (name: string) => {
    const declaration = interfaces.get(name);
    if (!declaration) throw new Error(`database.ts declares no interface ${name}`);
    return declaration.members.filter(ts.isPropertySignature);
  };
  const description: Description = {};
  for (const table of members('Database')) {
    const tableName = table.name.getText(source);
    description[tableName] = {};
    for (const column of members(table.type!.getText(source))) {
      description[tableName][column.name.getText(source)] = {
        nullable: admitsNull(column.type!),
        generated: isGenerated(column.type!),
      };
    }
  }
  return description;
}

/**
 * Where database.ts is knowingly narrower than the schema, and why. Each must still differ (an
 * entry a later migration makes true goes).
 */
const NARROWER_THAN_SCHEMA: Record<string, string> = {
  // 009 added the column to a table with rows, which SQLite allows only without NOT NULL; it
  // filled every row then, and every session since starts with one: the code relies on it.
  'staff_session.public_id': 'not null in every row, nullable in the schema',
};

/** SQLite's primary-key columns. */
async function sqlitePrimaryKeys(db: Kysely<unknown>, table: string): Promise<Set<string>> {
  const { rows } = await sql<{ name: string; pk: number }>`
    select name, pk from pragma_table_info(${table})`.execute(db);
  return new Set(rows.filter((row) => row.pk > 0).map((row) => row.name));
}

/** The tables and columns the migrations made, as the store's introspection reports them. */
async function migrated(store: TestStore, db: Kysely<unknown>): Promise<Description> {
  const description: Description = {};
  for (const table of await db.introspection.getTables()) {
    const keys = store === 'sqlite' ? await sqlitePrimaryKeys(db, table.name) : new Set<string>();
    description[table.name] = {};
    for (const column of table.columns) {
      description[table.name]![column.name] = {
        // SQLite's table_info calls a primary key nullable unless declared NOT NULL (only an
        // integer one refuses null by itself); PostgreSQL refuses null in every primary key, and
        // the app never writes one: both count as not null.
        nullable: column.isNullable && !keys.has(column.name),
        generated: column.hasDefaultValue || column.isAutoIncrementing,
      };
    }
  }
  return description;
}

/** Only `nullable`, and `generated` where database.ts declares it: a default the type does not use is fine. */
const comparable = (description: Description, types: Description): Description =>
  Object.fromEntries(
    Object.entries(description).map(([table, columns]) => [
      table,
      Object.fromEntries(
        Object.entries(columns).map(([name, column]) => [
          name,
          {
            nullable: column.nullable,
            generated: types[table]?.[name]?.generated ? column.generated : false,
          },
        ]),
      ),
    ]),
  );

describe.each(STORES)('database.ts against the migrated schema on %s', (store) => {
  let opened: Store;
  beforeAll(async () => {
    const databaseUrl = store === 'postgres' ? await (await postgresCluster()).createDatabase() : undefined;
    opened = await connect({ databaseUrl, dataDir: tempDir() });
    await migrateToLatest(opened.db);
  }, 30_000);
  afterAll(() => opened.db.destroy());

  it('has the same tables, columns and nullability, and a default for every Generated column', async () => {
    const types = declared();
    const schema = await migrated(store, opened.db as unknown as Kysely<unknown>);
    // Kysely's own bookkeeping is not the app's.
    delete schema.kysely_migration;
    delete schema.kysely_migration_lock;
    for (const name of Object.keys(NARROWER_THAN_SCHEMA)) {
      const [table, column] = name.split('.') as [string, string];
      expect({ name, nullable: schema[table]?.[column]?.nullable }).toEqual({ name, nullable: true });
      schema[table]![column]!.nullable = false;
    }
    expect(Object.keys(schema).sort()).toEqual(Object.keys(types).sort());
    for (const table of Object.keys(types)) {
      expect({ table, columns: comparable({ [table]: schema[table]! }, types)[table] }).toEqual({
        table,
        columns: types[table],
      });
    }
  });

  it('reads the declarations it compares (a sample: nullable, not null, Generated)', () => {
    const types = declared();
    expect(types.site_message!.address).toEqual({ nullable: true, generated: false });
    expect(types.site_message!.name).toEqual({ nullable: false, generated: false });
    expect(types.site_message!.id).toEqual({ nullable: false, generated: true });
    expect(Object.keys(types)).toHaveLength(39);
  });
});
