import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import PersonnelCards from '../personnel-cards';

const MENU_ID = 21;
const TOTAL = 8;

const person = (id: number): ContentItem => ({
  id,
  menuId: MENU_ID,
  title: `教师${id}`,
  url: null,
  image: `/people/${id}.jpg`,
  summary: `教学主任${id}`,
  video: null,
  publishTime: '2025-01-01T08:00:00.000Z',
  sort: id,
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });
const detailRequests: string[] = [];

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const pageNum = Number(params.get('pageNum'));
    const pageSize = Number(params.get('pageSize'));
    const ids = Array.from({ length: TOTAL }, (_, index) => index + 1);
    return ok({
      total: TOTAL,
      pageList: ids.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(person),
    });
  }),
  http.get('*/api/cms/web/siteContent/detailsForClient', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    detailRequests.push(String(id));
    const body = id === 2 ? '' : `<p>教师${id}从事教学工作二十年。</p><script>alert(1)</script>`;
    return ok({ ...person(id), body });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  detailRequests.length = 0;
});
afterAll(() => server.close());

const renderCards = () =>
  renderRoutes(
    [
      {
        path: '*',
        element: <PersonnelCards id={MENU_ID} menu={null} searchParams={new URLSearchParams()} />,
      },
    ],
    '/x',
  );

describe('人员介绍', () => {
  beforeEach(() => {
    jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });

  it('shows portrait, name and position, six people a page', async () => {
    const { router } = renderCards();

    expect(await screen.findByRole('img', { name: '教师1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByText('教学主任1')).toBeInTheDocument();
    expect(detailRequests).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    expect(await screen.findByRole('heading', { level: 2, name: '教师7' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('unfolds and folds a bio loaded on demand', async () => {
    const user = userEvent.setup();
    renderCards();

    const toggle = await screen.findByRole('button', { name: '教师1的个人简介' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByText('教师1从事教学工作二十年。')).toBeVisible();
    expect(panel.querySelector('script')).toBeNull();
    expect(detailRequests).toEqual(['1']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('says so when a person has no bio', async () => {
    const user = userEvent.setup();
    renderCards();

    await user.click(await screen.findByRole('button', { name: '教师2的个人简介' }));
    expect(await screen.findByText('暂无简介')).toBeVisible();
  });
});
