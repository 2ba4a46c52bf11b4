import styled, { keyframes } from 'styled-components';
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

/** What the loading overlay draws (loading-overlay.tsx decides when). */
export default function LoadingOverlayView() {
  return (
    <Backdrop role="status" aria-live="polite" data-testid="loading-overlay">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{feedbackMessages.loading}</span>
    </Backdrop>
  );
}
