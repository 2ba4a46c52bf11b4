import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems, jobPosition } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import Recruitment from '../recruitment';

const MENU_ID = 30;
const EMPTY_MENU_ID = 31;

const server = installContentServer({
  items: contentItems(8, MENU_ID, { title: '岗位', month: '06', image: null }).map((item) => ({
    ...item,
    summary: `岗位${item.id}的简介`,
    body: `<p>岗位${item.id}的完整职责</p>`,
  })),
  jobPositions: [
    jobPosition(1, {
      title: '平台职位：班主任',
      department: '学工部',
      location: '深圳',
      headcount: 2,
      salary: '8k-12k',
      requirements: '<p>有责任心</p>',
    }),
  ],
});

const detailsRequests = () => server.requests('details').map((query) => Number(query.get('id')));
const renderRecruitment = (id: number) => renderTemplate(Recruitment, { id, path: `/word_list11?id=${id}` });

describe('招聘 (word_list11)', () => {
  it('opens a position to its full text, fetched only when opened, and pages by six', async () => {
    const { router } = renderRecruitment(MENU_ID);

    const first = await screen.findByRole('button', { name: /岗位1.*发布于 2025-06-01 · 岗位1的简介/ });
    expect(screen.getAllByRole('button', { name: /^岗位/ })).toHaveLength(6);
    expect(detailsRequests()).toEqual([]);

    await userEvent.click(first);

    const panel = screen.getByRole('region', { name: /岗位1/ });
    expect(await within(panel).findByText('岗位1的完整职责')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '立即申请' })).toHaveAttribute(
      'href',
      '/online_registration',
    );
    expect(detailsRequests()).toEqual([1]);

    const positions = screen.getByRole('region', { name: '在招职位' });
    expect(await within(positions).findByRole('button', { name: /平台职位：班主任/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('button', { name: /岗位7/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${MENU_ID}&page=2`);
    expect(server.requests('list')).toHaveLength(0);
  });

  it("shows the platform's job positions alone when the menu has no texts", async () => {
    renderRecruitment(EMPTY_MENU_ID);

    const position = await screen.findByRole('button', {
      name: /平台职位：班主任.*学工部 · 深圳 · 招聘 2 人 · 8k-12k/,
    });
    await userEvent.click(position);
    expect(screen.getByText('有责任心')).toBeInTheDocument();
    expect(screen.queryByText('暂无内容')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '招聘公告' })).not.toBeInTheDocument();
  });
});
