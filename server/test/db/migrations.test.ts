import { Migrator, NO_MIGRATIONS, sql } from 'kysely';
import { COLLECTIONS } from '@contract/collections';
import { connect, type Store } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { migrationProvider } from '../../src/db/migrations';
import { postgresCluster, STORES, tempDir, type TestStore } from '../helper';

/** The collections' tables (their definitions) and the others. */
const TABLES = [
  ...COLLECTIONS.map((collection) => collection.table),
  'ad_word',
  'audit_log',
  'content_generation',
  'lead_alert_attempt',
  'lead_alert_delivery',
  'lead_alert_target',
  'lead_answer',
  'lead_form',
  'lead_source_alias',
  'lead_routing_member',
  'lead_routing_policy',
  'lead_routing_rule',
  'preview',
  'rate_limit',
  'review_request',
  'revision',
  'school_roll_continue',
  'server_file',
  'server_file_chunk',
  'server_file_variant',
  'sign_in_failure',
  'site_message',
  'site_message_note',
  'site_review_policy',
  'staff_account',
  'staff_password_link',
  'staff_recovery_code',
  'staff_security_policy',
  'staff_session',
  'staff_sign_in_challenge',
  'staff_two_factor',
].sort();

async function open(store: TestStore): Promise<Store> {
  const databaseUrl = store === 'postgres' ? await (await postgresCluster()).createDatabase() : undefined;
  return connect({ databaseUrl, dataDir: tempDir() });
}

/** Every migration of the folder, in the order they run (the provider's, checked against the
 * folder and the bundle in migration-list.test.ts). */
const migrationNames = async () => Object.keys(await migrationProvider.getMigrations()).sort();

describe.each(STORES)('migrations on %s', (store) => {
  let opened: Store;
  beforeAll(async () => {
    opened = await open(store);
  }, 30_000);
  afterAll(() => opened.db.destroy());

  it('creates every table, then has nothing left to run', async () => {
    expect(await migrateToLatest(opened.db)).toEqual(await migrationNames());
    const tables = (await opened.db.introspection.getTables()).map((table) => table.name).sort();
    expect(tables).toEqual(TABLES);
    expect(await migrateToLatest(opened.db)).toEqual([]);
  });

  it('gives ids that count up, 0/1 flags and a UNIQUE idempotency key', async () => {
    const insert = (key: string | null) =>
      opened.db
        .insertInto('site_message')
        .values({
          name: '张三',
          phone: '13800138000',
          channel: '运营营销',
          address: null,
          created_at: new Date().toISOString(),
          source_ip: null,
          status: 0,
          idempotency_key: key,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const first = await insert(null);
    const second = await insert(null);
    expect(second.id).toBe(first.id + 1);
    await insert('key-1');
    // Driver errors come from outside Jest's realm, so match their message rather than their class.
    await expect(insert('key-1')).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
    await expect(sql`update site_message set status = 2`.execute(opened.db)).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/check/i),
    );
    await opened.db.deleteFrom('site_message').execute();
  });

  it('migrates down to nothing and up again', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    const down = await migrator.migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await opened.db.introspection.getTables()).toEqual([]);
    expect(await migrateToLatest(opened.db)).toEqual(await migrationNames());
  });

  it('gives the content stored before 017 its body text for the search, tags out and entities read', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    expect((await migrator.migrateTo('015-content-generation')).error).toBeUndefined();
    const { id: menuId } = await sql<{ id: number }>`insert into site_menu (platform, name)
      values ('company', 'm016') returning id`
      .execute(opened.db)
      .then((result) => result.rows[0] ?? { id: 0 });
    const bodies = ['<p>青藤<strong>计划</strong> A&amp;B</p>', null, ''];
    for (const [index, body] of bodies.entries()) {
      await sql`insert into site_content (menu_id, title, body, publish_time, sort, status)
        values (${menuId}, ${`m016-${index}`}, ${body}, '2026-01-01T00:00:00.000Z', 0, 1)`.execute(opened.db);
    }
    const upTo017 = await migrator.migrateTo('017-content-body-text');
    expect(upTo017.error).toBeUndefined();
    const rows = await opened.db
      .selectFrom('site_content')
      .select(['title', 'body_text'])
      .where('menu_id', '=', menuId)
      .orderBy('title')
      .execute();
    // Latin letters in lower case: the search ignores their case.
    expect(rows.map((row) => row.body_text)).toEqual(['青藤计划 a&b', '', '']);
    await opened.db.deleteFrom('site_menu').where('id', '=', menuId).execute();
    expect(await migrateToLatest(opened.db)).toBeDefined();
  });

  it('gives the accounts of before 019 the roles that keep exactly what their permission bits allowed, and back', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    expect((await migrator.migrateTo('018-onboarding')).error).toBeUndefined();
    const at = new Date().toISOString();
    const everySite = ['company', 'academic', 'selfStudy', 'vocational'];
    const cases: [string, number, unknown[]][] = [
      ['m019.all', 0b1111, [{ role: 'groupAdmin' }]],
      ['m019.content', 0b0001, [{ role: 'groupEditor' }]],
      ['m019.leads', 0b0010, [{ role: 'admissionsOfficer', sites: everySite }]],
      ['m019.export', 0b0110, [{ role: 'admissionsLead', sites: everySite }]],
      ['m019.accounts', 0b1000, [{ role: 'accountAdmin' }]],
      [
        'm019.mixed',
        0b1011,
        [{ role: 'groupEditor' }, { role: 'accountAdmin' }, { role: 'admissionsOfficer', sites: everySite }],
      ],
      // The export needed the leads bit too: alone it opened nothing, and gives nothing.
      ['m019.exportonly', 0b0100, []],
      ['m019.none', 0, []],
    ];
    for (const [username, mask] of cases) {
      await sql`insert into staff_account
        (username, display_name, password_hash, permissions, enabled, created_at, updated_at)
        values (${username}, ${username}, 'x', ${mask}, 1, ${at}, ${at})`.execute(opened.db);
    }
    expect((await migrator.migrateTo('019-roles')).error).toBeUndefined();
    const rows = await opened.db
      .selectFrom('staff_account')
      .select(['username', 'roles'])
      .where('username', 'like', 'm019.%')
      .execute();
    const rolesOf = new Map(rows.map((row) => [row.username, JSON.parse(row.roles) as unknown]));
    for (const [username, , roles] of cases)
      expect([username, rolesOf.get(username)]).toEqual([username, roles]);

    // Down gives the bits back (an export-only account had nothing to keep).
    expect((await migrator.migrateTo('018-onboarding')).error).toBeUndefined();
    const { rows: masks } = await sql<{ username: string; permissions: number }>`
      select username, permissions from staff_account where username like 'm019.%'`.execute(opened.db);
    const maskOf = new Map(masks.map((row) => [row.username, Number(row.permissions)]));
    for (const [username, mask] of cases)
      expect([username, maskOf.get(username)]).toEqual([username, username === 'm019.exportonly' ? 0 : mask]);
    await sql`delete from staff_account where username like 'm019.%'`.execute(opened.db);
    expect(await migrateToLatest(opened.db)).toBeDefined();
  });

  it('gives the trail of before 020 the site of each record that still exists', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    expect((await migrator.migrateTo('019-roles')).error).toBeUndefined();
    const { rows } = await sql<{ id: number }>`insert into site_menu (platform, name, status, open_type, sort)
      values ('vocational', 'm020', 1, 'self', 10) returning id`.execute(opened.db);
    const menuId = rows[0]!.id;
    const at = new Date().toISOString();
    for (const [entity, entityId] of [
      ['siteMenu', String(menuId)],
      ['siteMenu', '999999'],
      ['staffAccount', '1'],
    ]) {
      await sql`insert into audit_log (at, action, entity, entity_id, summary)
        values (${at}, 'update', ${entity}, ${entityId}, '{}')`.execute(opened.db);
    }
    expect((await migrator.migrateTo('020-audit-site')).error).toBeUndefined();
    const { rows: trail } = await sql<{ entity: string; entity_id: string; platform: string | null }>`
      select entity, entity_id, platform from audit_log where at = ${at} order by id`.execute(opened.db);
    expect(
      trail.map((row) => [
        row.entity,
        row.entity_id === String(menuId) ? 'm020' : row.entity_id,
        row.platform,
      ]),
    ).toEqual([
      ['siteMenu', 'm020', 'vocational'],
      ['siteMenu', '999999', null],
      ['staffAccount', '1', null],
    ]);
    await sql`delete from audit_log where at = ${at}`.execute(opened.db);
    await sql`delete from site_menu where id = ${menuId}`.execute(opened.db);
    expect(await migrateToLatest(opened.db)).toBeDefined();
  });

  it('gives the leads of before 023 their source by the built-in aliases, keeping what the link carried', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    expect((await migrator.migrateTo('022-review')).error).toBeUndefined();
    const at = new Date().toISOString();
    // Stored before 023: the source was the utm_source in lower case, a referrer's host, or direct.
    const leads: [utm: string | null, source: string, expected: string][] = [
      ['weixin', 'weixin', 'wechat'],
      ['WeChat', 'wechat', 'wechat'],
      ['微信', '微信', 'wechat'],
      ['百度', '百度', 'baidu'],
      ['xhs', 'xhs', 'xiaohongshu'],
      ['bilibili', 'bilibili', 'bilibili'],
      [null, 'eol.cn', 'eol.cn'],
      [null, 'direct', 'direct'],
    ];
    for (const [index, [utm, source]] of leads.entries()) {
      await sql`insert into site_message (name, phone, channel, address, created_at, source_ip, status,
        idempotency_key, utm_source, source, medium)
        values (${`m023-${index}`}, '13800138000', '运营营销', null, ${at}, null, 0, null, ${utm}, ${source}, 'social')`.execute(
        opened.db,
      );
    }
    expect((await migrator.migrateTo('023-lead-words')).error).toBeUndefined();
    const { rows } = await sql<{ name: string; utm_source: string | null; source: string; medium: string }>`
      select name, utm_source, source, medium from site_message where name like 'm023-%' order by id`.execute(
      opened.db,
    );
    expect(rows.map((row) => [row.utm_source, row.source, row.medium])).toEqual(
      leads.map(([utm, , expected]) => [utm, expected, 'social']),
    );
    const setting = await opened.db
      .selectFrom('site_setting')
      .select(['working_hours', 'lead_next_steps', 'privacy_menu_id'])
      .executeTakeFirst();
    // A store with settings keeps them, with the new fields empty until staff fill them in.
    if (setting) expect(setting).toEqual({ working_hours: '', lead_next_steps: '', privacy_menu_id: null });
    expect((await migrator.migrateTo('022-review')).error).toBeUndefined();
    expect((await migrator.migrateTo('023-lead-words')).error).toBeUndefined();
    await sql`delete from site_message where name like 'm023-%'`.execute(opened.db);
    expect(await migrateToLatest(opened.db)).toBeDefined();
  });

  it('gives the leads of before 025 their first response from their notes and the trail, no due time', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    const names = await migrationNames();
    const before = names[names.indexOf('025-lead-routing') - 1]!;
    expect((await migrator.migrateTo(before)).error).toBeUndefined();
    const ids: number[] = [];
    for (const name of ['m025甲', 'm025乙', 'm025丙', 'm025丁']) {
      const { rows } = await sql<{ id: number }>`insert into site_message
        (name, phone, channel, created_at, status, public_id)
        values (${name}, '13800138000', '运营营销', '2026-03-02T01:00:00.000Z', 0, ${crypto.randomUUID()})
        returning id`.execute(opened.db);
      ids.push(rows[0]!.id);
    }
    const [both, noteOnly, untouched, bySystem] = ids as [number, number, number, number];
    const note = (lead: number, at: string) =>
      sql`insert into site_message_note (lead_id, staff_id, author_name, text, created_at)
        values (${lead}, null, '王老师', '已联系', ${at})`.execute(opened.db);
    const trail = (lead: number, action: string, at: string, staffId: number | null) =>
      sql`insert into audit_log (at, staff_id, action, entity, entity_id, summary)
        values (${at}, ${staffId}, ${action}, 'siteMessage', ${String(lead)}, '{}')`.execute(opened.db);
    await note(both, '2026-03-02T03:00:00.000Z');
    await trail(both, 'updateStatus', '2026-03-02T02:00:00.000Z', 1);
    await trail(both, 'assign', '2026-03-02T01:30:00.000Z', 1);
    await note(noteOnly, '2026-03-02T04:00:00.000Z');
    await trail(noteOnly, 'addNote', '2026-03-02T05:00:00.000Z', 1);
    await trail(bySystem, 'updateStatus', '2026-03-02T02:00:00.000Z', null);
    expect((await migrator.migrateTo('025-lead-routing')).error).toBeUndefined();
    const { rows } = await sql<{ id: number; first_response_at: string | null; respond_by: string | null }>`
      select id, first_response_at, respond_by from site_message where name like 'm025%' order by id`.execute(
      opened.db,
    );
    expect(rows.map((row) => [row.id, row.first_response_at, row.respond_by])).toEqual([
      // The status change came before the note; an assignment is no response.
      [both, '2026-03-02T02:00:00.000Z', null],
      [noteOnly, '2026-03-02T04:00:00.000Z', null],
      [untouched, null, null],
      // What the server did by itself is no response by staff.
      [bySystem, null, null],
    ]);
    await sql`delete from audit_log where entity = 'siteMessage' and entity_id in (${sql.join(ids.map(String))})`.execute(
      opened.db,
    );
    await sql`delete from site_message_note where lead_id in (${sql.join(ids)})`.execute(opened.db);
    await sql`delete from site_message where name like 'm025%'`.execute(opened.db);
    expect(await migrateToLatest(opened.db)).toBeDefined();
  });

  it('gives the sessions alive before 009 a public id each, and keeps them', async () => {
    const migrator = new Migrator({ db: opened.db, provider: migrationProvider });
    expect((await migrator.migrateTo('008-two-factor')).error).toBeUndefined();
    const at = new Date().toISOString();
    const { id } = await sql<{ id: number }>`insert into staff_account
      (username, display_name, password_hash, permissions, enabled, created_at, updated_at)
      values ('m009', 'm009', 'x', 0, 1, ${at}, ${at}) returning id`
      .execute(opened.db)
      .then((result) => result.rows[0] ?? { id: 0 });
    for (const hash of ['a'.repeat(64), 'b'.repeat(64)]) {
      await sql`insert into staff_session (token_hash, staff_id, created_at, last_seen_at, ip)
        values (${hash}, ${id}, ${at}, ${at}, null)`.execute(opened.db);
    }
    const upTo009 = await migrator.migrateTo('009-staff-session-devices');
    expect(upTo009.results?.map((result) => result.migrationName)).toEqual(['009-staff-session-devices']);
    const rows = await opened.db.selectFrom('staff_session').select(['public_id', 'user_agent']).execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => /^[0-9a-f]{32}$/.test(row.public_id) && row.user_agent === null)).toBe(true);
    expect(rows[0]?.public_id).not.toBe(rows[1]?.public_id);
    await opened.db.deleteFrom('staff_session').execute();
    await opened.db.deleteFrom('staff_account').where('username', '=', 'm009').execute();
  });

  if (store === 'sqlite') {
    it('runs SQLite with WAL, full sync, foreign keys and a busy timeout', async () => {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(opened.db)).rows[0] as object)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
    });
  }
});
