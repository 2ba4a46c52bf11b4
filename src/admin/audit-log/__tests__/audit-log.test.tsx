import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@contract/staff';
import { openConsoleAs } from '@/testing/console';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();

const row = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  at: '2026-03-01T02:00:00.000Z',
  staffId: 2,
  staffName: 'editor',
  action: 'update',
  entity: 'siteBanner',
  entityId: '7',
  summary: {},
  ip: '127.0.0.1',
  name: null,
  exists: true,
  platform: null,
  ...fields,
});

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
    staff.audit = [
      row(5, {
        entity: 'siteBanner',
        name: '春季招生',
        summary: { name: '春季招生', changes: { status: { from: true, to: false } } },
      }),
      row(4, {
        entity: 'siteContent',
        entityId: '31',
        name: '新标题',
        summary: {
          name: '新标题',
          changes: {
            title: { from: '旧标题', to: '新标题' },
            menuId: { from: 3, fromName: '新闻动态', to: 9, toName: '通知公告' },
            body: { from: 1234, to: 1301, richText: true },
            publishTime: { from: '2026-03-01T01:00:00.000Z', to: '2026-03-02T02:00:00.000Z' },
          },
        },
      }),
      row(3, {
        entity: 'siteSetting',
        entityId: '2',
        name: '华夏成人教育',
        platform: 'academic',
        summary: { name: '华夏成人教育', changes: { phone: { from: '400-1', to: '400-2' } } },
      }),
      row(2, {
        action: 'delete',
        entity: 'jobPosition',
        entityId: '12',
        name: '招生老师',
        exists: false,
        summary: { name: '招生老师' },
      }),
      row(1, { action: 'addNote', entity: 'siteMessage', entityId: '40', summary: { noteId: 3 } }),
    ];
    openConsoleAs(staff, 'admin', '/admin/audit-log');
    const rows = await tableRows();
    const texts = rows.map((cells) => cells.map((cell) => cell.textContent));

    // The banner: 修改, 轮播图 「春季招生」 linked to its screen, 启用：是 → 否.
    expect(texts[0]!.slice(2, 5)).toEqual(['修改', '轮播图春季招生', '启用：是 → 否']);
    expect(within(rows[0]![3]!).getByRole('link', { name: '打开轮播图「春季招生」' })).toHaveAttribute(
      'href',
      '/admin/banners/7',
    );
    // The content item: the menu by its name, the body by its length, times in China time.
    const content = within(rows[1]![4]!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(content).toEqual([
      '标题：旧标题 → 新标题',
      '栏目：新闻动态 → 通知公告',
      '正文已修改（1,234 → 1,301 字）',
      '发布时间：2026-03-01 09:00 → 2026-03-02 10:00',
    ]);
    expect(within(rows[1]![3]!).getByRole('link', { name: '打开内容「新标题」' })).toHaveAttribute(
      'href',
      '/admin/content/31',
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
    // A lead's note: Chinese action, the lead by number, linked.
    expect(texts[4]!.slice(2, 4)).toEqual(['添加备注', '线索编号 40']);

    const page = document.body.textContent ?? '';
    for (const raw of ['{', '"from"', 'siteBanner', 'addNote', 'status', 'richText']) {
      expect([raw, page.includes(raw)]).toEqual([raw, false]);
    }
  });

  it('reads rows of the older formats in words too', async () => {
    staff.audit = [
      row(3, {
        entity: 'staffAccount',
        entityId: '2',
        name: 'editor',
        summary: { enabled: { from: true, to: false }, permissions: { from: 1, to: 3 } },
      }),
      row(2, {
        entity: 'siteContent',
        entityId: '31',
        name: '旧标题',
        summary: {
          title: '旧标题',
          menuId: 3,
          body: '1234 字符',
          status: true,
          publishTime: '2026-03-01 09:00',
        },
      }),
      row(1, { action: 'sort', entity: 'siteBanner', entityId: null, summary: { ids: [3, 1, 2] } }),
    ];
    openConsoleAs(staff, 'admin', '/admin/audit-log');
    const rows = await tableRows();
    const lines = (index: number) =>
      within(rows[index]![4]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(lines(0)).toEqual(['启用：是 → 否', '权限：内容管理 → 内容管理、线索查看']);
    expect(within(rows[0]![3]!).getByRole('link', { name: '打开账号「editor」' })).toHaveAttribute(
      'href',
      '/admin/accounts/2',
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

  it('filters by object in Chinese words', async () => {
    staff.audit = [
      row(2, { entity: 'siteBanner', name: '春季招生', summary: { name: '春季招生', changes: {} } }),
      row(1, {
        entity: 'siteSetting',
        entityId: '1',
        name: '华夏教育集团',
        summary: { name: '华夏教育集团' },
      }),
    ];
    const { user, router } = openConsoleAs(staff, 'admin', '/admin/audit-log');
    await tableRows();
    await user.selectOptions(screen.getByLabelText('对象类型'), '站点设置');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toContain('entity=siteSetting'));
    await waitFor(() => expect(screen.queryByText('春季招生')).toBeNull());
    expect(screen.getByRole('link', { name: '打开站点设置「华夏教育集团」' })).toBeInTheDocument();
  });
});
