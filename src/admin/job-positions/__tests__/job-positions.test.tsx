import { configure, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { JobPositionSaveBody } from '@contract/job-position';
import { formatDateTime } from '../../ui/format';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's openings of 集团官网, in the
// order staff gave them; the file's tests run in order on what the earlier ones left.
const server = installRealServer();

const JOBS = '/api/cms/web/jobPosition';

/** The group site's openings as stored, in their order (the list's). */
const companyOpenings = () =>
  server.app.db
    .selectFrom('job_position')
    .select(['id', 'title', 'publish_time', 'headcount'])
    .where('platform', '=', 'company')
    .orderBy('sort')
    .orderBy('id')
    .execute();

/** The JSON bodies of the saves (POST /api/cms/web/jobPosition) the console sent in this test. */
const saves = () => server.calls(JOBS, 'POST').map((call) => call.body as JobPositionSaveBody);

describe('job positions', () => {
  it('lists a platform’s openings in order and moves one down', async () => {
    const openings = await companyOpenings();
    const [first, second] = openings;
    const { user } = await openSignedInConsole(server, 'editor', '/admin/job-positions');
    const table = await screen.findByRole('table', { name: /集团官网的招聘职位/ }, { timeout: 10_000 });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(openings.length + 1));
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['顺序', '职位名称', '部门', '工作地点', '招聘人数', '薪资', '发布时间', '状态', '操作']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(first!.title);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(formatDateTime(first!.publish_time));

    await user.click(screen.getByRole('button', { name: `下移「${first!.title}」` }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent(second!.title));
    expect((await companyOpenings()).slice(0, 2).map((opening) => opening.id)).toEqual([
      second!.id,
      first!.id,
    ]);
  });

  it('adds an opening: headcount checked, the JSON body without a publish time means now', async () => {
    const { router, user } = await openSignedInConsole(
      server,
      'editor',
      '/admin/job-positions/new?platform=academic',
    );
    await user.type(await screen.findByLabelText('职位名称', {}, { timeout: 10_000 }), '教务专员（成教）');
    const headcount = screen.getByLabelText('招聘人数');
    expect(headcount).toHaveAccessibleDescription('0 到 10000；0 表示人数不限');
    await user.clear(headcount);
    await user.type(headcount, '20000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(headcount).toHaveAccessibleDescription(expect.stringContaining('招聘人数应在 0 到 10000 之间'));
    expect(saves()).toHaveLength(0);

    await user.clear(headcount);
    await user.type(headcount, '3');
    await user.type(screen.getByLabelText('职位要求（HTML）'), '<p>熟悉成人教育。</p>');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: '保存' }));

    // The list, once saved: the first rich-text save of a server starts its sanitiser's thread
    // (jsdom, a second or more; several on a busy machine).
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/job-positions'), {
      timeout: 20_000,
    });
    expect(router.state.location.search).toBe('?platform=academic');
    const body = saves()[0]!;
    expect(body).toMatchObject({
      platform: 'academic',
      title: '教务专员（成教）',
      department: '',
      location: '',
      headcount: 3,
      salary: '',
      requirements: '<p>熟悉成人教育。</p>',
      status: true,
    });
    expect(body).not.toHaveProperty('publishTime');
    expect(Value.Check(JobPositionSaveBody, body)).toBe(true);
    expect(await screen.findByText('教务专员（成教）')).toBeInTheDocument();
    // Stored, published now: at the minute the save arrived (what the console's boxes show).
    const stored = await server.app.db
      .selectFrom('job_position')
      .select(['platform', 'headcount', 'publish_time'])
      .where('title', '=', '教务专员（成教）')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ platform: 'academic', headcount: 3 });
    expect(Date.parse(stored.publish_time)).toBeGreaterThanOrEqual(before - (before % 60_000));
    expect(Date.parse(stored.publish_time) % 60_000).toBe(0);
  });

  it('edits an opening and keeps its publish time (China time in the box)', async () => {
    const [opening] = await companyOpenings();
    const { user } = await openSignedInConsole(server, 'editor', `/admin/job-positions/${opening!.id}`);
    const publishTime = await screen.findByLabelText('发布时间', {}, { timeout: 10_000 });
    // The stored instant, as China time (UTC+8) in the box.
    const chinaTime = new Date(Date.parse(opening!.publish_time) + 8 * 3_600_000).toISOString().slice(0, 16);
    expect(publishTime).toHaveValue(chinaTime);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({
      id: opening!.id,
      publishTime: chinaTime,
      headcount: opening!.headcount,
    });
    expect((await companyOpenings())[0]?.publish_time).toBe(opening!.publish_time);
  });
});
