import { configure, screen, waitFor, within } from '@testing-library/react';
import type { LeadFormDetails } from '@contract/lead-form';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

// The screen is a lazy chunk and the machine may be busy: room to wait, a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
const server = installRealServer();

const FORM = '/api/cms/web/leadForm';

/** A field's fieldset (字段 1：意向专业（意向专业）…). */
const fieldBox = (position: number) => screen.getByRole('group', { name: new RegExp(`^字段 ${position}：`) });

const detailsOf = (platform: string) =>
  server.send<LeadFormDetails>('GET', `${FORM}/details?platform=${platform}`);

/** 成人教育's form as the demo stores it, put back before each test. */
let academicRow: Record<string, unknown>;

beforeAll(async () => {
  academicRow = await server.app.db
    .selectFrom('lead_form')
    .selectAll()
    .where('platform', '=', 'academic')
    .executeTakeFirstOrThrow();
});

beforeEach(async () => {
  // 职业教育 from no form (as the demo has it), 成人教育 from the demo's, no answers stored.
  await server.app.db.deleteFrom('lead_form').execute();
  await server.app.db
    .insertInto('lead_form')
    .values(academicRow as never)
    .execute();
  await server.app.db.deleteFrom('lead_answer').execute();
});

describe('表单字段', () => {
  it('adds 意向专业 and 所在城市 to a site’s form in order, checked before sending as the server checks', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin/lead-form?platform=vocational');
    expect(
      await screen.findByRole('heading', { name: '表单字段', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '职业教育' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('还没有其他字段：表单只询问姓名和手机号。')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '意向专业（每行一个）' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '新字段类型' }), '意向专业');
    await user.click(screen.getByRole('button', { name: '添加字段' }));
    expect(within(fieldBox(1)).getByRole('textbox', { name: '字段名称' })).toHaveValue('意向专业');
    // A major field without majors: said before sending, in the server's words.
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '意向专业字段需要专业列表：请至少添加一个专业',
    );
    await user.type(
      screen.getByRole('textbox', { name: '意向专业（每行一个）' }),
      '护理{Enter}会计{Enter} 电子商务 {Enter}',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: '新字段类型' }), '所在省市');
    await user.click(screen.getByRole('button', { name: '添加字段' }));
    await user.type(within(fieldBox(2)).getByRole('textbox', { name: '字段名称' }), '意向专业');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('字段名称「意向专业」重复，请改用不同的名称');
    const city = within(fieldBox(2)).getByRole('textbox', { name: '字段名称' });
    await user.clear(city);
    await user.type(city, '所在城市');
    await user.click(within(fieldBox(2)).getByRole('checkbox', { name: '必填' }));

    await user.selectOptions(screen.getByRole('combobox', { name: '新字段类型' }), '单选');
    await user.click(screen.getByRole('button', { name: '添加字段' }));
    await user.type(within(fieldBox(3)).getByRole('textbox', { name: '字段名称' }), '当前学历');
    await user.type(within(fieldBox(3)).getByRole('textbox', { name: '选项（每行一个）' }), '高中');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('「当前学历」请至少填写两个选项');
    await user.type(within(fieldBox(3)).getByRole('textbox', { name: '选项（每行一个）' }), '{Enter}大专');
    expect(server.calls(FORM, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '上移「所在城市」' }));
    expect(within(fieldBox(1)).getByRole('textbox', { name: '字段名称' })).toHaveValue('所在城市');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('职业教育的表单字段已保存', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(server.calls(FORM, 'POST').map((call) => call.body)).toEqual([
      {
        platform: 'vocational',
        version: 0,
        fields: [
          { type: 'region', label: '所在城市', help: '', required: true, options: [] },
          { type: 'major', label: '意向专业', help: '', required: false, options: [] },
          { type: 'single', label: '当前学历', help: '', required: false, options: ['高中', '大专'] },
        ],
        majors: ['护理', '会计', '电子商务'],
      },
    ]);
    // Stored with their keys; the form starts again from what is stored.
    await waitFor(async () => expect((await detailsOf('vocational')).version).toBe(1));
    const stored = await detailsOf('vocational');
    expect(stored.fields.map((field) => [field.key, field.label, field.required])).toEqual([
      ['f1', '所在城市', true],
      ['f2', '意向专业', false],
      ['f3', '当前学历', false],
    ]);
    expect(stored.majors).toEqual(['护理', '会计', '电子商务']);
    await waitFor(() => expect(screen.getByText(/^最近保存：/)).toBeInTheDocument());
    expect(within(fieldBox(1)).getByRole('checkbox', { name: '必填' })).toBeChecked();
  });

  it('warns that answers stay, lists a removed field leads answered, and shows a colleague’s save with 重新加载', async () => {
    const leads = await server.app.db
      .selectFrom('site_message')
      .select('id')
      .where('platform', '=', 'academic')
      .orderBy('id')
      .limit(3)
      .execute();
    expect(leads).toHaveLength(3);
    await server.app.db
      .insertInto('lead_answer')
      .values(leads.map((lead) => ({ lead_id: lead.id, field_key: 'f1', position: 0, value: '大专' })))
      .execute();

    const { user } = await openSignedInConsole(server, 'admin', '/admin/lead-form?platform=academic');
    await screen.findByRole('group', { name: /^字段 1：当前学历（单选）/ }, { timeout: 10_000 });
    expect(
      within(fieldBox(1)).getByText(/^已有 3 条线索填写了此字段：删除后这些回答仍然保留/),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '意向专业（每行一个）' })).toHaveValue(
      '工商管理\n会计学\n计算机科学与技术\n护理学\n学前教育\n法学',
    );
    await user.click(screen.getByRole('button', { name: '删除字段「当前学历」' }));
    expect(screen.getByRole('group', { name: /^字段 1：意向专业/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('成人教育的表单字段已保存', {}, { timeout: 15_000 })).toBeInTheDocument();
    const retired = await screen.findByRole('table', { name: '已删除的字段' }, { timeout: 15_000 });
    expect(within(retired).getByRole('row', { name: '当前学历 单选 3 条线索已填写' })).toBeInTheDocument();

    // Meanwhile a colleague saves the form: this screen's version is behind.
    const colleague = await detailsOf('academic');
    await server.send('POST', FORM, {
      platform: 'academic',
      version: colleague.version,
      fields: [],
      majors: colleague.majors,
    });
    const help = within(fieldBox(1)).getByRole('textbox', { name: '说明（选填）' });
    expect(help).toHaveValue('可先选一个，老师会为您详细介绍');
    await user.clear(help);
    await user.type(help, '可多选');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(server.calls(FORM, 'POST')).toHaveLength(2), { timeout: 15_000 });
    const refusal = await screen.findByText(
      '表单已被他人修改，请刷新页面查看后重新编辑',
      { selector: '[role="alert"]', exact: false },
      { timeout: 15_000 },
    );
    // A refusal changed nothing: the draft stays with the message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusal).toBeInTheDocument();
    expect(within(fieldBox(1)).getByRole('textbox', { name: '说明（选填）' })).toHaveValue('可多选');
    await user.click(within(refusal).getByRole('button', { name: '重新加载' }));
    await waitFor(() =>
      expect(screen.getByText('还没有其他字段：表单只询问姓名和手机号。')).toBeInTheDocument(),
    );
  });
});
