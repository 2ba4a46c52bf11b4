import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';

/** What a write stores in the trail; `who`, `when` and the IP come from the request. */
export type AuditEvent = {
  /** `staffAccount`, `siteContent`, `siteMessage`, `session` … (camelCase, as the catalogue's entity). */
  entity: string;
  entityId?: string | number | null;
  /** `create`, `update`, `delete`, `signIn`, `signInFailed`, `signOut`, `export`, `resetPassword` … */
  action: string;
  /** The change: field → new value (or `{ from, to }`). Secrets and phone numbers are masked here. */
  summary?: Record<string, unknown>;
};

export type AuditActor = { staffId: number | null; staffName: string | null; ip: string | null };

export const SUMMARY_MAX = 2000;
const SECRET_KEY = /pass(word)?|token|secret|cookie|sid|session|hash/i;
const PHONE = /(?<!\d)(1\d{2})\d{4}(\d{4})(?!\d)/g;
const MAX_TEXT = 200;

/** Copies a summary with secrets dropped, phone numbers masked and long texts cut. */
export function sanitiseSummary(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const masked = value.replace(PHONE, '$1****$2');
    return masked.length > MAX_TEXT ? `${masked.slice(0, MAX_TEXT)}…` : masked;
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return value;
  if (depth > 4) return '…';
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => sanitiseSummary(item, depth + 1));
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [
        key,
        SECRET_KEY.test(key) ? '[已隐藏]' : sanitiseSummary(item, depth + 1),
      ]),
    );
  }
  return undefined;
}

/** The summary as stored: sanitised JSON text of at most SUMMARY_MAX characters. */
export function summaryText(summary: Record<string, unknown> | undefined): string {
  const text = JSON.stringify(sanitiseSummary(summary ?? {}));
  if (text.length <= SUMMARY_MAX) return text;
  return JSON.stringify({ truncated: true, fields: Object.keys(summary ?? {}).slice(0, 50) }).slice(
    0,
    SUMMARY_MAX,
  );
}

/**
 * Writes one audit row with the caller's executor: inside the caller's transaction, the row is
 * stored exactly when the change is.
 */
export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
  event: AuditEvent,
  at: Date,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      staff_id: actor.staffId,
      staff_name: actor.staffName,
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
      summary: summaryText(event.summary),
      ip: actor.ip,
    })
    .execute();
}
