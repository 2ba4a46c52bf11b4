import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import NewsCardRows from '../news-card-rows';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '新闻' }) });

describe('单栏新闻', () => {
  it('shows six rows a page (image beside title, date, summary), newest first, and pages on', async () => {
    const { router } = renderTemplate(NewsCardRows, { id: MENU_ID });

    const firstRow = (await screen.findByRole('heading', { level: 2, name: '新闻1' })).closest(
      'a',
    ) as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(firstRow.querySelector('img')).toHaveAttribute('alt', '');
    expect(firstRow.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(firstRow).getByText('2025-03-01')).toBeInTheDocument();
    expect(within(firstRow).getByText('新闻1的摘要')).toBeInTheDocument();
    expect(server.requests('list')).toHaveLength(0);
    expect(server.requests('listByPublishTime')).toHaveLength(1);

    await expectSecondPage(router, { role: 'heading', shows: '新闻7', hides: '新闻1' });
  });
});
