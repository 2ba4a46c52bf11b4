import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

const flag = (name: string) => (col: ColumnDefinitionBuilder) =>
  col
    .notNull()
    .defaultTo(0)
    .check(sql`${sql.ref(name)} in (0, 1)`);

/**
 * Issue 37 item 4: accounts that onboard themselves.
 * - staff_account.email: where a 忘记密码 reset link goes (null: resets go through an admin).
 * - staff_account.must_change_password: the password was set by an admin (a new account's
 *   temporary one, a reset); the account must choose its own before anything else. 0 for the
 *   accounts of before: they keep what they can do.
 * - staff_password_link: the one-time links that set a password, an invitation (72 h) or a reset
 *   (60 min); only the SHA-256 of each token is kept, and when it was used.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('staff_account').addColumn('email', 'text').execute();
    await db.schema
      .alterTable('staff_account')
      .addColumn('must_change_password', 'integer', flag('must_change_password'))
      .execute();
    await db.schema
      .createTable('staff_password_link')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('staff_id', 'integer', (col) =>
        col.notNull().references('staff_account.id').onDelete('cascade'),
      )
      .addColumn('purpose', 'text', (col) => col.notNull().check(sql`purpose in ('invite', 'reset')`))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('staff_password_link_staff_idx')
      .on('staff_password_link')
      .columns(['staff_id', 'purpose'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('staff_password_link').execute();
    await db.schema.alterTable('staff_account').dropColumn('must_change_password').execute();
    await db.schema.alterTable('staff_account').dropColumn('email').execute();
  },
};
