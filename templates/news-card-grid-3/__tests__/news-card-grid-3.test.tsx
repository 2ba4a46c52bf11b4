import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import NewsCardGrid3 from '../news-card-grid-3';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '新闻' }) });

describe('三栏新闻卡片', () => {
  it('shows six news cards a page (image, date, title, summary), newest first, and pages on', async () => {
    const { router } = renderTemplate(NewsCardGrid3, { id: MENU_ID });

    const firstCard = (await screen.findByRole('heading', { level: 2, name: '新闻1' })).closest(
      'a',
    ) as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(firstCard.querySelector('img')).toHaveAttribute('alt', '');
    expect(firstCard.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(firstCard).getByText('2025-03-01')).toHaveAttribute('datetime', '2025-03-01');
    expect(within(firstCard).getByText('新闻1的摘要')).toBeInTheDocument();
    // Newest first: only the by-publish-time list is asked.
    expect(server.requests('list')).toHaveLength(0);
    expect(server.requests('listByPublishTime')).toHaveLength(1);

    await expectSecondPage(router, { role: 'heading', shows: '新闻7', hides: '新闻1' });
  });
});
