import type { Kysely, Transaction } from 'kysely';
import type { AuditChange, AuditSummaryOfChange } from '@contract/audit';
import type { Database } from '../db/database';
import { findRowLabel } from '../repositories/content-table';

/**
 * What a save of a content record writes in the trail (issue 25 item 4): the record's name at the
 * time and, per field, its value before and after — only the fields that changed. Columns are
 * named as the save body names them (`publish_time` → `publishTime`), so the console can label
 * them with the contract's words.
 */

type Executor = Kysely<Database> | Transaction<Database>;
type Row = Record<string, unknown>;

/** Columns a save writes that are not a staff member's field. */
const SKIPPED = new Set(['id', 'sort', 'created_at', 'updated_at']);
/** Rich text: the trail keeps its length, never the markup. */
const RICH_TEXT = new Set(['body', 'bio', 'requirements']);
/** 0/1 switches, recorded as true/false. */
const FLAGS = new Set(['status', 'noindex']);
/** Stored as JSON text (a list of ICP links): compared and recorded as the value it holds. */
const JSON_TEXT = new Set(['icp_links']);
/** References to a menu: recorded with the menu's name. */
const MENU_REFERENCES = new Set(['menu_id', 'parent_id']);
/** The column that names a record, first found wins. */
const NAME_COLUMNS = ['title', 'name', 'site_title'];

const camelCase = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The visible characters of rich text: markup and white space not counted, an entity one character. */
export function richTextLength(html: unknown): number {
  if (typeof html !== 'string') return 0;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_')
    .replace(/\s+/g, '');
  return [...text].length;
}

function valueOf(column: string, value: unknown): unknown {
  if (value === undefined) return null;
  if (FLAGS.has(column)) return value === null ? null : Boolean(Number(value));
  if (JSON_TEXT.has(column) && typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const MINUTE = 60_000;

/**
 * Equal as staff see them: times to the minute (the console's time boxes have no seconds, so a
 * time set by the server at a save and sent back by the form loses only its seconds).
 */
function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string' && ISO_TIME.test(a) && ISO_TIME.test(b)) {
    const [first, second] = [Date.parse(a), Date.parse(b)];
    if (!Number.isNaN(first) && !Number.isNaN(second))
      return Math.floor(first / MINUTE) === Math.floor(second / MINUTE);
  }
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/** The record's name: its title, name or site title after the save (before it, if emptied). */
export function nameOf(after: Row, before?: Row): string | null {
  for (const column of NAME_COLUMNS) {
    const value = after[column] ?? before?.[column];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return null;
}

async function menuName(db: Executor, id: unknown): Promise<string | null> {
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  const menu = await findRowLabel(db as Kysely<Database>, 'site_menu', id, 'name');
  return menu?.name ?? null;
}

/** Per column, what staff call its codes (a template's key → its name): recorded beside the code. */
export type CodeNames = Record<string, Record<string, string>>;

/**
 * The summary of a save: `before` the stored row (none: a create, every field given is recorded
 * as set), `after` the columns written, `codeNames` the names of the codes a column holds.
 */
export async function changeSummary(
  db: Executor,
  before: Row | undefined,
  after: Row,
  codeNames: CodeNames = {},
): Promise<AuditSummaryOfChange> {
  const changes: Record<string, AuditChange> = {};
  for (const [column, written] of Object.entries(after)) {
    if (SKIPPED.has(column)) continue;
    const to = valueOf(column, written);
    const from = before ? valueOf(column, before[column]) : undefined;
    if (before ? same(from, to) : to === null || to === '') continue;
    const key = camelCase(column);
    if (RICH_TEXT.has(column)) {
      changes[key] = {
        ...(before ? { from: richTextLength(from) } : {}),
        to: richTextLength(to),
        richText: true,
      };
    } else if (MENU_REFERENCES.has(column)) {
      changes[key] = {
        ...(before ? { from, fromName: await menuName(db, from) } : {}),
        to,
        toName: await menuName(db, to),
      };
    } else if (codeNames[column]) {
      const nameOf = (code: unknown) =>
        typeof code === 'string' ? (codeNames[column]![code] ?? null) : null;
      changes[key] = {
        ...(before ? { from, fromName: nameOf(from) } : {}),
        to,
        toName: nameOf(to),
      };
    } else {
      changes[key] = before ? { from, to } : { to };
    }
  }
  return { name: nameOf(after, before), changes };
}
