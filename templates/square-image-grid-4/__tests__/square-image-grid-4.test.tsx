import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import SquareImageGrid4 from '../square-image-grid-4';

const MENU_ID = 9;
const TOTAL = 3;
const server = installContentServer({ items: contentItems(TOTAL, MENU_ID, { title: '荣誉证书' }) });

// The lightbox's keyboard, focus and closing behaviour: src/features/lightbox/__tests__/lightbox.test.tsx.
describe('四栏方图', () => {
  it('shows square images with captions, twelve to a page', async () => {
    renderTemplate(SquareImageGrid4, { id: MENU_ID });

    const first = await screen.findByRole('button', { name: '查看大图：荣誉证书1' });
    // The caption stands under the square: the picture is decorative.
    expect(first.querySelector('img')).toHaveAttribute('alt', '');
    expect(first.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('button', { name: /^查看大图：/ })).toHaveLength(TOTAL);
    expect(screen.getByText('荣誉证书3')).toBeInTheDocument();
    expect(server.requests('list').map((query) => query.get('pageSize'))).toEqual(['12']);
  });

  it('opens an image in the lightbox, moves through the page, and the close button gives focus back', async () => {
    const user = userEvent.setup();
    renderTemplate(SquareImageGrid4, { id: MENU_ID });

    const opener = await screen.findByRole('button', { name: '查看大图：荣誉证书2' });
    await user.click(opener);

    expect(screen.getByRole('dialog', { name: '荣誉证书2' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByText('第 2 / 3 张')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一张' }));
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('dialog', { name: '荣誉证书1' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
