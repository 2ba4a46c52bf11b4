import { build, menuId, STORES, type TestApp } from '../helper';

// The repositories straight, without HTTP: what the routes rely on.
describe.each(STORES)('repositories on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);

  it('builds each platform tree from published menus only, in sort order', async () => {
    for (const platform of ['company', 'academic', 'selfStudy', 'vocational'] as const) {
      const tree = await app.siteMenuRepository.listTree(platform);
      expect(tree.map((menu) => menu.name).slice(0, 4)).toEqual(['配置', '首页', '底部菜单', '悬浮菜单']);
      const sorts = tree.map((menu) => menu.sort);
      expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
      expect(tree.every((menu) => menu.platform === platform && menu.status)).toBe(true);
    }
  });

  it('finds a sub-menu within its tree, and not one under a hidden parent', async () => {
    const [tree, hiddenChild] = await Promise.all([
      app.siteMenuRepository.listTree('company'),
      app.db
        .selectFrom('site_menu as child')
        .innerJoin('site_menu as parent', 'parent.id', 'child.parent_id')
        .select('child.id')
        .where('parent.status', '=', 0)
        .where('child.status', '=', 1)
        .executeTakeFirstOrThrow(),
    ]);
    const section = tree.find((menu) => menu.path === '/recruit')!.subMenus[0]!;
    expect(await app.siteMenuRepository.findWithSubMenus(section.id)).toEqual(section);
    expect(await app.siteMenuRepository.findWithSubMenus(hiddenChild.id)).toBeUndefined();
  });

  it('pages content in both orders with the same total', async () => {
    const newsMenuId = await menuId(app.db, '集团新闻');
    const bySort = await app.siteContentRepository.list(newsMenuId, { pageNum: 2, pageSize: 10 }, 'sort');
    const byTime = await app.siteContentRepository.list(
      newsMenuId,
      { pageNum: 1, pageSize: 45 },
      'publishTime',
    );
    expect(bySort?.total).toBe(45);
    expect(byTime?.total).toBe(45);
    expect(bySort?.pageList).toHaveLength(10);
    const times = byTime!.pageList.map((item) => item.publishTime);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('saves leads, one per idempotency key', async () => {
    const lead = {
      name: '赵六',
      phone: '13600136000',
      channel: '运营营销',
      address: null,
      sourceIp: '10.0.0.1',
    };
    const keyed = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.siteMessageRepository.save({ ...lead, idempotencyKey: 'same-key' }),
      ),
    );
    expect(new Set(keyed).size).toBe(1);
    const plain = await app.siteMessageRepository.save({
      ...lead,
      phone: '13600136001',
      idempotencyKey: null,
    });
    expect(plain).not.toBe(keyed[0]);
    const rows = await app.db
      .selectFrom('site_message')
      .select('id')
      .where('phone', 'in', ['13600136000', '13600136001'])
      .execute();
    expect(rows).toHaveLength(2);
  });

  it('answers each lead of a concurrent batch with the id of its own row', async () => {
    const phones = Array.from({ length: 30 }, (_, index) => `1370000${String(index).padStart(4, '0')}`);
    const ids = await Promise.all(
      phones.map((phone, index) =>
        app.siteMessageRepository.save({
          name: '钱七',
          phone,
          channel: '运营营销',
          address: null,
          sourceIp: null,
          idempotencyKey: index % 3 === 0 ? `batch-${index}` : null,
        }),
      ),
    );
    const rows = await app.db
      .selectFrom('site_message')
      .select(['public_id', 'phone'])
      .where('phone', 'in', phones)
      .execute();
    const stored = new Map(rows.map((row) => [row.phone, row.public_id]));
    phones.forEach((phone, index) => expect(stored.get(phone)).toBe(ids[index]));
  });

  it('looks up admissions by site and number', async () => {
    expect(await app.schoolRollContinueRepository.findEnrollInfo(1, '310104199807251009')).toEqual({
      year: 2025,
      name: '王思雨',
      major: '学前教育（高起专）',
      gender: '女',
    });
    expect(await app.schoolRollContinueRepository.findEnrollInfo(2, '310104199807251009')).toBeNull();
  });

  it('parses the ICP links and answers nothing for a platform without settings', async () => {
    const setting = await app.siteSettingRepository.find('vocational');
    expect(setting?.icpLinks).toEqual([{ text: '粤ICP备12345678号-4', url: 'https://beian.miit.gov.cn/' }]);
    await app.db.deleteFrom('site_setting').where('platform', '=', 'academic').execute();
    expect(await app.siteSettingRepository.find('academic')).toBeUndefined();
  });
});
