import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { OVERLAY_DELAY_MS } from '@/lib/constants';
import { feedbackMessages } from './messages';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Spinner = styled.div`
  width: ${({ theme }) => theme.space[7]}px;
  height: ${({ theme }) => theme.space[7]}px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 4px solid ${({ theme }) => theme.colors.surface};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.8s linear infinite;
`;

/** The one loading overlay: shown while `active` has been true for OVERLAY_DELAY_MS. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  // Hiding is immediate (during render); showing waits for the delay.
  if (!active && visible) setVisible(false);

  useEffect(() => {
    if (!active) return undefined;
    const timer = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (!visible) return null;
  return (
    <Backdrop role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{feedbackMessages.loading}</span>
    </Backdrop>
  );
}
