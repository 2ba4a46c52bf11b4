import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Value } from 'typebox/value';
import { openConsoleAs } from '@/testing/console';
import { coworker, installSitePartsServer } from '@/testing/msw/site-parts-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import { CoworkerAdminDetails, CoworkerSaveBody } from '@contract/coworker';

const staff = installStaffServer();
const parts = installSitePartsServer(staff.server);

const namesIn = () =>
  within(screen.getByRole('table', { name: /集团官网的教师/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('coworkers (teachers)', () => {
  it('fixtures follow the contract', () => {
    expect(Value.Check(CoworkerAdminDetails, coworker(9, 'academic', '示例', 10))).toBe(true);
  });

  it('searches by keyword; ordering waits until the keyword is cleared', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/coworkers');
    expect(await screen.findByRole('cell', { name: '王老师' }, { timeout: 5000 })).toBeInTheDocument();
    expect(namesIn()).toHaveLength(3);
    expect(screen.getByRole('button', { name: '下移「王老师」' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: /集团官网的教师/ }))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['顺序', '头像', '姓名', '职称', '授课科目', '状态', '操作']);

    await user.type(screen.getByLabelText('关键词'), '李');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=%E6%9D%8E'));
    await waitFor(() => expect(namesIn()).toHaveLength(1));
    expect(namesIn()[0]).toContain('李老师');
    expect(screen.queryByRole('button', { name: /下移/ })).not.toBeInTheDocument();
    expect(screen.getByText(/按关键词筛选时不能调整顺序/)).toBeInTheDocument();
  });

  it('pages with the seed’s page sizes and moves a teacher across a page end with every id of the platform', async () => {
    const { router } = openConsoleAs(staff, 'editor', '/admin/coworkers?size=15');
    expect(await screen.findByRole('cell', { name: '王老师' }, { timeout: 5000 })).toBeInTheDocument();
    expect(namesIn()).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 3 条');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '下移「李老师」' }));

    await waitFor(() => expect(parts.sorts).toEqual([{ resource: 'coworker', ids: [1, 3, 2] }]));
    await waitFor(() => expect(namesIn().map((cells) => cells[2])).toEqual(['王老师', '张老师', '李老师']));
    expect(router.state.location.pathname).toBe('/admin/coworkers');
    expect(screen.getByRole('button', { name: '下移「李老师」' })).toBeDisabled();
  });

  it('edits a teacher: the JSON body keeps the platform and sends no sort', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/coworkers/2');
    const title = await screen.findByLabelText('职称');
    await user.clear(title);
    await user.type(title, '教授');
    await user.type(screen.getByLabelText('头像'), '/uploads/li.png');
    await user.click(screen.getByRole('checkbox', { name: /在网站上显示/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coworkers'));
    const body = parts.coworkerSaves[0]!;
    expect(body).toEqual({
      id: 2,
      platform: 'company',
      name: '李老师',
      title: '教授',
      avatar: '/uploads/li.png',
      subjects: '高等数学',
      summary: '李老师的简介',
      bio: '<p>从教二十年。</p>',
      status: false,
    });
    expect(Value.Check(CoworkerSaveBody, body)).toBe(true);
    expect(await screen.findByText('隐藏')).toBeInTheDocument();
  });

  it('names a missing name beside its box before sending anything', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/coworkers/new?platform=vocational');
    await user.click(await screen.findByRole('button', { name: '保存' }));
    expect(screen.getByLabelText('姓名')).toHaveAccessibleDescription(expect.stringContaining('请输入姓名'));
    expect(parts.coworkerSaves).toHaveLength(0);
  });
});
