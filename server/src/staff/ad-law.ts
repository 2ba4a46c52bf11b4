import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import {
  AD_LAW_FIELDS,
  AD_LAW_OVERRIDE_MAX,
  AD_LAW_OVERRIDE_MESSAGE,
  AD_LAW_OVERRIDE_MIN,
  type AdLawEntity,
  type AdLawHit,
  type AdLawText,
  adLawHitsMessage,
  compileAdLawEntry,
  type CompiledAdLawEntry,
  findAdLawHits,
} from '@contract/ad-law';
import { CODE } from '@contract/codes';
import type { Platform } from '@contract/common';
import { fieldLabel } from '@contract/field-labels';
import { can } from '@contract/roles';
import type { Database } from '../db/database';
import { ClientError } from '../lib/client-error';
import { badInput } from '../lib/content-input';
import { simplifiedChar } from '../lib/simplified-chinese';
import { enabledAdWords } from '../repositories/ad-word';

/**
 * The advertising-law check on the server (issue 37 item 3; contract/ad-law.ts matches,
 * docs/ad-law.md says how): the texts of a record, their hits against the enabled entries of the
 * word list, and the refusal of a save, submission or approval that has hits and no override.
 *
 * The entries are read at every check (one read of some 60 short rows: a check of a title took
 * 0.3 ms on SQLite, read and match, over 200 calls; a 100,000-character body 30 to 50 ms), so a
 * change made by any server process counts at the next check, with no cache to drop; what costs
 * is compiling an entry (its term and exceptions normalised into patterns), and that is kept per
 * process, keyed by the entry's text: a changed entry is compiled anew.
 */

type Executor = Kysely<Database> | Transaction<Database>;

/** Compiled entries by their text (term, exceptions, reason, article): a changed entry is a new key. */
const compiled = new Map<string, CompiledAdLawEntry | null>();
const COMPILED_MAX = 5_000;

async function enabledEntries(db: Executor): Promise<CompiledAdLawEntry[]> {
  const rows = await enabledAdWords(db);
  return rows.flatMap((row) => {
    const key = JSON.stringify([row.term, row.exceptions, row.reason, row.article]);
    let entry = compiled.get(key);
    if (entry === undefined) {
      let exceptions: unknown;
      try {
        exceptions = JSON.parse(row.exceptions);
      } catch {
        exceptions = [];
      }
      entry = compileAdLawEntry(
        {
          term: row.term,
          reason: row.reason,
          article: row.article,
          exceptions: Array.isArray(exceptions)
            ? exceptions.filter((item): item is string => typeof item === 'string')
            : [],
        },
        simplifiedChar,
      );
      if (compiled.size >= COMPILED_MAX) compiled.clear();
      compiled.set(key, entry);
    }
    return entry ? [entry] : [];
  });
}

/** The hits of the enabled entries in `texts` (each text plain, as given), by field, then by place. */
export async function adLawHits(db: Executor, texts: AdLawText[]): Promise<AdLawHit[]> {
  if (!texts.some((text) => text.text.length > 0)) return [];
  return findAdLawHits(await enabledEntries(db), texts, simplifiedChar);
}

/** Block-level tags: a line ends there (no hit runs from one paragraph into the next). */
const BLOCK_TAG =
  /<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|figure|figcaption|hr|pre)\b[^>]*>/gi;
const TAG = /<[^>]*>/g;
const NAMED_ENTITIES: Record<string, string> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  amp: '&',
};

/** Rich text as a reader sees it, for the check: tags out (a line break at each block), entities decoded, case kept. */
export function adLawPlainText(html: string): string {
  return html
    .replace(BLOCK_TAG, '\n')
    .replace(TAG, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    });
}

/** The checked texts of `values`, by the save body's property (`fields`) or by column (`columns`). */
function textsOf(entity: AdLawEntity, values: Record<string, unknown>, by: 'key' | 'column'): AdLawText[] {
  return AD_LAW_FIELDS[entity].flatMap(({ key, column, rich }) => {
    const value = values[by === 'key' ? key : column];
    if (typeof value !== 'string' || value.trim() === '') return [];
    return [{ field: key, label: fieldLabel(entity, key), text: rich ? adLawPlainText(value) : value }];
  });
}

/**
 * The texts of a record that are checked, from a row as stored (the columns `findRow` answers, or
 * a save's columns over them): content's title, summary, body (its text), 搜索标题 and 搜索描述;
 * a menu's name and SEO texts; a banner's title; the settings' site title, contact title,
 * copyright, address and the admission lookup's notice. Each with the save body's property and
 * the field's label (contract/field-labels.ts); empty texts are left out.
 */
export function adLawTextsOf(entity: AdLawEntity, row: Record<string, unknown>): AdLawText[] {
  return textsOf(entity, row, 'column');
}

/** The same from a form's current values, by the save body's property (POST …/adWord/check). */
export function adLawTextsOfFields(entity: AdLawEntity, fields: Record<string, unknown>): AdLawText[] {
  return textsOf(entity, fields, 'key');
}

/** The refusal of a text with hits: 400, code adLawHit, the hits named (the first field's `field`). */
export const adLawRefusal = (hits: readonly AdLawHit[]) =>
  new ClientError(400, CODE.adLawHit, adLawHitsMessage(hits), hits[0]?.field);

export const AD_LAW_OVERRIDE_FORBIDDEN = '无权以理由放行广告法提示';

/**
 * Refuses a save, submission or approval whose texts have hits: 400 with CODE.adLawHit and a
 * message naming them, unless `override` gives a reason (5 to 200 characters after trimming,
 * else 400 naming `adLawOverride`), which only a holder of `review` on `platform` may give (else
 * 403, 无权以理由放行广告法提示). An override is recorded in the trail (action `adLawOverride`, on
 * the record: its reason and the hits) with `db`: give the save's transaction, so the row is
 * stored exactly when the save is. Answers the hits passed (none: the texts are clear).
 */
export async function requireAdLawClear(
  db: Executor,
  request: FastifyRequest,
  spec: {
    entity: AdLawEntity;
    platform: Platform;
    /** The record (null: one not created yet). */
    recordId: number | null;
    texts: AdLawText[];
    override?: string;
  },
): Promise<AdLawHit[]> {
  const hits = await adLawHits(db, spec.texts);
  if (hits.length === 0) return [];
  const reason = spec.override?.trim() ?? '';
  if (reason === '') throw adLawRefusal(hits);
  if ([...reason].length < AD_LAW_OVERRIDE_MIN || [...reason].length > AD_LAW_OVERRIDE_MAX)
    throw badInput(AD_LAW_OVERRIDE_MESSAGE, 'adLawOverride');
  const roles = request.staff?.roles ?? [];
  if (!can(roles, 'review', spec.platform))
    throw new ClientError(403, CODE.forbidden, AD_LAW_OVERRIDE_FORBIDDEN);
  const name = spec.texts[0]?.text;
  await request.server.audit.record(db, request, {
    entity: spec.entity,
    entityId: spec.recordId,
    action: 'adLawOverride',
    summary: {
      ...(name ? { name: name.slice(0, 100) } : {}),
      overrideReason: reason,
      hits: hits.map((hit) => `${hit.label}“${hit.matched}”（${hit.reason}）`),
    },
    platform: spec.platform,
  });
  return hits;
}
