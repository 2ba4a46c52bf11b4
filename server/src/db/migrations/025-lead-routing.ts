import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/** The first time staff answered a lead, as the trail recorded it: a status change or a note. */
const FIRST_TRAIL_RESPONSE = sql`(select min(audit_log.at) from audit_log
  where audit_log.entity = 'siteMessage'
    and audit_log.entity_id = cast(site_message.id as text)
    and audit_log.action in ('updateStatus', 'addNote')
    and audit_log.staff_id is not null)`;
const FIRST_NOTE = sql`(select min(site_message_note.created_at) from site_message_note
  where site_message_note.lead_id = site_message.id)`;

/**
 * Issue 38 item 3: lead routing and the response target (contract/lead-routing.ts).
 * - site_message.respond_by: when the first call is due (the site's target in working minutes
 *   from arrival, fixed at insert); first_response_at: the first status change or note by staff;
 *   overdue_alerted_at: when an overdue lead was last announced in the team's chat (written by
 *   the lead alerts). The leads of before get their first response from their notes and the
 *   trail, and no due time (they are never counted overdue).
 * - site_message_awaiting_idx: the leads still waiting for a first response, by due time (the
 *   console's summary counts the overdue ones every 30 s), a partial index in both stores.
 * - lead_routing_policy: a site's working hours (China time), target and after-hours owner; no
 *   row: the defaults. `version` grows with every save of the site's routing (its rules too), so
 *   two staff saving at once cannot both win.
 * - lead_routing_rule: a site's rules in `position` order, each with `turn`, the count of leads it
 *   has given: the next goes to member `turn mod n` (raised in the lead's transaction).
 * - lead_routing_member: who takes a rule's leads, in order. No foreign keys to accounts, like
 *   the trail: an account deleted later is skipped.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    for (const column of ['respond_by', 'first_response_at', 'overdue_alerted_at']) {
      await db.schema.alterTable('site_message').addColumn(column, 'text').execute();
    }
    await sql`update site_message set first_response_at = ${FIRST_NOTE}`.execute(db);
    await sql`update site_message set first_response_at = ${FIRST_TRAIL_RESPONSE}
      where ${FIRST_TRAIL_RESPONSE} is not null
        and (first_response_at is null or first_response_at > ${FIRST_TRAIL_RESPONSE})`.execute(db);
    await sql`create index site_message_awaiting_idx on site_message (respond_by)
      where first_response_at is null and quarantine_reason is null`.execute(db);

    await db.schema
      .createTable('lead_routing_policy')
      .addColumn('platform', 'text', (col) => col.primaryKey())
      .addColumn('work_days', 'text', (col) => col.notNull())
      .addColumn('work_start', 'text', (col) => col.notNull())
      .addColumn('work_end', 'text', (col) => col.notNull())
      .addColumn('response_minutes', 'integer', (col) =>
        col.notNull().check(sql`response_minutes between 1 and 1440`),
      )
      .addColumn('after_hours_owner_id', 'integer')
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await withId(db, db.schema.createTable('lead_routing_rule'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('source', 'text')
      .addColumn('campaign', 'text')
      .addColumn('turn', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('lead_routing_rule_platform_idx')
      .on('lead_routing_rule')
      .columns(['platform', 'position'])
      .execute();
    await db.schema
      .createTable('lead_routing_member')
      .addColumn('rule_id', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('staff_id', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('lead_routing_member_pk', ['rule_id', 'position'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('lead_routing_member').execute();
    await db.schema.dropTable('lead_routing_rule').execute();
    await db.schema.dropTable('lead_routing_policy').execute();
    await db.schema.dropIndex('site_message_awaiting_idx').execute();
    for (const column of ['overdue_alerted_at', 'first_response_at', 'respond_by']) {
      await db.schema.alterTable('site_message').dropColumn(column).execute();
    }
  },
};
