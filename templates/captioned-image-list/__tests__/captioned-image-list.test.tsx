import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import CaptionedImageList from '../captioned-image-list';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '图文' }) });

describe('图文图片列表', () => {
  it('shows six cards a page (image, title, summary), in editor order, and pages on', async () => {
    const { router } = renderTemplate(CaptionedImageList, { id: MENU_ID, path: '/word_list2?id=7' });

    const firstCard = (await screen.findByRole('heading', { level: 2, name: '图文1' })).closest(
      'a',
    ) as HTMLElement;
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(firstCard).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(firstCard.querySelector('img')).toHaveAttribute('src', '/images/1.jpg');
    expect(firstCard.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(firstCard).getByText('图文1的摘要')).toBeInTheDocument();
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await expectSecondPage(router, {
      role: 'heading',
      shows: '图文7',
      hides: '图文1',
      search: '?id=7&page=2',
    });
  });
});
