import type { Kysely, Transaction } from 'kysely';
import type { AuditEntry } from '@contract/staff';
import type { Database } from '../db/database';
import { INT_MAX } from '@contract/common';
import { type AuditEntity, isAuditEntity } from '@contract/audit';
import { COLLECTIONS } from '@contract/collections';
import {
  auditSummariesOf,
  insertAuditRows,
  sitesOfRecords,
  listAuditRows,
  namesOfRecords,
  setAuditSummary,
} from '../repositories/audit-log';
import { maskPersonalNumbers } from '../lib/personal-numbers';

/** What a write stores in the trail; `who`, `when` and the IP come from the request. */
export type AuditEvent = {
  /** `staffAccount`, `siteContent`, `siteMessage`, `session` … (camelCase, as the catalogue's entity). */
  entity: string;
  entityId?: string | number | null;
  /** `create`, `update`, `delete`, `signIn`, `signInFailed`, `signOut`, `export`, `resetPassword` … */
  action: string;
  /** The change: field → new value (or `{ from, to }`). Secrets and phone numbers are masked here. */
  summary?: Record<string, unknown>;
  /**
   * The site of the record (the trail of a site is read by its 站点管理员). Left out, it is the
   * site of the record `entityId` names as it is after the change: a delete, whose record is
   * gone, says it.
   */
  platform?: string | null;
};

export type AuditActor = { staffId: number | null; staffName: string | null; ip: string | null };

export const SUMMARY_MAX = 2000;
const SECRET_KEY = /pass(word)?|token|secret|cookie|sid|session|hash/i;
const MAX_TEXT = 200;

/** Copies a summary with secrets dropped, phone and ID numbers masked and long texts cut. */
export function sanitiseSummary(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') {
    const masked = maskPersonalNumbers(value);
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
  // Too long: the record's name and which fields changed are kept.
  const { name, changes } = (summary ?? {}) as { name?: unknown; changes?: unknown };
  const fields = Object.keys(typeof changes === 'object' && changes !== null ? changes : (summary ?? {}));
  const kept = {
    ...(typeof name === 'string' ? { name: sanitiseSummary(name) } : {}),
    truncated: true,
    fields: fields.filter((field) => field !== 'name').slice(0, 50),
  };
  return JSON.stringify(kept).slice(0, SUMMARY_MAX);
}

/**
 * The events with the name of their record added where the summary has none (an account's
 * change of `enabled`, a password reset): the record may be deleted later, and an id alone
 * cannot be turned into a name then. One query per kind of object.
 */
async function withRecordNames(
  db: Kysely<Database> | Transaction<Database>,
  events: AuditEvent[],
): Promise<AuditEvent[]> {
  const unnamed = recordIdsOf(
    events,
    (event, entity) => !!RECORDS_OF[entity]?.name && storedName(entity, event.summary ?? {}) === null,
  );
  if (unnamed.size === 0) return events;
  const names = new Map<string, string>();
  for (const [entity, ids] of unnamed) {
    const records = RECORDS_OF[entity]!;
    for (const [id, record] of await namesOfRecords(db, records.table, records.name, [...ids]))
      if (record.name) names.set(`${entity}:${id}`, record.name);
  }
  return events.map((event) => {
    const name = names.get(`${event.entity}:${event.entityId}`);
    return name === undefined ? event : { ...event, summary: { name, ...event.summary } };
  });
}

/** The events with the site of their record, for those that do not say it (one query per kind of record). */
async function withSites(
  db: Kysely<Database> | Transaction<Database>,
  events: AuditEvent[],
): Promise<AuditEvent[]> {
  const unplaced = recordIdsOf(
    events,
    (event, entity) => event.platform === undefined && !!RECORDS_OF[entity],
  );
  if (unplaced.size === 0) return events;
  const sites = new Map<string, string>();
  for (const [entity, ids] of unplaced) {
    for (const [id, site] of await sitesOfRecords(db, RECORDS_OF[entity]!.table, [...ids]))
      sites.set(`${entity}:${id}`, site);
  }
  return events.map((event) =>
    event.platform !== undefined
      ? event
      : { ...event, platform: sites.get(`${event.entity}:${event.entityId}`) ?? null },
  );
}

/** The record ids the events name, by kind of object, of the events `wanted` keeps. */
function recordIdsOf(
  events: readonly AuditEvent[],
  wanted: (event: AuditEvent, entity: AuditEntity) => boolean,
): Map<AuditEntity, Set<number>> {
  const ids = new Map<AuditEntity, Set<number>>();
  for (const event of events) {
    const id = entityIdOf(
      event.entityId === undefined || event.entityId === null ? null : String(event.entityId),
    );
    if (id === null || !isAuditEntity(event.entity) || !wanted(event, event.entity)) continue;
    ids.set(event.entity, (ids.get(event.entity) ?? new Set()).add(id));
  }
  return ids;
}

/**
 * The names of records in the order given (a new order of menus, banners …), for the trail:
 * the ids alone would mean nothing to staff. An id not found is left out.
 */
export async function recordNamesInOrder(
  db: Kysely<Database> | Transaction<Database>,
  entity: string,
  ids: readonly number[],
): Promise<string[]> {
  const records = isAuditEntity(entity) ? RECORDS_OF[entity] : undefined;
  if (!records?.name) return [];
  const names = await namesOfRecords(db, records.table, records.name, [...ids]);
  return ids.flatMap((id) => names.get(id)?.name ?? []);
}

/**
 * Writes audit rows with the caller's executor: inside the caller's transaction, the rows are
 * stored exactly when the change is. Several events (a bulk change, one row per record) go in
 * one insert.
 */
export async function writeAudit(
  db: Kysely<Database> | Transaction<Database>,
  actor: AuditActor,
  event: AuditEvent | AuditEvent[],
  at: Date,
): Promise<void> {
  const events = await withSites(db, await withRecordNames(db, [event].flat()));
  if (events.length === 0) return;
  await insertAuditRows(
    db,
    events.map((one) => ({
      at: at.toISOString(),
      staff_id: actor.staffId,
      staff_name: actor.staffName,
      action: one.action,
      entity: one.entity,
      entity_id: one.entityId === undefined || one.entityId === null ? null : String(one.entityId),
      summary: summaryText(one.summary),
      ip: actor.ip,
      platform: one.platform ?? null,
    })),
  );
}

/** Who a change made by the server itself (a retention sweep) or a command is recorded as: nobody. */
export const SYSTEM_ACTOR: AuditActor = { staffId: null, staffName: null, ip: null };

/** What stands in the trail for a text that was erased. */
export const ERASED = '[已删除]';

/** Summary keys whose values are free text about a person (a note about a lead, a name). */
const FREE_TEXT_KEYS = new Set(['note', 'text', 'name', 'phone']);

function eraseFreeText(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(eraseFreeText);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      FREE_TEXT_KEYS.has(key) && item !== null ? ERASED : eraseFreeText(item),
    ]),
  );
}

/** Most entity ids per query of `eraseFromTrail`: well inside both stores' parameter limits. */
const ERASE_BATCH = 500;

/**
 * The trail of records that are deleted or anonymised keeps what was done and when, but no
 * text about the person: note texts and names in the earlier rows of these records become
 * ERASED (index audit_log_entity_id_idx).
 */
export async function eraseFromTrail(
  db: Kysely<Database> | Transaction<Database>,
  entity: string,
  ids: readonly (number | string)[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += ERASE_BATCH) {
    const rows = await auditSummariesOf(db, entity, ids.slice(start, start + ERASE_BATCH).map(String));
    for (const row of rows) {
      let summary: unknown;
      try {
        summary = JSON.parse(row.summary);
      } catch {
        summary = { text: row.summary };
      }
      const erased = JSON.stringify(eraseFreeText(summary));
      if (erased !== row.summary) {
        await setAuditSummary(db, row.id, erased);
      }
    }
  }
}

function parseSummary(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * Where the records an entity names are kept, and the column that names them (null: not shown;
 * a lead's name is a person's): each collection's from its definition (a record kept one per
 * platform is named by its platform too), then the others. Entities not listed (a session, the
 * security policy) link nowhere.
 */
const RECORDS_OF: Partial<
  Record<AuditEntity, { table: keyof Database; name: string | null; platform?: boolean }>
> = {
  ...Object.fromEntries(
    COLLECTIONS.map((collection) => [
      collection.key,
      { table: collection.table, name: collection.nameColumn, platform: collection.perSite === 'one' },
    ]),
  ),
  serverFile: { table: 'server_file', name: 'original_name' },
  siteMessage: { table: 'site_message', name: null },
  staffAccount: { table: 'staff_account', name: 'username' },
  adWord: { table: 'ad_word', name: 'term' },
  leadAlertTarget: { table: 'lead_alert_target', name: 'name' },
  leadSourceAlias: { table: 'lead_source_alias', name: 'alias' },
};

/**
 * The name a row stored: `name` of the current format, else an older row's title or name. A
 * file's name is the one it was uploaded with (its `name` is the server's stored file name).
 */
function storedName(entity: string, summary: Record<string, unknown>): string | null {
  if (entity === 'siteMessage' || entity === 'session') return null;
  for (const key of ['originalName', 'name', 'title', 'siteTitle', 'username']) {
    const value = summary[key];
    if (typeof value === 'string' && value !== '' && value !== ERASED) return value;
  }
  return null;
}

const entityIdOf = (text: string | null) => {
  const id = Number(text);
  return text !== null && Number.isInteger(id) && id > 0 && id <= INT_MAX ? id : null;
};

/** A page of the trail, newest first, by entity, person and time (`to` excluded). */
export async function listAuditLog(
  db: Kysely<Database>,
  query: Parameters<typeof listAuditRows>[1],
): Promise<{ total: number; pageList: AuditEntry[] }> {
  const { total, pageList } = await listAuditRows(db, query);
  // Which of the page's records still exist, and their names now (one query per kind of object).
  const idsOf = new Map<AuditEntity, Set<number>>();
  for (const row of pageList) {
    const id = entityIdOf(row.entity_id);
    if (id === null || !isAuditEntity(row.entity) || !RECORDS_OF[row.entity]) continue;
    idsOf.set(row.entity, (idsOf.get(row.entity) ?? new Set()).add(id));
  }
  const found = new Map<string, { name: string | null; platform: string | null }>();
  for (const [entity, ids] of idsOf) {
    const records = RECORDS_OF[entity]!;
    const names = await namesOfRecords(db, records.table, records.name, [...ids], records.platform);
    for (const [id, record] of names) found.set(`${entity}:${id}`, record);
  }
  return {
    total,
    pageList: pageList.map((row) => {
      const summary = parseSummary(row.summary);
      const id = entityIdOf(row.entity_id);
      const now = id === null ? undefined : found.get(`${row.entity}:${id}`);
      return {
        id: row.id,
        at: row.at,
        staffId: row.staff_id,
        staffName: row.staff_name,
        action: row.action,
        entity: row.entity,
        entityId: row.entity_id,
        summary,
        ip: row.ip,
        name: storedName(row.entity, summary) ?? now?.name ?? null,
        exists: now !== undefined,
        platform: row.platform ?? now?.platform ?? null,
      };
    }),
  };
}
