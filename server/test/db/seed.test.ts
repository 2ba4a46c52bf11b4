import { readFileSync } from 'node:fs';
import path from 'node:path';
import { connect, type Store } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/db/seed';
import { isValidCitizenId } from '@contract/id-card';
import { tempDir } from '../helper';

const contract = readFileSync(path.resolve(__dirname, '../../../docs/content-contract.md'), 'utf8');

/** The lines of the markdown table that follows a heading. */
function tableAfter(heading: string): string[][] {
  const section = contract.slice(contract.indexOf(heading));
  const lines = section.split('\n').filter((line) => line.startsWith('|'));
  const end = section.split('\n').findIndex((line, index) => index > 2 && line.startsWith('## '));
  const within = section
    .split('\n')
    .slice(0, end === -1 ? undefined : end)
    .filter((line) => line.startsWith('|'));
  return (within.length ? within : lines).slice(2).map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );
}

const CONTRACT_PAGE_TYPES = tableAfter('## Page types').map(([name]) => name!);
const CONTRACT_PAIRS = tableAfter('## Content and sort types').flatMap(([contentType, , routes]) =>
  [...(routes ?? '').matchAll(/`(s-\d+-\d+)`/g)].map(
    (match) => `${contentType!.replace(/`/g, '')} ${match[1]}`,
  ),
);

describe('demo seed', () => {
  let store: Store;
  beforeAll(async () => {
    store = connect({ databaseUrl: undefined, dataDir: tempDir() });
    await migrateToLatest(store.db);
    expect(await seedIfEmpty(store.db, { enrollSiteId: 1 })).toBe(true);
  }, 30_000);
  afterAll(() => store.db.destroy());

  const menus = () => store.db.selectFrom('site_menu').selectAll().execute();

  it('reads the contract tables it checks against', () => {
    expect(CONTRACT_PAGE_TYPES).toHaveLength(17);
    expect(CONTRACT_PAIRS).toHaveLength(23);
  });

  it('seeds only an empty database', async () => {
    const before = (await menus()).length;
    expect(await seedIfEmpty(store.db, { enrollSiteId: 1 })).toBe(false);
    expect((await menus()).length).toBe(before);
  });

  it('gives every platform the four special top menus and a navigation', async () => {
    const all = await menus();
    for (const platform of ['company', 'academic', 'selfStudy', 'vocational']) {
      const top = all
        .filter((menu) => menu.platform === platform && menu.parent_id === null)
        .map((menu) => menu.name);
      expect(top.slice(0, 4)).toEqual(['配置', '首页', '底部菜单', '悬浮菜单']);
      expect(top.length).toBeGreaterThan(6);
    }
  });

  it('uses every page type of the contract and a staff-made one, and no unknown one', async () => {
    const used = new Set((await menus()).map((menu) => menu.page_type));
    for (const name of CONTRACT_PAGE_TYPES) expect(used).toContain(name);
    const staffMade = await store.db
      .selectFrom('page_type')
      .selectAll()
      .where('name', '=', '荣誉墙')
      .executeTakeFirstOrThrow();
    expect(staffMade.template_key).toBe('word_list14');
    expect(used).toContain('荣誉墙');
    const known = new Set(
      (await store.db.selectFrom('page_type').select('name').execute()).map((row) => row.name),
    );
    // Visitors never meet a menu that does nothing: every seeded page type exists. (A menu whose
    // page type is unknown stays inert: src/registry and the header's tests.)
    for (const name of used) if (name !== null) expect([name, known.has(name)]).toEqual([name, true]);
  });

  it('uses every (contentType, sortType) pair of the contract', async () => {
    const used = new Set((await menus()).map((menu) => `${menu.content_type} ${menu.sort_type}`));
    for (const pair of CONTRACT_PAIRS) expect(used).toContain(pair);
  });

  it('points external-link menus (c-0) at a local page through their first item', async () => {
    const links = (await menus()).filter((menu) => menu.content_type === 'c-0');
    expect(links.map((menu) => menu.sort_type)).toEqual(expect.arrayContaining(['s-0-1', 's-0-2']));
    for (const menu of links) {
      const first = await store.db
        .selectFrom('site_content')
        .select('url')
        .where('menu_id', '=', menu.id)
        .orderBy('sort')
        .executeTakeFirstOrThrow();
      expect(first.url).toMatch(/^\/[a-z_]+$/);
    }
  });

  it('gives each fixed page of the company site 2 to 4 sections with content', async () => {
    const all = await menus();
    const paths = [
      '/about_us',
      '/education',
      '/academic_education',
      '/student',
      '/self_business',
      '/vocation',
      '/feature',
      '/recruit',
      '/online_registration',
      '/concact_us',
    ];
    for (const fixed of paths) {
      const menu = all.find(
        (row) => row.platform === 'company' && row.parent_id === null && row.path === fixed,
      );
      expect(menu).toBeDefined();
      const sections = all.filter((row) => row.parent_id === menu!.id);
      expect(sections.length).toBeGreaterThanOrEqual(2);
      expect(sections.length).toBeLessThanOrEqual(4);
      for (const section of sections) {
        // 校区查询 shows the site's campuses, not the menu's items.
        const items =
          section.page_type === '校区查询'
            ? await store.db.selectFrom('campus').select('id').where('platform', '=', 'company').execute()
            : await store.db
                .selectFrom('site_content')
                .select('id')
                .where('menu_id', '=', section.id)
                .execute();
        expect({ section: section.name, items: items.length > 0 }).toEqual({
          section: section.name,
          items: true,
        });
      }
    }
  });

  it('has the three dropdown cases, an unpublished menu, unpublished content and a 45+ list', async () => {
    const all = (await menus()).filter((menu) => menu.platform === 'company');
    const subsOf = (name: string) => {
      const top = all.find((menu) => menu.parent_id === null && menu.name === name)!;
      return all.filter((menu) => menu.parent_id === top.id).map((menu) => menu.name);
    };
    expect(subsOf('师资力量')).toEqual(['师资力量']);
    expect(subsOf('合作办学')).toEqual(['校企合作']);
    expect(subsOf('新闻中心').length).toBeGreaterThan(3);
    expect(all.some((menu) => menu.status === 0)).toBe(true);
    const drafts = await store.db.selectFrom('site_content').select('id').where('status', '=', 0).execute();
    expect(drafts.length).toBeGreaterThan(0);
    const longest = await store.db
      .selectFrom('site_content')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 1)
      .groupBy('menu_id')
      .orderBy('n', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(longest.n)).toBeGreaterThanOrEqual(45);
  });

  it('gives the bottom menu icons and keeps every image local', async () => {
    const all = await menus();
    const bottom = all.filter((menu) =>
      all.some((top) => top.id === menu.parent_id && top.name === '底部菜单'),
    );
    expect(bottom.length).toBeGreaterThan(0);
    for (const menu of bottom) expect(menu.icon).toMatch(/^\/images\/demo\/.+\.svg$/);
    const contents = await store.db.selectFrom('site_content').select(['image', 'body', 'video']).execute();
    for (const content of contents) {
      if (content.image) expect(content.image).toMatch(/^\/images\/demo\//);
      if (content.video) expect(content.video).toMatch(/^\/media\//);
      expect(content.body ?? '').not.toMatch(/(src|href)="(https?:)?\/\//);
    }
  });

  it('seeds valid admission records: an X, a 15-digit number, and another site', async () => {
    const rolls = await store.db.selectFrom('school_roll_continue').selectAll().execute();
    const site1 = rolls.filter((roll) => roll.site_id === 1);
    expect(site1.length).toBeGreaterThanOrEqual(20);
    expect(rolls.filter((roll) => roll.site_id === 2).length).toBeGreaterThanOrEqual(2);
    for (const roll of rolls.filter((row) => row.id_card_no.length === 18)) {
      expect(isValidCitizenId(roll.id_card_no)).toBe(true);
      // The 17th digit is odd for men (1) and even for women (2).
      expect(Number(roll.id_card_no[16]) % 2 === 1 ? 1 : 2).toBe(roll.gender);
    }
    expect(rolls.some((roll) => roll.id_card_no.endsWith('X'))).toBe(true);
    expect(rolls.some((roll) => roll.id_card_no.length === 15)).toBe(true);
  });

  it('seeds settings for the four platforms, one without a Weibo QR', async () => {
    const settings = await store.db.selectFrom('site_setting').selectAll().execute();
    expect(settings.map((row) => row.site_title).sort()).toEqual(
      ['华夏成人教育', '华夏教育集团', '华夏职业教育', '华夏自考'].sort(),
    );
    expect(settings.some((row) => row.weibo_qr === null)).toBe(true);
    const banners = await store.db.selectFrom('site_banner').selectAll().where('status', '=', 1).execute();
    expect(banners.length).toBe(12);
    const teachers = await store.db.selectFrom('coworker').select('id').where('status', '=', 1).execute();
    expect(teachers.length).toBeGreaterThanOrEqual(8);
    const jobs = await store.db.selectFrom('job_position').select('id').where('status', '=', 1).execute();
    expect(jobs.length).toBeGreaterThanOrEqual(6);
  });
});
