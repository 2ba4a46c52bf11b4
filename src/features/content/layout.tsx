import styled, { css } from 'styled-components';
import { media } from '@/theme/theme';

/** The centred content column of every page. */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
`;

/** A vertical band of a page. */
export const Section = styled.section`
  padding: ${({ theme }) => theme.space[6]}px 0;
  ${media.tablet} {
    padding: ${({ theme }) => theme.space[7]}px 0;
  }
`;

export const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  text-align: center;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[6]}px;
  }
  &::after {
    content: '';
    display: block;
    width: 48px;
    height: 3px;
    margin: ${({ theme }) => theme.space[3]}px auto 0;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

export type Columns = 1 | 2 | 3 | 4;
/** Columns on a phone and on a tablet for a grid of N columns on desktop. */
const phoneColumns = (columns: Columns) => (columns === 4 ? 2 : 1);
const tabletColumns = (columns: Columns) => (columns === 4 ? 3 : Math.min(columns, 2));

/** A responsive grid: `$columns` on desktop, fewer on smaller screens. */
export const Grid = styled.ul<{ $columns: Columns }>`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(${({ $columns }) => phoneColumns($columns)}, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(${({ $columns }) => tabletColumns($columns)}, minmax(0, 1fr));
  }
  ${media.desktop} {
    gap: ${({ theme }) => theme.space[5]}px;
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

/**
 * For a link or button that fills a box clipping its overflow: an outline around it would be
 * cut off, and one inside would lie under its picture. The ring is drawn over its content instead.
 */
export const insetFocusRing = css`
  position: relative;
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
    border: 2px solid ${({ theme }) => theme.colors.accent};
    border-radius: inherit;
    pointer-events: none;
  }
`;

/**
 * A white card with a soft shadow. It clips its overflow (rounded corners, an image's zoom), so
 * a link or button filling it gets an inset focus ring.
 */
export const Card = styled.article`
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
  > a,
  > button {
    ${insetFocusRing}
  }
`;

/** Two lines of text at most, then an ellipsis. */
export const Clamp = styled.p<{ $lines?: number }>`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${({ $lines = 2 }) => $lines};
  overflow: hidden;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
