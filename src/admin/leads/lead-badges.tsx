import styled from 'styled-components';
import { leadMessages } from './messages';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.small}px;
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
  font-weight: 700;
  line-height: 1.6;
  white-space: nowrap;
`;

const New = styled(Badge)`
  border-color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Repeat = styled(Badge)`
  color: ${({ theme }) => theme.colors.warning};
`;

const Overdue = styled(Badge)`
  margin-left: 0;
  border-color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

/** 新: a lead nobody has worked yet. A word, not only a colour; read out in full. */
export function NewBadge() {
  return (
    <New title={leadMessages.newBadgeLong} data-testid="new-badge">
      <span aria-hidden="true">{leadMessages.newBadge}</span>
      <span className="visually-hidden">{leadMessages.newBadgeLong}</span>
    </New>
  );
}

/** 重复: an earlier lead has the same phone number. */
export function RepeatBadge() {
  return (
    <Repeat title={leadMessages.repeatBadgeLong}>
      <span aria-hidden="true">{leadMessages.repeatBadge}</span>
      <span className="visually-hidden">{leadMessages.repeatBadgeLong}</span>
    </Repeat>
  );
}

/** 超时: past its response target without a first response (issue 38 item 3). */
export function OverdueBadge() {
  return (
    <Overdue title={leadMessages.overdueBadgeLong} data-testid="overdue-badge">
      <span aria-hidden="true">{leadMessages.overdueBadge}</span>
      <span className="visually-hidden">{leadMessages.overdueBadgeLong}</span>
    </Overdue>
  );
}
