import { SqliteAdapter, sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

const flag = (name: string, initial: 0 | 1) => (col: ColumnDefinitionBuilder) =>
  col
    .notNull()
    .defaultTo(initial)
    .check(sql`${sql.ref(name)} in (0, 1)`);

/**
 * Issue 23 item 2: two-factor sign-in (TOTP, RFC 6238) for staff.
 * - staff_two_factor: an account's TOTP secret (encrypted when STAFF_TOTP_KEY is set), whether
 *   enrolment was confirmed by a code, and the last time step used (a code is good once).
 * - staff_recovery_code: SHA-256 of each recovery code, and when it was used.
 * - staff_sign_in_challenge: the short-lived token between the password step and the code step.
 * - staff_security_policy: one row; whether accounts holding the accounts or export bit must use 2FA.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('staff_two_factor')
      .addColumn('staff_id', 'integer', (col) =>
        col.primaryKey().references('staff_account.id').onDelete('cascade'),
      )
      .addColumn('secret', 'text', (col) => col.notNull())
      // Null while enrolment waits for its first code.
      .addColumn('enabled_at', 'text')
      .addColumn('last_step', 'integer')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    const codes = db.schema.createTable('staff_recovery_code');
    await (
      db.getExecutor().adapter instanceof SqliteAdapter
        ? codes.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
        : codes.addColumn('id', 'serial', (col) => col.primaryKey())
    )
      .addColumn('staff_id', 'integer', (col) =>
        col.notNull().references('staff_account.id').onDelete('cascade'),
      )
      .addColumn('code_hash', 'text', (col) => col.notNull().unique())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('staff_recovery_code_staff_idx')
      .on('staff_recovery_code')
      .column('staff_id')
      .execute();

    await db.schema
      .createTable('staff_sign_in_challenge')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('staff_id', 'integer', (col) =>
        col.notNull().references('staff_account.id').onDelete('cascade'),
      )
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('staff_security_policy')
      .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
      .addColumn('require_two_factor', 'integer', flag('require_two_factor', 0))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db
      .insertInto('staff_security_policy' as never)
      .values({ id: 1, require_two_factor: 0, updated_at: new Date().toISOString() } as never)
      .execute();
  },

  async down(db: AnyDb) {
    for (const table of [
      'staff_security_policy',
      'staff_sign_in_challenge',
      'staff_recovery_code',
      'staff_two_factor',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
