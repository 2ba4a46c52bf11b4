import { screen } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import ImageGrid3 from '../image-grid-3';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '图片' }) });

describe('三栏图片', () => {
  it('shows six captioned images a page, in editor order, and pages on', async () => {
    const { router } = renderTemplate(ImageGrid3, { id: MENU_ID });

    const first = await screen.findByRole('link', { name: '图片1' });
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(screen.getByRole('heading', { level: 2, name: '图片1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    // The caption names the link: the picture beside it is decorative, and the first loads first.
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await expectSecondPage(router, { role: 'link', shows: '图片7', hides: '图片1' });
  });
});
