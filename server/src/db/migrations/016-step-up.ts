import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/**
 * Issue 35: step-up and the code step's own limit.
 * - staff_session.confirmed_at: when the session last proved its password (its sign-in, or the
 *   password asked again before a sensitive action: enrolling or resetting a second factor, account
 *   administration, exporting leads). Null in the sessions of before: they confirm it once.
 * - staff_sign_in_challenge.tries: codes checked under that pending token; a token takes only a
 *   few (staff/two-factor.ts CODE_TRIES_PER_TOKEN), then the password is asked again.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('staff_session').addColumn('confirmed_at', 'text').execute();
    await db.schema
      .alterTable('staff_sign_in_challenge')
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('staff_sign_in_challenge').dropColumn('tries').execute();
    await db.schema.alterTable('staff_session').dropColumn('confirmed_at').execute();
  },
};
