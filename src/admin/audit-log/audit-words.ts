import { AUDIT_CODE_LABELS, type AuditChange } from '@contract/audit';
import type { Platform } from '@contract/common';
import { COLLECTIONS } from '@contract/collections';
import { fieldLabel } from '@contract/field-labels';
import { LEAD_STATUS_LABELS } from '@contract/lead-status';
import { isPlatform } from '@contract/platform';
import { mediaTypeLabel } from '@contract/server-file';
import { describeGrants, isRoleName, type RoleGrant } from '@contract/roles';
import { OPEN_TYPE_LABELS } from '@contract/site-menu';
import type { AuditEntry } from '@contract/staff';
import { formatDateTime } from '../ui/format';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { platformQuery } from '../ui/platform-switch';
import { auditMessages as t } from './messages';

/**
 * An audit row in words (issue 25 item 4): per field `标签：之前 → 之后`, labelled with the
 * contract's names where it declares them, values as staff read them (是 / 否, China time,
 * platform and role names, a menu by its name, rich text by its length). Rows of older
 * formats — the whole body, `{ field: { from, to } }`, `{ title }` — are read the same way.
 */

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The permission bits accounts had before roles (issue 37), bit N the Nth: rows written then keep
 * a number, `permissions`, read in these words.
 */
const FORMER_PERMISSION_LABELS = ['内容管理', '线索查看', '线索导出', '账号管理'] as const;

const formerPermissionWords = (mask: number) => {
  const names = FORMER_PERMISSION_LABELS.filter((_label, bit) => Math.floor(mask / 2 ** bit) % 2 === 1);
  return names.length > 0 ? names.join('、') : t.noPermissions;
};

const isGrant = (value: unknown): value is RoleGrant => {
  const { role, sites } = (value ?? {}) as { role?: unknown; sites?: unknown };
  return isRoleName(role) && (sites === undefined || Array.isArray(sites));
};

const number = (value: number) => value.toLocaleString('en-US');

/** A reference to another record (an account, a menu): its id alone is no word for staff. */
const REFERENCE = /^(assignee|.*Id)$/;

const isLeadStatus = (value: number): value is keyof typeof LEAD_STATUS_LABELS => value in LEAD_STATUS_LABELS;

/** A code the server records (a refusal's reason, a menu's window, a file's type) in words. */
function codeWords(key: string, value: string): string | null {
  if (key in AUDIT_CODE_LABELS) return AUDIT_CODE_LABELS[key]![value] ?? t.otherCode;
  if (key === 'openType') return OPEN_TYPE_LABELS[value as keyof typeof OPEN_TYPE_LABELS] ?? t.otherCode;
  if (key === 'type' && value.includes('/')) return mediaTypeLabel(value);
  return null;
}

/** One value in words. */
export function valueWords(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t.empty;
  if (typeof value === 'boolean') return value ? t.yes : t.no;
  if (key === 'platform' && isPlatform(value)) return PLATFORM_LABELS[value];
  if (key === 'permissions' && typeof value === 'number') return formerPermissionWords(value);
  // An account's roles, the account list's way: 编辑（职业教育、自学考试）; 无角色 for none.
  if (key === 'roles' && Array.isArray(value)) return describeGrants(value.filter(isGrant));
  if (typeof value === 'string') {
    return codeWords(key, value) ?? (ISO_TIME.test(value) ? formatDateTime(value) : value);
  }
  if (typeof value === 'number') {
    // A lead's status is a number (contract/lead-status.ts); a reference whose name was not
    // recorded (an older row) says so rather than showing the id.
    if (key === 'status' && isLeadStatus(value)) return LEAD_STATUS_LABELS[value];
    return REFERENCE.test(key) ? t.unnamed : String(value);
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t.empty;
    return value.map((item) => valueWords(key, item)).join(key === 'widths' ? '、' : '；');
  }
  if (typeof value === 'object') {
    // A list's item (an ICP link: text and url) or a bag of values: its values, in order.
    return Object.entries(value as Record<string, unknown>)
      .map(([inner, item]) => valueWords(inner, item))
      .join(' ');
  }
  return String(value);
}

const isChange = (value: unknown): value is AuditChange =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  ('to' in value || 'from' in value) &&
  Object.keys(value).every((key) => ['from', 'to', 'fromName', 'toName', 'richText'].includes(key));

function changeLine(entity: string, key: string, change: AuditChange): string {
  const label = fieldLabel(entity, key);
  const had = 'from' in change;
  if (change.richText) {
    const to = number(Number(change.to ?? 0));
    return had ? t.richChanged(label, number(Number(change.from ?? 0)), to) : t.richSet(label, to);
  }
  const side = (value: unknown, name: string | null | undefined) =>
    typeof name === 'string' ? name : valueWords(key, value);
  const to = side(change.to, change.toName);
  return had ? `${label}：${side(change.from, change.fromName)} → ${to}` : `${label}：${to}`;
}

/**
 * Keys a row keeps that are no words for staff: a note's number (its text is shown), a preview's
 * token, the server's stored file name (the name it was uploaded with is shown), the assignee's
 * name of an older row (shown as the assignee's change), a new order's ids (shown by name).
 */
function hiddenKey(entity: string, key: string, summary: Record<string, unknown>): boolean {
  if (key === 'noteId' || key === 'preview' || key === 'assigneeName') return true;
  if (key === 'name' && entity === 'serverFile') return true;
  return key === 'ids' && Array.isArray(summary.names);
}

/** An older row's assign (`{ assignee: { from, to }, assigneeName }`): the name it kept, on its side. */
function withAssigneeName(summary: Record<string, unknown>, change: AuditChange): AuditChange {
  const name = summary.assigneeName;
  return typeof name === 'string' && !('toName' in change) ? { ...change, toName: name } : change;
}

/** A lead given by the lead routing (issue 38 item 3), in one sentence: by which rule, to whom. */
function autoAssignLine(summary: Record<string, unknown>): string {
  const assignee = summary.assignee as AuditChange | undefined;
  const name = typeof assignee?.toName === 'string' ? assignee.toName : t.unnamed;
  return typeof summary.rule === 'string' ? t.assignedByRule(summary.rule, name) : t.assignedAfterHours(name);
}

/** The lines under 变更内容, in the order the row lists its fields. */
export function entryLines(entry: AuditEntry): string[] {
  const { entity, summary } = entry;
  const lines: string[] = [];
  if (entity === 'siteMessage' && entry.action === 'autoAssign') return [autoAssignLine(summary)];
  const truncated = summary.truncated === true && Array.isArray(summary.fields);
  if (truncated) {
    const fields = (summary.fields as unknown[]).map((field) => fieldLabel(entity, String(field)));
    return [t.truncated(fields.join('、'))];
  }
  const { changes } = summary;
  if (typeof changes === 'object' && changes !== null && !Array.isArray(changes)) {
    // The current format: { name, changes }, and a restore's version (历史版本).
    if (typeof summary.restoredFrom === 'number') lines.push(t.restoredFrom(summary.restoredFrom));
    const entries = Object.entries(changes as Record<string, unknown>);
    for (const [key, change] of entries) {
      lines.push(
        isChange(change)
          ? changeLine(entity, key, change)
          : `${fieldLabel(entity, key)}：${valueWords(key, change)}`,
      );
    }
    if (entries.length === 0 && entry.action === 'update') lines.push(t.nothingChanged);
    return lines;
  }
  // Older rows: a field → { from, to }, a field → value, or the name alone.
  for (const [key, value] of Object.entries(summary)) {
    if (value === entry.name && ['name', 'title', 'originalName', 'username'].includes(key)) continue;
    if (hiddenKey(entity, key, summary)) continue;
    if (key === 'names' && Array.isArray(value)) {
      lines.push(`${fieldLabel(entity, key)}：${value.map(String).join('、')}`);
    } else if (key === 'filters' && typeof value === 'object' && value !== null) {
      // An export's filters: each by its name (状态 已联系).
      const filters = Object.entries(value as Record<string, unknown>).map(
        ([inner, item]) => `${fieldLabel(entity, inner)} ${valueWords(inner, item)}`,
      );
      lines.push(`${fieldLabel(entity, key)}：${filters.join('，') || t.empty}`);
    } else if (key === 'ids' && Array.isArray(value)) {
      // An older order kept only ids: how many records it ordered.
      lines.push(t.items(value.length));
    } else if (isChange(value)) {
      lines.push(changeLine(entity, key, key === 'assignee' ? withAssigneeName(summary, value) : value));
    } else if (!(key === 'body' || key === 'bio' || key === 'requirements') || typeof value !== 'string') {
      lines.push(`${fieldLabel(entity, key)}：${valueWords(key, value)}`);
    } else {
      // An older save kept rich text as "1234 字符": its length.
      lines.push(`${fieldLabel(entity, key)}：${value.replace(/\s*字符$/, ' 字')}`);
    }
  }
  return lines;
}

/** Where a record of the trail is edited in the console (under /admin), if it has a screen. */
export function targetPath(entry: AuditEntry): string | null {
  const id = entry.entityId;
  if (!entry.exists) return null;
  if (entry.entity === 'siteSetting') {
    return `/site-settings${isPlatform(entry.platform) ? platformQuery(entry.platform as Platform) : ''}`;
  }
  if (entry.entity === 'leadRouting' && isPlatform(entry.entityId))
    return `/lead-routing${platformQuery(entry.entityId)}`;
  if (entry.entity === 'leadForm' && isPlatform(entry.entityId))
    return `/lead-form${platformQuery(entry.entityId)}`;
  // An entry of 广告法词库 is edited in the list's dialog: the list found by its term.
  if (entry.entity === 'adWord')
    return entry.name ? `/ad-words?keyword=${encodeURIComponent(entry.name)}` : null;
  // 来源别名 are edited in their list's dialog.
  if (entry.entity === 'leadSourceAlias') return '/lead-source-aliases';
  const base = SCREEN_OF[entry.entity];
  return base && id ? `/${base}/${encodeURIComponent(id)}` : null;
}

/** Each collection's screen (its definition's), then the others'. */
const SCREEN_OF: Record<string, string> = {
  ...Object.fromEntries(COLLECTIONS.map((collection) => [collection.key, collection.screen.path])),
  staffAccount: 'accounts',
  siteMessage: 'leads',
};

/** Whether an object of this kind is a record (with a number worth showing): not a session or the policy. */
export const hasRecords = (entity: string) =>
  entity in SCREEN_OF ||
  entity === 'siteSetting' ||
  entity === 'serverFile' ||
  entity === 'adWord' ||
  entity === 'leadSourceAlias';

/** The object's name under its kind (对象): the record's name, else its number; none for a session or the policy. */
export function targetName(entry: AuditEntry): string | null {
  if (entry.name) return entry.name;
  // A site's review mode is named by its site.
  if (entry.entity === 'reviewPolicy' && isPlatform(entry.entityId)) return PLATFORM_LABELS[entry.entityId];
  return entry.entityId && hasRecords(entry.entity) ? t.numbered(entry.entityId) : null;
}
