import { screen } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import ImageGrid4 from '../image-grid-4';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '图片' }) });

describe('四栏图片', () => {
  it('shows six titled images a page, in editor order, the first loaded first, and pages on', async () => {
    const { router } = renderTemplate(ImageGrid4, { id: MENU_ID });

    const first = await screen.findByRole('link', { name: '图片1' });
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('link', { name: '图片2' }).querySelector('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await expectSecondPage(router, { role: 'link', shows: '图片7', hides: '图片1' });
  });
});
