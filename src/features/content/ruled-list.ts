import styled from 'styled-components';
import { bareList } from './css-recipes';

/** A white panel of rows one under the other (a news list, a text-and-image list). */
export const RuledList = styled.ol`
  ${bareList}
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

/** A row of a RuledList: a rule under each but the last. */
export const RuledRow = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;
