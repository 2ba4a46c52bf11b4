import { type Kysely, type Migration } from 'kysely';
import {
  createContentGenerationTriggers,
  dropContentGenerationTriggers,
} from '../content-generation-triggers';

// Migrations see the schema as it was when they were written, not today's Database interface.
type AnyDb = Kysely<unknown>;

/** The public form shows lead_form: its writes drop the site's kept answers, in every process. */
const LEAD_FORM = { table: 'lead_form', shownOnSite: true } as const;

/**
 * Issue 38 item 1: the lead form's fields staff shape (contract/lead-form-fields.ts).
 * - lead_form: a site's fields beyond name and phone (JSON, in order, retired ones kept with
 *   `retired: true` so that stored answers still show under their label) and its 意向专业 list
 *   (JSON); no row: name and phone only. `version` grows with every save (two staff saving at
 *   once cannot both win); `next_key` numbers the fields' keys (`f1`, `f2` …), never reused. The
 *   public form's definition is a kept public answer: its writes raise the content generation.
 * - lead_answer: a lead's answers, one row per value (a multiple choice's options, a region's
 *   province then city), by the field's key: the inbox filters and the report counts them in
 *   either store without JSON functions.
 * - site_message.form_version: the form's version the visitor filled (null: before, or none).
 */
export const migration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('lead_form')
      .addColumn('platform', 'text', (col) => col.primaryKey())
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('fields', 'text', (col) => col.notNull())
      .addColumn('majors', 'text', (col) => col.notNull())
      .addColumn('next_key', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await createContentGenerationTriggers(db, LEAD_FORM);
    await db.schema
      .createTable('lead_answer')
      .addColumn('lead_id', 'integer', (col) => col.notNull())
      .addColumn('field_key', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('lead_answer_pk', ['lead_id', 'field_key', 'position'])
      .execute();
    await db.schema
      .createIndex('lead_answer_value_idx')
      .on('lead_answer')
      .columns(['field_key', 'value'])
      .execute();
    await db.schema.alterTable('site_message').addColumn('form_version', 'integer').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('site_message').dropColumn('form_version').execute();
    await db.schema.dropTable('lead_answer').execute();
    await dropContentGenerationTriggers(db, LEAD_FORM);
    await db.schema.dropTable('lead_form').execute();
  },
};
