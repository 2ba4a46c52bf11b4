import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import TextImageList from '../text-image-list';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '文章' }) });

describe('文字图片列表', () => {
  it('shows six rows a page (thumbnail, title, summary, date), in editor order, and pages on', async () => {
    const { router } = renderTemplate(TextImageList, { id: MENU_ID, path: '/word_list6?id=7' });

    await screen.findByRole('heading', { level: 2, name: '文章1' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const firstRow = screen.getByRole('heading', { level: 2, name: '文章1' }).closest('a') as HTMLElement;
    expect(firstRow.querySelector('img')).toHaveAttribute('alt', '');
    expect(firstRow.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(within(firstRow).getByText('文章1的摘要')).toBeInTheDocument();
    expect(within(firstRow).getByText('2025-03-01')).toBeInTheDocument();
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await expectSecondPage(router, {
      role: 'heading',
      shows: '文章7',
      hides: '文章1',
      search: '?id=7&page=2',
    });
  });
});
