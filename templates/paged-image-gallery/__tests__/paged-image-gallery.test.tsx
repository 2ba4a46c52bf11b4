import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import PagedImageGallery from '../paged-image-gallery';

const MENU_ID = 14;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '校园风景' }) });

// The lightbox's keyboard, focus and closing behaviour: src/features/lightbox/__tests__/lightbox.test.tsx.
describe('分页纯图片', () => {
  it('shows only images, six to a page', async () => {
    const { router } = renderTemplate(PagedImageGallery, { id: MENU_ID });

    expect(await screen.findByRole('img', { name: '校园风景1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('img')).toHaveLength(6);
    expect(screen.queryByRole('link', { name: /校园风景/ })).not.toBeInTheDocument();
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('img', { name: '校园风景8' })).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(2);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens an image of the page in the lightbox, moves through the page, and gives focus back', async () => {
    const user = userEvent.setup();
    renderTemplate(PagedImageGallery, { id: MENU_ID });

    const secondTile = await screen.findByRole('button', { name: '校园风景2' });
    expect(secondTile).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(secondTile);

    expect(screen.getByRole('dialog', { name: '校园风景2' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('第 2 / 6 张')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '校园风景6' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(secondTile).toHaveFocus();
  });
});
