import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { ContentItem } from '@/api/content-types';
import { media } from '@/theme/theme';
import { galleryMessages } from './messages';

/** The image leaves room for the caption and the buttons on every screen. */
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
  /* Room for the buttons: above and below the image on phones, beside it from tablets on. */
  padding: calc(${BUTTON_SIZE} + ${({ theme }) => theme.space[5]}px) ${({ theme }) => theme.space[3]}px;
  ${media.tablet} {
    padding: ${({ theme }) => theme.space[5]}px calc(${BUTTON_SIZE} + ${({ theme }) => theme.space[6]}px);
  }
`;

const Figure = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  max-width: 100%;
  img {
    max-height: ${IMAGE_MAX_HEIGHT};
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  figcaption {
    display: flex;
    gap: ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

const RoundButton = styled.button`
  position: absolute;
  display: grid;
  place-items: center;
  width: ${BUTTON_SIZE};
  height: ${BUTTON_SIZE};
  border: 0;
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

type LightboxProps = {
  items: readonly ContentItem[];
  index: number;
  onMove: (index: number) => void;
  onClose: () => void;
};

/**
 * One image of the page, large, in a modal dialog: Escape closes, the arrow keys move
 * (wrapping around), Tab stays inside, and focus goes back to the opening tile on close.
 */
export function Lightbox({ items, index, onMove, onClose }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const step = (delta: number) => onMove((index + delta + items.length) % items.length);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const scrollLock = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = scrollLock;
      opener?.focus();
    };
  }, []);

  // Attached anew after each render, so the keys always act on the image shown.
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

  if (!item) return null;
  return createPortal(
    <Backdrop
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label={item.title}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Figure>
        {item.image && <img src={item.image} alt={item.title} />}
        <figcaption>
          <span>{item.title}</span>
          <span>{galleryMessages.position(index + 1, items.length)}</span>
        </figcaption>
      </Figure>
      <CloseButton ref={closeRef} type="button" aria-label={galleryMessages.close} onClick={onClose}>
        ×
      </CloseButton>
      {items.length > 1 && (
        <>
          <StepButton
            type="button"
            $edge="left"
            aria-label={galleryMessages.previous}
            onClick={() => step(-1)}
          >
            ‹
          </StepButton>
          <StepButton type="button" $edge="right" aria-label={galleryMessages.next} onClick={() => step(1)}>
            ›
          </StepButton>
        </>
      )}
    </Backdrop>,
    document.body,
  );
}

/** Tab and Shift+Tab go round the dialog's buttons and never leave it. */
function cycleFocus(dialog: HTMLElement | null, direction: 1 | -1) {
  const buttons = dialog ? [...dialog.querySelectorAll<HTMLElement>('button')] : [];
  if (buttons.length === 0) return;
  const current = buttons.findIndex((button) => button === document.activeElement);
  const next = current === -1 ? 0 : (current + direction + buttons.length) % buttons.length;
  buttons[next]?.focus();
}
