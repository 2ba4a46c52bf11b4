import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem, JobPosition } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import Recruitment from '../recruitment';

const MENU_ID = 30;
const EMPTY_MENU_ID = 31;
const TOTAL = 8;

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const item = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `岗位${id}`,
  url: null,
  image: null,
  summary: `岗位${id}的简介`,
  video: null,
  publishTime: `2025-06-0${id}T08:00:00.000Z`,
  sort: id,
});

const POSITION: JobPosition = {
  id: 1,
  platform: 'company',
  title: '平台职位：班主任',
  department: '学工部',
  location: '深圳',
  headcount: 2,
  salary: '8k-12k',
  requirements: '<p>有责任心</p>',
  publishTime: '2025-05-01T08:00:00.000Z',
  sort: 1,
};

const detailsRequests: number[] = [];

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([])),
  http.get('*/api/cms/web/jobPosition/listForClient', () => ok([POSITION])),
  http.get('*/api/cms/web/siteContent/listForClientByPublishTime', ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (Number(params.get('menuId')) === EMPTY_MENU_ID) return ok({ total: 0, pageList: [] });
    const pageNum = Number(params.get('pageNum'));
    const pageSize = Number(params.get('pageSize'));
    const ids = Array.from({ length: TOTAL }, (_, index) => index + 1);
    return ok({ total: TOTAL, pageList: ids.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(item) });
  }),
  http.get('*/api/cms/web/siteContent/detailsForClient', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    detailsRequests.push(id);
    return ok({ ...item(id), body: `<p>岗位${id}的完整职责</p>` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  detailsRequests.length = 0;
});
afterAll(() => server.close());

const renderRecruitment = (id: number) =>
  renderRoutes(
    [{ path: '*', element: <Recruitment id={id} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

describe('招聘 (word_list11)', () => {
  it('opens a position to its full text, fetched only when opened, and pages by six', async () => {
    window.scrollTo = jest.fn();
    const { router } = renderRecruitment(MENU_ID);

    const first = await screen.findByRole('button', { name: /岗位1.*发布于 2025-06-01 · 岗位1的简介/ });
    expect(screen.getAllByRole('button', { name: /^岗位/ })).toHaveLength(6);
    expect(detailsRequests).toEqual([]);

    await userEvent.click(first);

    const panel = screen.getByRole('region', { name: /岗位1/ });
    expect(await within(panel).findByText('岗位1的完整职责')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '立即申请' })).toHaveAttribute(
      'href',
      '/online_registration',
    );
    expect(detailsRequests).toEqual([1]);

    const positions = screen.getByRole('region', { name: '在招职位' });
    expect(await within(positions).findByRole('button', { name: /平台职位：班主任/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('button', { name: /岗位7/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
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
