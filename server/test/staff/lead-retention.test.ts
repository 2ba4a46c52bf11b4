import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { ANONYMISED_NAME, daysAgo, forgetLeads, monthsAgo } from '../../src/staff/lead-retention';
import { parseRetentionArgs, retentionCommand } from '../../src/staff/lead-retention-command';
import { build, rowCount, STORES, type TestApp } from '../helper';

/** Tuesday 10 March 2026, 12:00 China time. */
const NOW = Date.parse('2026-03-10T04:00:00.000Z');
const DAY_MS = 86_400_000;

let serial = 0;

/** A lead stored `ageMs` before NOW, with a note and the note's audit row. */
async function insertLead(
  db: Kysely<Database>,
  ageMs: number,
  extra: { quarantine_reason?: string | null; phone?: string } = {},
): Promise<number> {
  serial += 1;
  const { id } = await db
    .insertInto('site_message')
    .values({
      name: `留存${'甲乙丙丁戊己庚辛'[serial % 8]}`,
      phone: extra.phone ?? `1590000${String(serial).padStart(4, '0')}`,
      channel: '运营营销',
      address: null,
      created_at: new Date(NOW - ageMs).toISOString(),
      source_ip: '203.0.113.9',
      status: 0,
      idempotency_key: `retention-${serial}`,
      public_id: `30000000-0000-4000-8000-${String(serial).padStart(12, '0')}`,
      quarantine_reason: extra.quarantine_reason ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('site_message_note')
    .values({
      lead_id: id,
      staff_id: null,
      author_name: '王老师',
      text: '本人说明天再打',
      created_at: new Date(NOW - ageMs).toISOString(),
    })
    .execute();
  await db
    .insertInto('audit_log')
    .values({
      at: new Date(NOW - ageMs).toISOString(),
      staff_id: null,
      staff_name: 'worker',
      action: 'addNote',
      entity: 'siteMessage',
      entity_id: String(id),
      summary: JSON.stringify({ noteId: 1, note: '本人说明天再打' }),
      ip: null,
    })
    .execute();
  return id;
}

const leadOf = (db: Kysely<Database>, id: number) =>
  db.selectFrom('site_message').selectAll().where('id', '=', id).executeTakeFirst();
const systemRows = (db: Kysely<Database>) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'summary', 'staff_id', 'staff_name', 'entity_id'])
    .where('staff_name', 'is', null)
    .where('entity', '=', 'siteMessage')
    .orderBy('id')
    .execute();
const noteTrail = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('audit_log')
    .select('summary')
    .where('entity_id', '=', String(id))
    .where('action', '=', 'addNote')
    .executeTakeFirstOrThrow();

describe('cut-offs', () => {
  it('counts months in China-time calendar days, and days exactly', () => {
    expect(monthsAgo(NOW, 6)).toBe('2025-09-09T16:00:00.000Z'); // 10 September 2025, 00:00 China
    // 31 March minus one month is the last day of February.
    expect(monthsAgo(Date.parse('2026-03-31T04:00:00Z'), 1)).toBe('2026-02-27T16:00:00.000Z');
    expect(monthsAgo(Date.parse('2026-01-15T04:00:00Z'), 13)).toBe('2024-12-14T16:00:00.000Z');
    expect(daysAgo(NOW, 30)).toBe(new Date(NOW - 30 * DAY_MS).toISOString());
  });

  it('reads the command line', () => {
    expect(parseRetentionArgs(['--months', '24'])).toEqual({ months: 24, mode: 'anonymise', dryRun: false });
    expect(parseRetentionArgs(['--months=6', '--delete', '--dry-run'])).toEqual({
      months: 6,
      mode: 'delete',
      dryRun: true,
    });
    for (const args of [
      [],
      ['--months'],
      ['--months', '0'],
      ['--months', 'x'],
      ['--months', '1.5'],
      ['--months', '6', '--all'],
    ]) {
      expect(typeof parseRetentionArgs(args)).toBe('string');
    }
  });
});

describe.each(STORES)('lead retention on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store, env: { LEAD_QUARANTINE_DAYS: '30', LEAD_RETENTION_MONTHS: '6' } });
    app.clock.now = () => NOW;
    // The sweep at start ran with the real clock: let it end before the tests insert old leads.
    await app.leadRetention.sweepNow();
  }, 60_000);
  beforeEach(async () => {
    await app.db.deleteFrom('site_message').execute();
    await app.db.deleteFrom('audit_log').execute();
  });

  it('sweeps: suspicious leads after LEAD_QUARANTINE_DAYS, all leads anonymised after LEAD_RETENTION_MONTHS; audited once', async () => {
    const oldBot = await insertLead(app.db, 31 * DAY_MS, { quarantine_reason: 'tooFast' });
    const youngBot = await insertLead(app.db, 29 * DAY_MS, { quarantine_reason: 'honeypot' });
    const oldLead = await insertLead(app.db, 200 * DAY_MS);
    const youngLead = await insertLead(app.db, 150 * DAY_MS);

    await app.leadRetention.sweepNow();

    expect(await leadOf(app.db, oldBot)).toBeUndefined();
    expect(await leadOf(app.db, youngBot)).toMatchObject({ quarantine_reason: 'honeypot' });
    expect(await leadOf(app.db, oldLead)).toMatchObject({
      name: ANONYMISED_NAME,
      phone: '',
      source_ip: null,
      idempotency_key: null,
      public_id: '30000000-0000-4000-8000-' + String(serial - 1).padStart(12, '0'),
    });
    expect((await leadOf(app.db, youngLead))?.name).not.toBe(ANONYMISED_NAME);
    const notes = await app.db.selectFrom('site_message_note').select('lead_id').execute();
    expect(notes.map((note) => note.lead_id).sort()).toEqual([youngBot, youngLead].sort());
    expect(JSON.parse((await noteTrail(app.db, oldLead)).summary)).toEqual({ noteId: 1, note: '[已删除]' });
    expect(JSON.parse((await noteTrail(app.db, youngLead)).summary).note).toBe('本人说明天再打');

    const audited = await systemRows(app.db);
    expect(audited.map((row) => [row.action, JSON.parse(row.summary), row.staff_id, row.entity_id])).toEqual([
      [
        'purgeQuarantined',
        { count: 1, before: daysAgo(NOW, 30), via: 'LEAD_QUARANTINE_DAYS=30' },
        null,
        null,
      ],
      ['anonymise', { count: 1, before: monthsAgo(NOW, 6), via: 'LEAD_RETENTION_MONTHS=6' }, null, null],
    ]);
    // Nothing left to do: nothing changes, nothing more is audited.
    await app.leadRetention.sweepNow();
    expect(await systemRows(app.db)).toHaveLength(2);
  });

  it('runs the command: a dry run counts, a run anonymises, --delete deletes; each audited with its cut-off', async () => {
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), now: () => NOW };
    const old = [await insertLead(app.db, 400 * DAY_MS), await insertLead(app.db, 380 * DAY_MS)];
    const recent = await insertLead(app.db, 100 * DAY_MS);

    expect(await retentionCommand(['--months', '12', '--dry-run'], app.config, io)).toBe(0);
    expect(lines.pop()).toMatch(
      /^Dry run: would anonymise 2 leads stored before 2025-03-09T16:00:00.000Z \(12 months\)/,
    );
    expect((await leadOf(app.db, old[0]!))?.phone).not.toBe('');

    expect(await retentionCommand(['--months', '12'], app.config, io)).toBe(0);
    expect(lines.pop()).toMatch(/^Anonymised 2 leads stored before/);
    expect(await retentionCommand(['--months', '12'], app.config, io)).toBe(0);
    expect(lines.pop()).toMatch(/^Anonymised 0 leads/);

    expect(await retentionCommand(['--months', '12', '--delete'], app.config, io)).toBe(0);
    expect(lines.pop()).toMatch(/^Deleted 2 leads/);
    expect(await leadOf(app.db, old[0]!)).toBeUndefined();
    expect(await leadOf(app.db, recent)).toBeDefined();
    expect((await systemRows(app.db)).map((row) => [row.action, JSON.parse(row.summary)])).toEqual([
      ['anonymise', { count: 2, before: monthsAgo(NOW, 12), via: 'npm run leads:retention' }],
      ['deleteOld', { count: 2, before: monthsAgo(NOW, 12), via: 'npm run leads:retention' }],
    ]);

    expect(await retentionCommand([], app.config, io)).toBe(2);
    expect(lines.pop()).toMatch(/^Usage: npm run leads:retention/);
  });

  it('works in batches, and two runs at once change each lead once', async () => {
    const count = 260;
    await app.db
      .insertInto('site_message')
      .values(
        Array.from({ length: count }, (_, n) => ({
          name: '批量',
          phone: `1580000${String(n).padStart(4, '0')}`,
          channel: '运营营销',
          address: null,
          created_at: new Date(NOW - 400 * DAY_MS - n * 1000).toISOString(),
          source_ip: null,
          status: 0 as const,
          idempotency_key: null,
          public_id: null,
        })),
      )
      .execute();
    const run = () =>
      forgetLeads(app.db, {
        mode: 'anonymise',
        before: monthsAgo(NOW, 12),
        now: NOW,
        action: 'anonymise',
        via: 'test',
        batch: 25,
      });
    const [first, second] = await Promise.all([run(), run()]);
    expect(first + second).toBe(count);
    const left = await app.db.selectFrom('site_message').select('id').where('phone', '<>', '').execute();
    expect(left).toEqual([]);
    const audited = await systemRows(app.db);
    expect(audited.reduce((sum, row) => sum + (JSON.parse(row.summary) as { count: number }).count, 0)).toBe(
      count,
    );
    expect(await rowCount(app.db, 'site_message')).toBe(count);
  });
});
