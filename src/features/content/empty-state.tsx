import styled from 'styled-components';
import { contentMessages } from './messages';

const Box = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 240px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  p {
    margin: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
    color: ${({ theme }) => theme.colors.text};
  }
  button {
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[5]}px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "Nothing here yet" for an empty list, or a load failure with a retry. */
export function EmptyState({ onRetry }: { onRetry?: () => void }) {
  return (
    <Box role={onRetry ? 'alert' : undefined}>
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true">
        <rect x="10" y="14" width="44" height="36" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M10 24h44M22 34h20M22 42h12" stroke="currentColor" strokeWidth="3" />
      </svg>
      <strong>{onRetry ? contentMessages.loadFailed : contentMessages.empty}</strong>
      {!onRetry && <p>{contentMessages.emptyHint}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          {contentMessages.retry}
        </button>
      )}
    </Box>
  );
}
