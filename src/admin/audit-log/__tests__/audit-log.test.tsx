import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@contract/staff';
import userEvent from '@testing-library/user-event';
import { renderConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed. Each test writes the rows of the trail it reads straight into the
// store (the server names and links them from the records as it does for any row): rows of today's
// format and of the older ones the store may still hold.
const server = installRealServer();

type PlacedRow = Pick<AuditEntry, 'action' | 'entity' | 'summary'> & { entityId?: number | string | null };

/**
 * The admin signed in, the trail holding exactly these rows (the first the newest: not even the
 * sign-in's own), and 操作日志 open.
 */
async function openTrail(rows: PlacedRow[]) {
  await server.signIn('admin');
  const editor = await server.app.db
    .selectFrom('staff_account')
    .select('id')
    .where('username', '=', 'editor')
    .executeTakeFirstOrThrow();
  await server.app.db.deleteFrom('audit_log').execute();
  const newestFirst = rows.map((row, index) => ({
    at: new Date(Date.parse('2026-03-01T02:00:00.000Z') - index * 60_000).toISOString(),
    staff_id: editor.id,
    staff_name: 'editor',
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId === undefined || row.entityId === null ? null : String(row.entityId),
    summary: JSON.stringify(row.summary),
    ip: '127.0.0.1',
  }));
  await server.app.db.insertInto('audit_log').values(newestFirst.reverse()).execute();
  return { ...renderConsole('/admin/audit-log'), user: userEvent.setup() };
}

/** The seed's first banner of 集团官网, first content item and 成人教育 (academic) settings. */
async function seedRecords() {
  const { db } = server.app;
  const banner = await db
    .selectFrom('site_banner')
    .select(['id', 'title'])
    .where('platform', '=', 'company')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const content = await db
    .selectFrom('site_content')
    .select(['id', 'title'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const academic = await db
    .selectFrom('site_setting')
    .select(['id', 'site_title'])
    .where('platform', '=', 'academic')
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('site_setting')
    .select(['id', 'site_title'])
    .where('platform', '=', 'company')
    .executeTakeFirstOrThrow();
  const editor = await db
    .selectFrom('staff_account')
    .select('id')
    .where('username', '=', 'editor')
    .executeTakeFirstOrThrow();
  return { banner, content, academic, company, editor };
}

/** The rows of the table, each as its cells' texts. */
async function tableRows() {
  const table = await screen.findByRole('table', { name: '操作日志（最新的在前）' });
  await within(table).findAllByRole('link');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell'));
}

describe('操作日志', () => {
  it('shows new rows in words: the action, the record named and linked, each field before → after', async () => {
    const { banner, content, academic } = await seedRecords();
    await openTrail([
      {
        action: 'update',
        entity: 'siteBanner',
        entityId: banner.id,
        summary: { name: banner.title, changes: { status: { from: true, to: false } } },
      },
      {
        action: 'update',
        entity: 'siteContent',
        entityId: content.id,
        summary: {
          name: content.title,
          changes: {
            title: { from: '旧标题', to: content.title },
            menuId: { from: 3, fromName: '新闻动态', to: 9, toName: '通知公告' },
            body: { from: 1234, to: 1301, richText: true },
            publishTime: { from: '2026-03-01T01:00:00.000Z', to: '2026-03-02T02:00:00.000Z' },
          },
        },
      },
      {
        action: 'update',
        entity: 'siteSetting',
        entityId: academic.id,
        summary: { name: academic.site_title, changes: { phone: { from: '400-1', to: '400-2' } } },
      },
      // A job position deleted since: no record of that id.
      { action: 'delete', entity: 'jobPosition', entityId: 99_999, summary: { name: '招生老师' } },
      { action: 'addNote', entity: 'siteMessage', entityId: 40, summary: { noteId: 3 } },
    ]);
    const rows = await tableRows();
    const texts = rows.map((cells) => cells.map((cell) => cell.textContent));

    // The banner: 修改, 轮播图 and its title linked to its screen, 启用：是 → 否.
    expect(texts[0]!.slice(2, 5)).toEqual(['修改', `轮播图${banner.title}`, '启用：是 → 否']);
    expect(within(rows[0]![3]!).getByRole('link', { name: `打开轮播图「${banner.title}」` })).toHaveAttribute(
      'href',
      `/admin/banners/${banner.id}`,
    );
    // The content item: the menu by its name, the body by its length, times in China time.
    const changes = within(rows[1]![4]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(changes).toEqual([
      `标题：旧标题 → ${content.title}`,
      '栏目：新闻动态 → 通知公告',
      '正文已修改（1,234 → 1,301 字）',
      '发布时间：2026-03-01 09:00 → 2026-03-02 10:00',
    ]);
    expect(within(rows[1]![3]!).getByRole('link', { name: `打开内容「${content.title}」` })).toHaveAttribute(
      'href',
      `/admin/content/${content.id}`,
    );
    // Site settings: one line, and the link opens the platform's settings.
    expect(texts[2]![4]).toBe('电话：400-1 → 400-2');
    expect(within(rows[2]![3]!).getByRole('link')).toHaveAttribute(
      'href',
      '/admin/site-settings?platform=academic',
    );
    // Deleted: the name stays, no link.
    expect(texts[3]!.slice(2, 5)).toEqual(['删除', '招聘职位招生老师（已不存在）', '—']);
    expect(within(rows[3]![3]!).queryByRole('link')).toBeNull();
    // A lead's note: Chinese action, the lead by number.
    expect(texts[4]!.slice(2, 4)).toEqual(['添加备注', '线索编号 40']);

    const page = document.body.textContent ?? '';
    for (const raw of ['{', '"from"', 'siteBanner', 'addNote', 'status', 'richText']) {
      expect([raw, page.includes(raw)]).toEqual([raw, false]);
    }
  });

  it('reads rows of the older formats in words too', async () => {
    const { content, editor } = await seedRecords();
    await openTrail([
      {
        action: 'update',
        entity: 'staffAccount',
        entityId: editor.id,
        summary: { enabled: { from: true, to: false }, permissions: { from: 1, to: 3 } },
      },
      {
        action: 'update',
        entity: 'siteContent',
        entityId: content.id,
        summary: {
          title: '旧标题',
          menuId: 3,
          body: '1234 字符',
          status: true,
          publishTime: '2026-03-01 09:00',
        },
      },
      { action: 'sort', entity: 'siteBanner', entityId: null, summary: { ids: [3, 1, 2] } },
    ]);
    const rows = await tableRows();
    const lines = (index: number) =>
      within(rows[index]![4]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines(0)).toEqual(['启用：是 → 否', '权限：内容管理 → 内容管理、线索查看']);
    expect(within(rows[0]![3]!).getByRole('link', { name: '打开账号「editor」' })).toHaveAttribute(
      'href',
      `/admin/accounts/${editor.id}`,
    );
    expect(lines(1)).toEqual([
      '栏目：（未记录名称）',
      '正文：1234 字',
      '发布：是',
      '发布时间：2026-03-01 09:00',
    ]);
    expect(rows[2]![2]!.textContent).toBe('调整顺序');
    expect(lines(2)).toEqual(['共 3 项']);
    expect(document.body.textContent).not.toContain('{');
  });

  it('says an account’s roles in words: those it was created with, and a change from → to', async () => {
    const { editor } = await seedRecords();
    await openTrail([
      {
        action: 'update',
        entity: 'staffAccount',
        entityId: editor.id,
        summary: {
          roles: {
            from: [{ role: 'groupEditor' }],
            to: [
              { role: 'admissionsLead', sites: ['company'] },
              { role: 'editor', sites: ['vocational', 'academic'] },
            ],
          },
        },
      },
      {
        action: 'update',
        entity: 'staffAccount',
        entityId: editor.id,
        summary: { roles: { from: [{ role: 'accountAdmin' }], to: [] } },
      },
      {
        action: 'create',
        entity: 'staffAccount',
        entityId: editor.id,
        summary: {
          username: 'editor',
          displayName: '演示编辑',
          roles: [{ role: 'writer', sites: ['selfStudy'] }],
          enabled: true,
          onboarding: 'password',
        },
      },
    ]);
    const rows = await tableRows();
    const lines = (index: number) =>
      within(rows[index]![4]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    // The catalogue's order and words, as the account list says them.
    expect(lines(0)).toEqual(['角色：集团内容管理员 → 编辑（成人教育、职业教育）、招生主管（集团官网）']);
    expect(lines(1)).toEqual(['角色：账号管理员 → 无角色']);
    expect(lines(2)).toContain('角色：撰稿人（自学考试）');
    // No raw key in the trail (the 操作人 filter names accounts by username: vocational.writer).
    const trail = rows
      .flat()
      .map((cell) => cell.textContent)
      .join(' ');
    for (const raw of ['roles', 'writer', 'selfStudy', 'groupEditor']) {
      expect([raw, trail.includes(raw)]).toEqual([raw, false]);
    }
  });

  it('filters by object in Chinese words', async () => {
    const { banner, company } = await seedRecords();
    const { user, router } = await openTrail([
      {
        action: 'update',
        entity: 'siteBanner',
        entityId: banner.id,
        summary: { name: banner.title, changes: {} },
      },
      {
        action: 'update',
        entity: 'siteSetting',
        entityId: company.id,
        summary: { name: company.site_title },
      },
    ]);
    await tableRows();
    expect(screen.getByRole('link', { name: `打开轮播图「${banner.title}」` })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('对象类型'), '站点设置');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toContain('entity=siteSetting'));
    await waitFor(() => expect(screen.queryByText(banner.title)).toBeNull());
    expect(server.calls('/api/bms/system/auditLog/list').at(-1)?.query).toMatchObject({
      entity: 'siteSetting',
    });
    expect(screen.getByRole('link', { name: `打开站点设置「${company.site_title}」` })).toBeInTheDocument();
  });
});
