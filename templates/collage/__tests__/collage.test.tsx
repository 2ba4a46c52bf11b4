import { screen } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import Collage from '../collage';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '拼图' }) });

describe('拼图', () => {
  it('shows six captioned tiles a page, in editor order, the first loaded first, and pages on', async () => {
    const { router } = renderTemplate(Collage, { id: MENU_ID, path: '/word_list4?id=7' });

    const first = await screen.findByRole('link', { name: '拼图1' });
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await expectSecondPage(router, { role: 'link', shows: '拼图7', hides: '拼图1', search: '?id=7&page=2' });
  });
});
