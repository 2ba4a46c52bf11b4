import {
  SqliteAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  type Migration,
} from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

const flag = (name: string, initial: 0 | 1) => (col: ColumnDefinitionBuilder) =>
  col
    .notNull()
    .defaultTo(initial)
    .check(sql`${sql.ref(name)} in (0, 1)`);

/**
 * Staff accounts, their server-side sessions, failed sign-ins (the throttle) and the audit trail.
 * Numbered 003: 002 is kept for the public API's rate-limit table.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('staff_account'))
      .addColumn('username', 'text', (col) => col.notNull().unique())
      .addColumn('display_name', 'text', (col) => col.notNull())
      // scrypt$N$r$p$salt$hash (server/src/staff/password.ts)
      .addColumn('password_hash', 'text', (col) => col.notNull())
      // Bit N of the permission mask of before roles: 0 content, 1 leads, 2 lead export, 3 accounts (019 replaced it).
      .addColumn('permissions', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('enabled', 'integer', flag('enabled', 1))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addColumn('last_sign_in_at', 'text')
      .execute();

    // Only a SHA-256 of the cookie's 256-bit token is stored: a copy of the table signs nobody in.
    await db.schema
      .createTable('staff_session')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('staff_id', 'integer', (col) =>
        col.notNull().references('staff_account.id').onDelete('cascade'),
      )
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text', (col) => col.notNull())
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('staff_session_staff_idx').on('staff_session').column('staff_id').execute();

    await withId(db, db.schema.createTable('sign_in_failure'))
      .addColumn('username', 'text', (col) => col.notNull())
      .addColumn('ip', 'text', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('sign_in_failure_username_idx')
      .on('sign_in_failure')
      .columns(['username', 'at'])
      .execute();
    await db.schema
      .createIndex('sign_in_failure_ip_idx')
      .on('sign_in_failure')
      .columns(['ip', 'at'])
      .execute();

    // No foreign key to staff_account: the trail outlives the accounts it names.
    await withId(db, db.schema.createTable('audit_log'))
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('staff_id', 'integer')
      .addColumn('staff_name', 'text')
      .addColumn('action', 'text', (col) => col.notNull())
      .addColumn('entity', 'text', (col) => col.notNull())
      .addColumn('entity_id', 'text')
      .addColumn('summary', 'text', (col) => col.notNull().defaultTo('{}'))
      .addColumn('ip', 'text')
      .execute();
    await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
    await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'at']).execute();
    await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'at']).execute();
  },

  async down(db: AnyDb) {
    for (const table of ['audit_log', 'sign_in_failure', 'staff_session', 'staff_account']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
