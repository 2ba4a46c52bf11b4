import { SqliteAdapter, sql, type CreateTableBuilder, type Kysely, type Migration } from 'kysely';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

function withId<T extends string>(db: AnyDb, table: CreateTableBuilder<T, never>) {
  return db.getExecutor().adapter instanceof SqliteAdapter
    ? table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    : table.addColumn('id', 'serial', (col) => col.primaryKey());
}

/**
 * Issue 38 item 2: alerts where the team is (contract/lead-alert.ts).
 * - lead_alert_target: a site's destination (a 企业微信, 钉钉 or 飞书 robot, or a mail address);
 *   `address` and `secret` sealed like the TOTP secrets (lib/sealed-secret.ts), `address_hint`
 *   what staff see of the address; its health (failures in a row, the last try).
 * - lead_alert_delivery: the outbox, written in the lead's transaction: one row per lead and
 *   enabled destination of its site, and again once if it is overdue (`reason`: unique per lead,
 *   destination and reason, never twice), claimed by a worker with a lease,
 *   retried until sent or given up. The destination's name and kind are kept as they were (it may
 *   be renamed or deleted later). No foreign keys, like the trail: a delivery outlives its lead.
 * - lead_alert_attempt: each try of a delivery, with its outcome in words.
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await withId(db, db.schema.createTable('lead_alert_target'))
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) =>
        col.notNull().check(sql`kind in ('wecom', 'dingtalk', 'feishu', 'email')`),
      )
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('address_hint', 'text', (col) => col.notNull())
      .addColumn('secret', 'text')
      .addColumn('enabled', 'integer', (col) =>
        col
          .notNull()
          .defaultTo(1)
          .check(sql`enabled in (0, 1)`),
      )
      .addColumn('consecutive_failures', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('last_attempt_at', 'text')
      .addColumn('last_success_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('lead_alert_target_site_idx')
      .on('lead_alert_target')
      .columns(['platform', 'enabled'])
      .execute();

    await withId(db, db.schema.createTable('lead_alert_delivery'))
      .addColumn('lead_id', 'integer', (col) => col.notNull())
      .addColumn('target_id', 'integer', (col) => col.notNull())
      .addColumn('platform', 'text', (col) => col.notNull())
      .addColumn('target_name', 'text', (col) => col.notNull())
      .addColumn('target_kind', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) =>
        col
          .notNull()
          .defaultTo('new')
          .check(sql`reason in ('new', 'overdue')`),
      )
      .addColumn('state', 'text', (col) =>
        col.notNull().check(sql`state in ('pending', 'sent', 'failed', 'cancelled')`),
      )
      .addColumn('next_attempt_at', 'text', (col) => col.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('lease_owner', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('last_error', 'text')
      .execute();
    await db.schema
      .createIndex('lead_alert_delivery_once_idx')
      .on('lead_alert_delivery')
      .columns(['lead_id', 'target_id', 'reason'])
      .unique()
      .execute();
    // The worker's claim: pending rows by their next try.
    await db.schema
      .createIndex('lead_alert_delivery_due_idx')
      .on('lead_alert_delivery')
      .columns(['state', 'next_attempt_at'])
      .execute();
    // 通知记录, newest first, by site or by destination.
    await db.schema
      .createIndex('lead_alert_delivery_site_idx')
      .on('lead_alert_delivery')
      .columns(['platform', 'id'])
      .execute();
    await db.schema
      .createIndex('lead_alert_delivery_target_idx')
      .on('lead_alert_delivery')
      .columns(['target_id', 'state'])
      .execute();

    await withId(db, db.schema.createTable('lead_alert_attempt'))
      .addColumn('delivery_id', 'integer', (col) => col.notNull())
      .addColumn('at', 'text', (col) => col.notNull())
      .addColumn('ok', 'integer', (col) => col.notNull().check(sql`ok in (0, 1)`))
      .addColumn('http_status', 'integer')
      .addColumn('error', 'text')
      .addColumn('duration_ms', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('lead_alert_attempt_delivery_idx')
      .on('lead_alert_attempt')
      .columns(['delivery_id', 'id'])
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('lead_alert_attempt').execute();
    await db.schema.dropTable('lead_alert_delivery').execute();
    await db.schema.dropTable('lead_alert_target').execute();
  },
};
