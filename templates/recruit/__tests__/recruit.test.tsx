import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jobPosition, menuEntry } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { pageContext } from '@/testing/page-context';
import Recruit, { firstCalls } from '../recruit';

const position = (id: number, title: string, department: string) =>
  jobPosition(id, {
    title,
    department,
    location: '广州',
    headcount: id,
    salary: '面议',
    requirements: `<p>${title}的要求</p><script>alert(1)</script>`,
  });

const POSITIONS = [
  position(1, '数学教师', '教学部'),
  position(2, '招生顾问', '招生部'),
  position(3, '英语教师', '教学部'),
];

installContentServer({ jobPositions: POSITIONS });

const renderRecruit = () => renderTemplate(Recruit);

describe('人才招聘', () => {
  it('lists the positions closed, opens one to its requirements and an apply link', async () => {
    renderRecruit();

    expect(screen.getByRole('heading', { level: 1, name: '人才招聘' })).toBeInTheDocument();
    const math = await screen.findByRole('button', { name: /数学教师.*教学部 · 广州 · 招聘 1 人 · 面议/ });
    expect(math).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('数学教师的要求')).not.toBeInTheDocument();

    await userEvent.click(math);

    expect(math).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: /数学教师/ });
    expect(within(panel).getByText('数学教师的要求')).toBeInTheDocument();
    expect(panel.querySelector('script')).toBeNull();
    expect(within(panel).getByRole('link', { name: '立即申请' })).toHaveAttribute(
      'href',
      '/online_registration',
    );

    await userEvent.click(math);
    expect(math).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('数学教师的要求')).not.toBeInTheDocument();
  });

  it('narrows the list to one department and back', async () => {
    renderRecruit();
    const filter = await screen.findByRole('group', { name: '按部门筛选' });
    expect(within(filter).getByRole('button', { name: '全部' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filter).getByRole('button', { name: '教学部' }));

    expect(within(filter).getByRole('button', { name: '教学部' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /数学教师/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /英语教师/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /招生顾问/ })).not.toBeInTheDocument();

    await userEvent.click(within(filter).getByRole('button', { name: '全部' }));
    expect(screen.getByRole('button', { name: /招生顾问/ })).toBeInTheDocument();
  });

  it('ends with the call to apply', async () => {
    renderRecruit();
    expect(await screen.findByRole('button', { name: /数学教师/ })).toBeInTheDocument();
    const callToAction = screen.getByRole('region', { name: '期待你的加入' });
    expect(within(callToAction).getByRole('link', { name: '立即申请' })).toHaveAttribute(
      'href',
      '/online_registration',
    );
  });

  it('names the intro (with its body), the positions and the sections as first calls, so the server renders them', () => {
    const tree = [
      menuEntry(50, '人才招聘', {
        path: '/recruit',
        subMenus: [menuEntry(51, '校园招聘', { parentId: 50, pageType: '图文图片列表' })],
      }),
    ];
    const calls = firstCalls(pageContext({ tree }));
    expect(calls.map((call) => call.endpoint)).toEqual([
      'listSiteContentForClient',
      'listPublicRecords',
      'listSiteContentForClient',
    ]);
    expect(calls[0]).toMatchObject({ args: { menuId: 50, pageSize: 1 }, thenFirstItemDetails: true });
    expect(calls[2]).toMatchObject({ args: { menuId: 51 } });
  });
});
