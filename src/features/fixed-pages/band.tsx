import styled from 'styled-components';
import { Section } from '@/features/content/layout';
import { media } from '@/theme/theme';

/** Bands alternate between white and grey so neighbours stay apart. */
export type Tone = 'plain' | 'muted';

/**
 * A full-width band of a fixed page (put a Container inside). A band `$later` on the page is laid
 * out only when it comes near the viewport: the first layout, on the way to the first screen,
 * is then only of what is on it.
 */
export const Band = styled(Section)<{ $tone: Tone; $later?: boolean }>`
  background: ${({ $tone, theme }) => ($tone === 'muted' ? theme.colors.surfaceMuted : theme.colors.surface)};
  ${({ $later }) => $later && 'content-visibility: auto; contain-intrinsic-size: auto 480px;'}
`;

/** A band's heading row: the title on the left, a link such as "更多" on the right. */
export const BandHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

export const BandHeading = styled.h2`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[3]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  line-height: 1.3;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
  }
`;
