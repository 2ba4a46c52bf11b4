import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Value } from 'typebox/value';
import { openConsoleAs } from '@/testing/console';
import { installSitePartsServer, jobPosition } from '@/testing/msw/site-parts-server';
import { installStaffServer } from '@/testing/msw/staff-server';
import { JobPositionAdmin, JobPositionSaveBody } from '@contract/job-position';

const staff = installStaffServer();
const parts = installSitePartsServer(staff.server);

describe('job positions', () => {
  it('fixtures follow the contract', () => {
    expect(Value.Check(JobPositionAdmin, jobPosition(9, 'academic', '示例', 10))).toBe(true);
  });

  it('lists a platform’s openings in order and moves one down', async () => {
    openConsoleAs(staff, 'editor', '/admin/job-positions');
    const table = await screen.findByRole('table', { name: /集团官网的招聘职位/ });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['顺序', '职位名称', '部门', '工作地点', '招聘人数', '薪资', '发布时间', '状态', '操作']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('招生顾问');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2026-02-01 09:00');
    await userEvent.click(screen.getByRole('button', { name: '下移「招生顾问」' }));
    await waitFor(() => expect(parts.sorts).toEqual([{ resource: 'jobPosition', ids: [2, 1] }]));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('课程顾问'));
  });

  it('adds an opening: headcount checked, the JSON body without a publish time means now', async () => {
    const { router, user } = openConsoleAs(staff, 'editor', '/admin/job-positions/new?platform=academic');
    await user.type(await screen.findByLabelText('职位名称'), '教务专员');
    const headcount = screen.getByLabelText('招聘人数');
    expect(headcount).toHaveAccessibleDescription('0 到 10000；0 表示人数不限');
    await user.clear(headcount);
    await user.type(headcount, '20000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(headcount).toHaveAccessibleDescription(expect.stringContaining('招聘人数应在 0 到 10000 之间'));
    expect(parts.jobSaves).toHaveLength(0);

    await user.clear(headcount);
    await user.type(headcount, '3');
    await user.type(screen.getByLabelText('职位要求（HTML）'), '<p>熟悉成人教育。</p>');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(router.state.location.search).toBe('?platform=academic'));
    const body = parts.jobSaves[0]!;
    expect(body).toMatchObject({
      platform: 'academic',
      title: '教务专员',
      department: '',
      location: '',
      headcount: 3,
      salary: '',
      requirements: '<p>熟悉成人教育。</p>',
      status: true,
    });
    expect(body).not.toHaveProperty('publishTime');
    expect(Value.Check(JobPositionSaveBody, body)).toBe(true);
    expect(await screen.findByText('教务专员')).toBeInTheDocument();
  });

  it('edits an opening and keeps its publish time (China time in the box)', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/job-positions/1');
    expect(await screen.findByLabelText('发布时间')).toHaveValue('2026-02-01T09:00');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(parts.jobSaves).toHaveLength(1));
    expect(parts.jobSaves[0]).toMatchObject({ id: 1, publishTime: '2026-02-01T09:00', headcount: 2 });
  });
});
