import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import type { ContentItem } from '@/api/content-types';
import { squareImageGridMessages as messages } from './messages';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.backgrounds.dark};
`;

const Dialog = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** The picture keeps its own proportions inside at most this share of the screen height. */
const IMAGE_MAX_HEIGHT = '75svh';

const Picture = styled.img`
  width: auto;
  max-height: ${IMAGE_MAX_HEIGHT};
  margin: 0 auto;
  object-fit: contain;
`;

const Caption = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  text-align: center;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  span {
    opacity: 0.75;
  }
`;

/** Touch-friendly square buttons on the dark backdrop. */
const BUTTON_SIZE = '44px';

const IconButton = styled.button`
  width: ${BUTTON_SIZE};
  height: ${BUTTON_SIZE};
  border: 1px solid ${({ theme }) => theme.colors.onPrimary};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  line-height: 1;
`;

const CloseButton = styled(IconButton)`
  justify-self: end;
`;

const StepButton = styled(IconButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 0;
  transform: translateY(-50%);
`;

type LightboxProps = {
  items: readonly ContentItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const FOCUSABLE = 'button, a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal view of one image: Escape closes, the arrow keys move (wrapping round), Tab stays
 * inside, and focus goes back to whatever opened it.
 */
export function Lightbox({ items, index, onIndexChange, onClose }: LightboxProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const item = items[index];
  const step = (offset: number) => onIndexChange((index + offset + items.length) % items.length);

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

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE);
    const first = focusable?.[0];
    const last = focusable?.[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        onClose();
        break;
      case 'ArrowLeft':
        event.preventDefault();
        step(-1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        step(1);
        break;
      case 'Tab':
        keepFocusInside(event);
        break;
      default:
    }
  };

  if (!item) return null;
  return createPortal(
    // A click beside the picture closes too; the keyboard path is Escape and the close button.
    <Backdrop onClick={(event) => event.target === event.currentTarget && onClose()}>
      {/* The keys act on the whole dialog, whichever of its buttons has focus. */}
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <CloseButton ref={closeRef} type="button" aria-label={messages.close} onClick={onClose}>
          ×
        </CloseButton>
        {item.image && <Picture src={item.image} alt={item.title} />}
        <Caption>
          <h2 id={titleId}>{item.title}</h2>
          <span>{messages.position(index + 1, items.length)}</span>
        </Caption>
        {items.length > 1 && (
          <>
            <StepButton type="button" $side="left" aria-label={messages.previous} onClick={() => step(-1)}>
              ‹
            </StepButton>
            <StepButton type="button" $side="right" aria-label={messages.next} onClick={() => step(1)}>
              ›
            </StepButton>
          </>
        )}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
