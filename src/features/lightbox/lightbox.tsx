import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from '@/theme/theme';
import { lightboxMessages as messages } from './messages';
import { mediaSource } from '@contract/url-policy';

/** The picture keeps its own proportions and leaves room for the caption and the buttons. */
const IMAGE_MAX_HEIGHT = '70vh';
const BUTTON_SIZE = '44px';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.backgrounds.dark};
  color: ${({ theme }) => theme.colors.onPrimary};
  /* Room for the buttons: above and below the picture on phones, beside it from tablets on. */
  padding: calc(${BUTTON_SIZE} + ${({ theme }) => theme.space[5]}px) ${({ theme }) => theme.space[3]}px;
  ${media.tablet} {
    padding: ${({ theme }) => theme.space[5]}px calc(${BUTTON_SIZE} + ${({ theme }) => theme.space[6]}px);
  }
`;

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 100%;
  margin: 0;
  img {
    max-height: ${IMAGE_MAX_HEIGHT};
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  figcaption {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space[3]}px;
    text-align: center;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  span {
    opacity: 0.75;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

const RoundButton = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  width: ${BUTTON_SIZE};
  height: ${BUTTON_SIZE};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  line-height: 1;
`;

const CloseButton = styled(RoundButton)`
  top: ${({ theme }) => theme.space[3]}px;
  right: ${({ theme }) => theme.space[3]}px;
`;

/** At the bottom on phones (thumb reach), at the sides from tablets on. */
const StepButton = styled(RoundButton)<{ $edge: 'left' | 'right' }>`
  bottom: ${({ theme }) => theme.space[4]}px;
  ${({ $edge, theme }) => `${$edge}: ${theme.space[4]}px;`}
  ${media.tablet} {
    bottom: auto;
    top: calc(50% - ${BUTTON_SIZE} / 2);
  }
`;

/** A picture the lightbox can show: a content item's image and title. */
export type LightboxImage = { id: number; image: string | null; title: string };

type LightboxProps = {
  images: readonly LightboxImage[];
  /** The picture shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * One picture of the page, large, in a modal dialog named by its title: Escape closes, the
 * arrow keys and the buttons move (wrapping round), Tab stays inside, a click beside the picture
 * closes, and focus goes back to whatever opened it.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const shown = images[index];
  const step = (offset: number) => onIndexChange((index + offset + images.length) % images.length);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden'; // the page must not scroll behind the dialog
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  // On the document, so the keys work wherever focus is (a click on the picture leaves the
  // buttons); attached anew after each render, so they always act on the picture shown.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else if (event.key === 'Tab') cycleFocus(dialogRef.current, event.shiftKey ? -1 : 1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  });

  if (!shown) return null;
  return createPortal(
    <Backdrop
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Figure>
        {/* The caption names the picture right under it. */}
        {mediaSource(shown.image) && <img src={mediaSource(shown.image)!} alt="" />}
        <figcaption>
          <h2 id={titleId}>{shown.title}</h2>
          <span>{messages.position(index + 1, images.length)}</span>
        </figcaption>
      </Figure>
      <CloseButton ref={closeRef} type="button" aria-label={messages.close} onClick={onClose}>
        ×
      </CloseButton>
      {images.length > 1 && (
        <>
          <StepButton type="button" $edge="left" aria-label={messages.previous} onClick={() => step(-1)}>
            ‹
          </StepButton>
          <StepButton type="button" $edge="right" aria-label={messages.next} onClick={() => step(1)}>
            ›
          </StepButton>
        </>
      )}
    </Backdrop>,
    document.body,
  );
}

/**
 * A lightbox over a page of pictures: `open(index)` shows one of them. It belongs to its page:
 * another page (the back button) closes it.
 */
export function usePageLightbox(images: readonly LightboxImage[], page: number) {
  const [shown, setShown] = useState<{ page: number; index: number } | null>(null);
  const index = shown?.page === page ? shown.index : null;
  const show = (next: number) => setShown({ page, index: next });
  return {
    open: show,
    lightbox:
      index === null ? null : (
        <Lightbox images={images} index={index} onIndexChange={show} onClose={() => setShown(null)} />
      ),
  };
}

/** Tab and Shift+Tab go round the dialog's buttons and never leave it. */
function cycleFocus(dialog: HTMLElement | null, direction: 1 | -1) {
  const buttons = dialog ? [...dialog.querySelectorAll<HTMLElement>('button')] : [];
  if (buttons.length === 0) return;
  const current = buttons.indexOf(document.activeElement as HTMLElement);
  const next = current === -1 ? 0 : (current + direction + buttons.length) % buttons.length;
  buttons[next]?.focus();
}
