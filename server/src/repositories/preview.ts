import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PreviewTable } from '../db/database';
import type { PreviewKind } from '@contract/preview';

/** The preview table (013): form values kept for a while so that their page can be rendered. */
type Executor = Kysely<Database> | Transaction<Database>;

export type PreviewRow = Selectable<PreviewTable>;

/** The most previews one staff member keeps at once: a new one beyond it drops their oldest. */
export const PREVIEWS_PER_STAFF = 50;

/**
 * Stores a preview, after deleting every expired one; then keeps only the newest
 * `PREVIEWS_PER_STAFF` of its author's, so the table stays bounded however often the button is
 * pressed.
 */
export async function insertPreview(
  db: Executor,
  preview: {
    id: string;
    kind: PreviewKind;
    recordId: number | null;
    values: Record<string, unknown>;
    staffId: number;
    createdAt: string;
    expiresAt: string;
  },
): Promise<void> {
  await db.deleteFrom('preview').where('expires_at', '<=', preview.createdAt).execute();
  await db
    .insertInto('preview')
    .values({
      id: preview.id,
      kind: preview.kind,
      record_id: preview.recordId,
      values_json: JSON.stringify(preview.values),
      staff_id: preview.staffId,
      created_at: preview.createdAt,
      expires_at: preview.expiresAt,
    })
    .execute();
  const kept = await db
    .selectFrom('preview')
    .select('id')
    .where('staff_id', '=', preview.staffId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(PREVIEWS_PER_STAFF)
    .execute();
  if (kept.length === PREVIEWS_PER_STAFF) {
    await db
      .deleteFrom('preview')
      .where('staff_id', '=', preview.staffId)
      .where(
        'id',
        'not in',
        kept.map((row) => row.id),
      )
      .execute();
  }
}

/** A preview by its id, unless it has expired (`nowIso`). */
export const findPreview = (db: Executor, id: string, nowIso: string) =>
  db
    .selectFrom('preview')
    .selectAll()
    .where('id', '=', id)
    .where('expires_at', '>', nowIso)
    .executeTakeFirst();
