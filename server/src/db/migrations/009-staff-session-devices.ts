import { randomBytes } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;
// The tables as this migration knows them (untyped Kysely otherwise refuses every name).
type Then = {
  staff_session: { token_hash: string; public_id: string | null };
};

/**
 * Issue 23: sessions staff can see and end.
 * - staff_session gets a public id (128-bit random, hex: the console names a session by it, never
 *   by its token hash) and the browser's User-Agent (the list shows a device name made from it);
 * - staff_account keeps the IP of the last sign-in and the time and IP of the one before it
 *   ("上次登录" after signing in).
 * Live sessions are kept: each gets its id here.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('staff_session').addColumn('public_id', 'text').execute();
    await db.schema.alterTable('staff_session').addColumn('user_agent', 'text').execute();
    const typed = db as unknown as Kysely<Then>;
    const live = await typed.selectFrom('staff_session').select('token_hash').execute();
    for (const { token_hash } of live) {
      await typed
        .updateTable('staff_session')
        .set({ public_id: randomBytes(16).toString('hex') })
        .where('token_hash', '=', token_hash)
        .execute();
    }
    await db.schema
      .createIndex('staff_session_public_id_idx')
      .on('staff_session')
      .column('public_id')
      .unique()
      .execute();
    await db.schema.alterTable('staff_account').addColumn('last_sign_in_ip', 'text').execute();
    await db.schema.alterTable('staff_account').addColumn('previous_sign_in_at', 'text').execute();
    await db.schema.alterTable('staff_account').addColumn('previous_sign_in_ip', 'text').execute();
  },
  async down(db: AnyDb) {
    for (const column of ['previous_sign_in_ip', 'previous_sign_in_at', 'last_sign_in_ip']) {
      await db.schema.alterTable('staff_account').dropColumn(column).execute();
    }
    await db.schema.dropIndex('staff_session_public_id_idx').execute();
    await db.schema.alterTable('staff_session').dropColumn('user_agent').execute();
    await db.schema.alterTable('staff_session').dropColumn('public_id').execute();
  },
};
