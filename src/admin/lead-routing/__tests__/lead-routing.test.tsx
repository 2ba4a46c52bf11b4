import { configure, screen, waitFor, within } from '@testing-library/react';
import type { LeadRouting } from '@contract/lead-routing';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

// The screen is a lazy chunk and the machine may be busy: room to wait, a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });
const server = installRealServer();

const ROUTING = '/api/cms/web/leadRouting';
const PAGE = '/admin/lead-routing?platform=vocational';

const idOf = async (username: string) =>
  (
    await server.app.db
      .selectFrom('staff_account')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

/** The rule's fieldset (规则 1：微信线索 …). */
const ruleBox = (position: number) => screen.getByRole('group', { name: new RegExp(`^规则 ${position}`) });

beforeEach(async () => {
  // Each test from the demo's routing: 职业教育 open 周一至周六 09:00–18:00, no rule.
  await server.app.db.deleteFrom('lead_routing_member').execute();
  await server.app.db.deleteFrom('lead_routing_rule').execute();
  await server.app.db
    .updateTable('lead_routing_policy')
    .set({ work_days: '1,2,3,4,5,6', response_minutes: 30, after_hours_owner_id: null, version: 1 })
    .where('platform', '=', 'vocational')
    .execute();
});

describe('分配规则', () => {
  it('saves a site’s hours, target, owner and rules in order, as the server takes them', async () => {
    const { user } = await openSignedInConsole(server, 'admin', PAGE);
    expect(
      await screen.findByRole('heading', { name: '分配规则', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '职业教育' })).toHaveAttribute('aria-current', 'page');
    const saturday = await screen.findByRole('checkbox', { name: '周六' });
    expect(saturday).toBeChecked();
    expect(screen.getByText('还没有分配规则：新线索不会自动分配。')).toBeInTheDocument();

    await user.click(saturday);
    const target = screen.getByRole('spinbutton', { name: '响应时限（工作分钟）' });
    await user.clear(target);
    await user.type(target, '20');
    await user.selectOptions(screen.getByRole('combobox', { name: '非工作时间负责人' }), '招生主管');

    await user.click(screen.getByRole('button', { name: '添加规则' }));
    await user.type(within(ruleBox(1)).getByRole('textbox', { name: '规则名称' }), '其他线索');
    await user.click(within(ruleBox(1)).getByRole('checkbox', { name: '招生主管' }));
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    await user.type(within(ruleBox(2)).getByRole('textbox', { name: '规则名称' }), '微信线索');
    await user.selectOptions(within(ruleBox(2)).getByRole('combobox', { name: '来源' }), '微信');
    await user.click(within(ruleBox(2)).getByRole('checkbox', { name: '演示管理员' }));
    await user.click(within(ruleBox(2)).getByRole('checkbox', { name: '招生主管' }));

    // 其他线索 takes every lead: 微信线索 after it would never assign one. Said before sending.
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(
      await screen.findByText(/^规则「微信线索」排在「其他线索」之后，不会分配到任何线索/),
    ).toBeInTheDocument();
    expect(server.calls(ROUTING, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '上移「微信线索」' }));
    expect(within(ruleBox(1)).getByRole('textbox', { name: '规则名称' })).toHaveValue('微信线索');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('职业教育的分配规则已保存', {}, { timeout: 15_000 })).toBeInTheDocument();
    const [admin, lead] = [await idOf('admin'), await idOf('admissions.lead')];
    expect(server.calls(ROUTING, 'POST').map((call) => call.body)).toEqual([
      {
        platform: 'vocational',
        version: 1,
        workingHours: { days: [1, 2, 3, 4, 5], start: '09:00', end: '18:00' },
        responseMinutes: 20,
        afterHoursOwnerId: lead,
        rules: [
          { name: '微信线索', source: 'wechat', campaign: null, memberIds: [admin, lead] },
          { name: '其他线索', source: null, campaign: null, memberIds: [lead] },
        ],
      },
    ]);
    // The form starts again from what is stored: the rules with their ids, the next version.
    await waitFor(() =>
      expect(within(ruleBox(1)).getByRole('textbox', { name: '规则名称' })).toHaveValue('微信线索'),
    );
    const stored = await server.send<LeadRouting>('GET', `${ROUTING}/details?platform=vocational`);
    expect(stored.version).toBe(2);
    expect(stored.rules.map((rule) => [rule.name, rule.members.map((member) => member.displayName)])).toEqual(
      [
        ['微信线索', ['演示管理员', '招生主管']],
        ['其他线索', ['招生主管']],
      ],
    );
    expect(screen.getByRole('checkbox', { name: '周六' })).not.toBeChecked();
  });

  it('says what is wrong before sending, and the server’s refusal with 重新加载', async () => {
    const { user } = await openSignedInConsole(server, 'admin', PAGE);
    await screen.findByRole('checkbox', { name: '周六' }, { timeout: 10_000 });
    for (const day of ['周一', '周二', '周三', '周四', '周五', '周六'])
      await user.click(screen.getByRole('checkbox', { name: day }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请至少选择一个工作日');

    await user.click(screen.getByRole('checkbox', { name: '周一' }));
    await user.click(screen.getByRole('button', { name: '添加规则' }));
    await user.type(within(ruleBox(1)).getByRole('textbox', { name: '规则名称' }), '全部线索');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('规则「全部线索」请至少选择一位负责人');
    expect(server.calls(ROUTING, 'POST')).toHaveLength(0);

    // Meanwhile a colleague saves the site's routing: this form's version is behind.
    const colleague = await server.send<LeadRouting>('GET', `${ROUTING}/details?platform=vocational`);
    await server.send('POST', ROUTING, {
      platform: 'vocational',
      version: colleague.version,
      workingHours: colleague.workingHours,
      responseMinutes: 45,
      afterHoursOwnerId: null,
      rules: [],
    });
    await user.click(within(ruleBox(1)).getByRole('checkbox', { name: '招生主管' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    // Sent, and refused: a loaded machine may take a while to answer.
    await waitFor(() => expect(server.calls(ROUTING, 'POST')).toHaveLength(1), { timeout: 15_000 });
    const refusal = await screen.findByText(
      '分配规则已被他人修改，请刷新页面查看后重新编辑',
      { selector: '[role="alert"]', exact: false },
      { timeout: 15_000 },
    );
    // A refusal changed nothing: no refetch takes the person's draft away with the message.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(refusal).toBeInTheDocument();
    expect(within(ruleBox(1)).getByRole('textbox', { name: '规则名称' })).toHaveValue('全部线索');
    await user.click(within(refusal).getByRole('button', { name: '重新加载' }));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: '响应时限（工作分钟）' })).toHaveValue(45),
    );
    expect(screen.queryByRole('group', { name: /^规则 1/ })).not.toBeInTheDocument();
  });
});
