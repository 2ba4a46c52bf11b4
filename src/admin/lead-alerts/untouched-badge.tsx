import styled from 'styled-components';
import { leadAlertMessages } from './messages';

const Count = styled.span`
  display: inline-block;
  min-width: ${({ theme }) => theme.space[5]}px;
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  font-weight: 700;
  line-height: 1.6;
  text-align: center;
  white-space: nowrap;
`;

/** Most the badge draws; the words read out keep the whole number. */
const SHOWN_MAX = 99;

/**
 * The navigation's count of untouched leads beside 线索: a number to see, and words to hear
 * (the link reads 线索，12 条新线索). Nothing when there are none.
 */
export function UntouchedBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <>
      <Count aria-hidden="true" data-testid="untouched-badge">
        {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
      </Count>
      <span className="visually-hidden">{leadAlertMessages.untouched(count)}</span>
    </>
  );
}
