import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel } from '@contract/audit';

/**
 * Every object and action the server writes into the trail has its Chinese name in
 * contract/audit.ts (what 操作日志 shows). The server's sources are read: each `action:` and
 * `entity:` with its quoted words (`status ? 'publish' : 'unpublish'` gives both), and the action
 * a bulk lead change passes to `updateChanged`.
 */
const SOURCES = path.join(__dirname, '../../src');

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return entry.name.endsWith('.ts') ? [file] : [];
  });
}

/** The quoted words of the expressions after `key:` (up to the end of the property). */
function recorded(text: string, key: string): string[] {
  const words: string[] = [];
  for (const match of text.matchAll(new RegExp(`\\b${key}:\\s*([^,}\\n]+)`, 'g'))) {
    for (const word of match[1]!.matchAll(/'([A-Za-z]+)'/g)) words.push(word[1]!);
  }
  return words;
}

// The revisions' own `action` (create, update, restore, baseline) is a column of the revision
// table, not of the trail.
const NOT_THE_TRAIL = [`${path.sep}migrations${path.sep}`, `${path.sep}staff${path.sep}revisions.ts`];
const files = sourcesOf(SOURCES).filter((file) => !NOT_THE_TRAIL.some((part) => file.includes(part)));
const texts = files.map((file) => readFileSync(file, 'utf8'));
const actions = new Set(texts.flatMap((text) => recorded(text, 'action')));
for (const text of texts) {
  for (const match of text.matchAll(/updateChanged\(\s*trx,\s*\w+,\s*\{[^}]*\},\s*'([A-Za-z]+)'/g))
    actions.add(match[1]!);
}
const entities = new Set(texts.flatMap((text) => recorded(text, 'entity')));
// The example in staff-auth.ts's comment.
entities.delete('thing');

describe('the audit catalogue', () => {
  it('finds what the server records (the scan works)', () => {
    expect([...actions]).toEqual(
      expect.arrayContaining(['create', 'update', 'sort', 'publish', 'unpublish', 'addNote', 'restore']),
    );
    expect([...entities]).toEqual(expect.arrayContaining(['siteBanner', 'siteSetting', 'session']));
  });

  it('names every action the server records in Chinese', () => {
    const unnamed = [...actions].filter((action) => !(action in AUDIT_ACTION_LABELS));
    expect(unnamed).toEqual([]);
  });

  it('names every object the server records in Chinese', () => {
    const unnamed = [...entities].filter((entity) => !(entity in AUDIT_ENTITY_LABELS));
    expect(unnamed).toEqual([]);
  });

  it('reads restore per object: a revision restored, a lead set back to normal', () => {
    expect(auditActionLabel('siteContent', 'restore')).toBe('恢复版本');
    expect(auditActionLabel('siteMessage', 'restore')).toBe('恢复为正常线索');
    expect(auditActionLabel('siteMessage', 'unknownThing')).toBe('unknownThing');
  });
});
