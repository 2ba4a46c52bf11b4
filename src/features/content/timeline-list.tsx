import { css } from 'styled-components';
import { media } from '@/theme/theme';

type TimelineAxisOptions = {
  /** Where the axis runs on phones, from the left edge of the list. */
  left: string;
  /** From this breakpoint on the axis runs down the middle and the entries alternate sides. */
  centreFrom: 'tablet' | 'desktop';
  /** Where the middle axis starts: centred on the line by default. */
  centre?: string;
};

/** The axis line's width. */
export const AXIS_WIDTH = '2px';

/**
 * The vertical axis of a timeline, drawn behind its entries: at `left` on phones, down the
 * middle from `centreFrom` on. The history and portrait timelines and the fixed pages' timeline
 * section share it; each places its own entries, dots and year badges on it.
 */
export const timelineAxis = ({
  left,
  centreFrom,
  centre = `calc(50% - ${AXIS_WIDTH} / 2)`,
}: TimelineAxisOptions) => css`
  position: relative;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    bottom: 0;
    left: ${left};
    width: ${AXIS_WIDTH};
    background: ${({ theme }) => theme.colors.border};
    ${media[centreFrom]} {
      left: ${centre};
    }
  }
`;

/** A timeline event's card: white, rounded, shadowed; its title takes the brand colour on hover. */
export const timelineCard = css`
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
