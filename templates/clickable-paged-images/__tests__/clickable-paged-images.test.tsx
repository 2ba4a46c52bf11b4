import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import ClickablePagedImages from '../clickable-paged-images';

const MENU_ID = 3;
const ITEMS = contentItems(7, MENU_ID, { title: '图片' }).map((item) =>
  // One tile links elsewhere on its own: it keeps that link.
  item.id === 2 ? { ...item, url: 'https://example.org/campus' } : item,
);
const server = installContentServer({ items: ITEMS });

describe('可点击分页图片', () => {
  it('links every captioned tile to its content and pages by six', async () => {
    const { router, container } = renderTemplate(ClickablePagedImages, { id: MENU_ID });

    const first = await screen.findByRole('link', { name: '图片1' });
    expect(first).toHaveAttribute('href', `/article_details/${MENU_ID}?articleId=1`);
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByRole('heading', { level: 2, name: '图片1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /图片2/ })).toHaveAttribute('href', 'https://example.org/campus');
    expect(container.querySelectorAll('img')).toHaveLength(6);
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('link', { name: '图片7' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=2');
  });
});
