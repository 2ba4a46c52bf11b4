import type { Kysely, Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/**
 * Issue 21: the console's summary of leads is polled by every open console every ~30 s, and the
 * trail of a deleted or anonymised lead is rewritten. Both read by index:
 * - the open normal leads (untouched, unassigned, follow-ups due, mine) are counted from one
 *   covering index, without reading the suspicious ones or the closed ones;
 * - the audit rows of one record are found by entity and id, not by scanning the trail.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createIndex('site_message_open_idx')
      .on('site_message')
      // lead_status first: an index leading with quarantine_reason would be taken for every list
      // query (`quarantine_reason is null`), which must walk the primary key in id order instead.
      .columns(['lead_status', 'quarantine_reason', 'assignee_id', 'follow_up_date'])
      .execute();
    await db.schema
      .createIndex('audit_log_entity_id_idx')
      .on('audit_log')
      .columns(['entity', 'entity_id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropIndex('audit_log_entity_id_idx').execute();
    await db.schema.dropIndex('site_message_open_idx').execute();
  },
};
