import { configure, screen, waitFor, within } from '@testing-library/react';
import { Value } from 'typebox/value';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { type CoworkerAdminDetails, CoworkerSaveBody } from '@contract/coworker';

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's teachers of 集团官网, in the
// order staff gave them; the file's tests run in order on what the earlier ones left.
const server = installRealServer();

const COWORKERS = '/api/cms/web/coworker';

/** A platform's teachers as stored, in their order (the list's). */
const storedTeachers = (platform = 'company') =>
  server.app.db
    .selectFrom('coworker')
    .select(['id', 'name', 'status'])
    .where('platform', '=', platform)
    .orderBy('sort')
    .orderBy('id')
    .execute();

const table = () => screen.getByRole('table', { name: /集团官网的教师/ });
/** The names in the list's rows, top to bottom (the 顺序 column is there only when ordering is). */
const namesShown = () => {
  const [header, ...rows] = within(table()).getAllByRole('row');
  const nameColumn = within(header!)
    .getAllByRole('columnheader')
    .findIndex((cell) => cell.textContent === '姓名');
  return rows.map((row) => within(row).getAllByRole('cell')[nameColumn]?.textContent);
};

describe('coworkers (teachers)', () => {
  it('lists a platform’s teachers in order and searches by keyword; ordering waits until it is cleared', async () => {
    const teachers = await storedTeachers();
    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/coworkers');
    await screen.findByRole('cell', { name: teachers[0]!.name }, { timeout: 10_000 });
    expect(namesShown()).toEqual(teachers.map((teacher) => teacher.name));
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['顺序', '头像', '姓名', '职称', '授课科目', '状态', '操作']);
    expect(screen.getByRole('button', { name: `下移「${teachers[0]!.name}」` })).toBeEnabled();

    // One teacher's name, by its last character: the server's search finds who has it.
    const keyword = teachers[1]!.name.slice(-1);
    const matching = teachers.filter((teacher) => teacher.name.includes(keyword));
    await user.type(screen.getByLabelText('关键词'), keyword);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent(keyword)}`));
    await waitFor(() => expect(namesShown()).toEqual(matching.map((teacher) => teacher.name)));
    expect(server.calls(`${COWORKERS}/list`).at(-1)?.query).toMatchObject({ keyword, platform: 'company' });
    expect(screen.queryByRole('button', { name: /下移/ })).not.toBeInTheDocument();
    expect(screen.getByText(/按关键词筛选时不能调整顺序/)).toBeInTheDocument();
  });

  it('moves the last teacher of a page past its end: the order of every teacher of the platform is sent and stored', async () => {
    // Seven more teachers than the seed's: sixteen, one past the smallest page (15).
    const seeded = await storedTeachers();
    await server.app.db
      .insertInto('coworker')
      .values(
        Array.from({ length: 16 - seeded.length }, (_, index) => ({
          platform: 'company',
          name: `新教师${index + 1}`,
          title: '讲师',
          avatar: null,
          summary: '',
          subjects: '英语',
          bio: '',
          sort: 100 + index,
          status: 1 as const,
        })),
      )
      .execute();
    const teachers = await storedTeachers();
    const [fifteenth, sixteenth] = [teachers[14]!, teachers[15]!];

    const { router, user } = await openSignedInConsole(server, 'editor', '/admin/coworkers');
    await screen.findByRole('cell', { name: fifteenth.name }, { timeout: 10_000 });
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 16 条');
    expect(namesShown()).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: `下移「${fifteenth.name}」` }));

    const expected = [...teachers.slice(0, 14), sixteenth, fifteenth].map((teacher) => teacher.id);
    await waitFor(() => expect(server.calls(`${COWORKERS}/sort`, 'PUT')).toHaveLength(1));
    expect(server.calls(`${COWORKERS}/sort`, 'PUT')[0]!.body).toMatchObject({ ids: expected });
    // A call is counted when sent: the order is stored once the server has answered it.
    await waitFor(async () =>
      expect((await storedTeachers()).map((teacher) => teacher.id)).toEqual(expected),
    );
    // The list follows the moved teacher onto page 2, where it is the only one. (Page 1's new
    // last row shows only until then: waiting for it raced the page change.)
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(namesShown()).toEqual([fifteenth.name]));
  });

  it('edits a teacher: the JSON body keeps the platform and sends no order; the change is stored', async () => {
    const [, teacher] = await storedTeachers();
    const { router, user } = await openSignedInConsole(server, 'editor', `/admin/coworkers/${teacher!.id}`);
    const title = await screen.findByLabelText('职称', {}, { timeout: 10_000 });
    await waitFor(() => expect(title).not.toHaveValue(''));
    await user.clear(title);
    await user.type(title, '教授');
    await user.click(screen.getByRole('checkbox', { name: /在网站上显示/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));

    // The list, once saved: the first rich-text save of a server starts its sanitiser's thread
    // (jsdom, a second or more; several on a busy machine).
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/coworkers'), {
      timeout: 20_000,
    });
    const [save] = server.calls(COWORKERS, 'POST');
    const body = save!.body as CoworkerSaveBody;
    expect(Value.Check(CoworkerSaveBody, body)).toBe(true);
    expect(body).toMatchObject({ id: teacher!.id, platform: 'company', title: '教授', status: false });
    expect(body).not.toHaveProperty('sort');
    const stored = await server.app.db
      .selectFrom('coworker')
      .select(['title', 'status', 'platform', 'name'])
      .where('id', '=', teacher!.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ title: '教授', status: 0, platform: 'company', name: teacher!.name });
    const row = (await screen.findByRole('cell', { name: teacher!.name })).closest('tr')!;
    expect(within(row).getByText('隐藏')).toBeInTheDocument();
  });

  it('names a missing name beside its box before sending anything', async () => {
    const { user } = await openSignedInConsole(server, 'editor', '/admin/coworkers/new?platform=vocational');
    await user.click(await screen.findByRole('button', { name: '保存' }, { timeout: 10_000 }));
    expect(screen.getByLabelText('姓名')).toHaveAccessibleDescription(expect.stringContaining('请输入姓名'));
    expect(server.calls(COWORKERS, 'POST')).toHaveLength(0);
  });

  it('shows a teacher’s details as the server sends them', async () => {
    const [teacher] = await storedTeachers('academic');
    await server.signIn('editor');
    const details = await server.send<CoworkerAdminDetails>('GET', `${COWORKERS}/details?id=${teacher!.id}`);
    await openSignedInConsole(server, 'editor', `/admin/coworkers/${teacher!.id}`);
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue(details.name));
    expect(screen.getByLabelText('授课科目')).toHaveValue(details.subjects);
  });
});
