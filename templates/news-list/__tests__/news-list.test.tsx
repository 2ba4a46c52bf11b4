import { screen, within } from '@testing-library/react';
import { contentItem, contentItems } from '@/testing/fixtures';
import { storeWithFirstCalls } from '@/testing/first-calls';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import { pageContext } from '@/testing/page-context';
import NewsList, { firstCalls } from '../news-list';

const MENU_ID = 1;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '新闻' }) });

describe('新闻列表', () => {
  it('shows dated headlines with summaries, six a page, newest first, and pages on', async () => {
    const { router } = renderTemplate(NewsList, { id: MENU_ID });

    const first = await screen.findByRole('link', { name: /新闻1/ });
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    // The date badge: the day large, the month under it.
    expect(within(first).getByText('01').closest('time')).toHaveAttribute('datetime', '2025-03-01');
    expect(within(first).getByText('2025-03')).toBeInTheDocument();
    expect(within(first).getByText('新闻1的摘要')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(server.requests('list')).toHaveLength(0);

    await expectSecondPage(router, { role: 'link', shows: /新闻7/, hides: /新闻1/ });
  });

  it('shows an item’s picture beside its headline, and no empty frame for an item without one', async () => {
    server.set({
      items: [
        ...contentItems(1, MENU_ID, { title: '有图' }),
        contentItem(2, MENU_ID, { title: '无图1', image: null, publishTime: '2025-02-01T08:00:00.000Z' }),
      ],
    });
    renderTemplate(NewsList, { id: MENU_ID });
    const withPicture = await screen.findByRole('link', { name: /有图1/ });
    const picture = withPicture.querySelector('img');
    expect(picture).toHaveAttribute('src', '/images/1.jpg');
    // The headline beside it says what it shows.
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /无图1/ }).querySelector('img')).toBeNull();
  });

  it('names as its first calls the very page it shows, so its route can start it before it renders', async () => {
    const searchParams = new URLSearchParams('page=2');
    const calls = firstCalls(pageContext({ id: MENU_ID, searchParams }));
    expect(calls).toEqual([
      { endpoint: 'listSiteContentByPublishTime', args: { menuId: MENU_ID, pageNum: 2, pageSize: 6 } },
    ]);
    const store = await storeWithFirstCalls(calls);
    expect(server.requests('listByPublishTime')).toHaveLength(1);

    renderTemplate(NewsList, { id: MENU_ID, path: '/x?page=2', store });

    expect(screen.getByRole('link', { name: /新闻7/ })).toBeInTheDocument();
    expect(server.requests('listByPublishTime')).toHaveLength(1);
  });
});
