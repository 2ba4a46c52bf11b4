import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { Lightbox, type LightboxImage } from '../lightbox';

const IMAGES: LightboxImage[] = [1, 2, 3].map((id) => ({
  id,
  image: `/photos/${id}.jpg`,
  title: `照片${id}`,
}));

/** A page of thumbnails that open the lightbox, as the gallery templates have. */
function Gallery({ images = IMAGES }: { images?: LightboxImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      {images.map((image, index) => (
        <button key={image.id} type="button" onClick={() => setOpen(index)}>
          打开{image.title}
        </button>
      ))}
      {open !== null && (
        <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}

const renderGallery = (images?: LightboxImage[]) =>
  render(
    <ThemeProvider theme={theme}>
      <Gallery images={images} />
    </ThemeProvider>,
  );

describe('Lightbox', () => {
  it('shows the picture in a modal dialog named by its title, with its position, and takes focus', async () => {
    const user = userEvent.setup();
    renderGallery();

    await user.click(screen.getByRole('button', { name: '打开照片2' }));

    const dialog = screen.getByRole('dialog', { name: '照片2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog.querySelector('img')).toHaveAttribute('src', '/photos/2.jpg');
    // The caption right under it names the picture.
    expect(dialog.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('第 2 / 3 张')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '关闭' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('moves with the arrow keys and the buttons, wrapping round at both ends', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: '打开照片2' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '照片3' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '照片1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: '照片3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '上一张' }));
    expect(screen.getByRole('dialog', { name: '照片2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一张' }));
    await user.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByRole('dialog', { name: '照片1' })).toBeInTheDocument();
    expect(screen.getByText('第 1 / 3 张')).toBeInTheDocument();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: '打开照片1' }));
    const [close, previous, next] = ['关闭', '上一张', '下一张'].map((name) =>
      screen.getByRole('button', { name }),
    );

    await user.tab();
    expect(previous).toHaveFocus();
    await user.tab();
    expect(next).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(next).toHaveFocus();
  });

  it('closes with Escape, giving focus back to its opener and the page its scrolling', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: '打开照片3' });
    await user.click(opener);

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with the close button and with a click beside the picture, not on it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: '打开照片1' });

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('dialog').querySelector('img') as HTMLElement);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no previous and next for a single picture', async () => {
    const user = userEvent.setup();
    renderGallery([IMAGES[0] as LightboxImage]);
    await user.click(screen.getByRole('button', { name: '打开照片1' }));

    expect(screen.getByRole('dialog', { name: '照片1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '下一张' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: '照片1' })).toBeInTheDocument();
  });
});
