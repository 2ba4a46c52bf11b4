import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContentItem } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import ContentDisplay from '../content-display';

const SINGLE_MENU_ID = 81;
const TABBED_MENU_ID = 82;

const item = (id: number, menuId: number): ContentItem => ({
  id,
  menuId,
  title: `招生简章${id}`,
  url: null,
  image: null,
  summary: null,
  video: null,
  publishTime: '2025-01-01T08:00:00.000Z',
  sort: id,
});

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/siteMenu/listForClient', () => ok([])),
  http.get('*/api/cms/web/siteContent/listForClient', ({ request }) => {
    const menuId = Number(new URL(request.url).searchParams.get('menuId'));
    const ids = menuId === SINGLE_MENU_ID ? [1] : [1, 2, 3];
    return ok({ total: ids.length, pageList: ids.map((id) => item(id, menuId)) });
  }),
  http.get('*/api/cms/web/siteContent/detailsForClient', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    return ok({ ...item(id, TABBED_MENU_ID), body: `<p>简章正文${id}</p>` });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderDisplay = (menuId: number) =>
  renderRoutes(
    [{ path: '*', element: <ContentDisplay id={menuId} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

describe('内容展示', () => {
  it('shows a single item in full, without tabs', async () => {
    renderDisplay(SINGLE_MENU_ID);

    expect(await screen.findByText('简章正文1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '招生简章1' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('puts several items in tabs that clicks and the arrow keys switch', async () => {
    const user = userEvent.setup();
    renderDisplay(TABBED_MENU_ID);

    const tablist = await screen.findByRole('tablist', { name: '内容选项' });
    expect(tablist).toBeInTheDocument();
    const firstTab = screen.getByRole('tab', { name: '招生简章1' });
    expect(firstTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('简章正文1')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '招生简章1' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '招生简章2' }));
    expect(await screen.findByText('简章正文2')).toBeInTheDocument();
    expect(screen.queryByText('简章正文1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '招生简章2' })).toHaveAttribute('aria-selected', 'true');
    expect(firstTab).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowRight}');
    const thirdTab = screen.getByRole('tab', { name: '招生简章3' });
    expect(thirdTab).toHaveFocus();
    expect(thirdTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('简章正文3')).toBeInTheDocument();

    // Past the last tab the arrow wraps round to the first.
    await user.keyboard('{ArrowRight}');
    expect(firstTab).toHaveFocus();
    expect(await screen.findByText('简章正文1')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(thirdTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([thirdTab]);
  });
});
