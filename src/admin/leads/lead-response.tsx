import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { LeadDetails, LeadListItem } from '@contract/site-message';
import { describeWorkingHours, minutesInWords, workingMinutesBetween } from '@contract/working-hours';
import { formatDateTime } from '../ui/format';
import { MutedText } from '../ui/layout';
import { OverdueBadge } from './lead-badges';
import { leadMessages } from './messages';

/**
 * A lead's response target in the inbox and its details (issue 38 item 3): how long its first
 * response took (working minutes of its site), or, while it waits, its due time with the working
 * time left or past (剩余 / 已超时, the contract's arithmetic, counted again every half minute).
 */

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** The site's working hours under the first response: what its minutes are counted in. */
const Hint = styled(MutedText)`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

/** The list's 首次响应: its working minutes, 超时, 待响应, or — for a lead without a target. */
export function ResponseCell({ lead }: { lead: LeadListItem }) {
  if (lead.firstResponseMinutes !== null) return <NoWrap>{minutesInWords(lead.firstResponseMinutes)}</NoWrap>;
  if (lead.overdue) return <OverdueBadge />;
  return <NoWrap>{lead.respondBy ? leadMessages.awaiting : leadMessages.none}</NoWrap>;
}

/** The list's order of 首次响应: the fastest first, then the waiting ones, the overdue last. */
export const responseOrder = (lead: LeadListItem): number =>
  lead.firstResponseMinutes ?? (lead.overdue ? Number.MAX_SAFE_INTEGER : Number.MAX_SAFE_INTEGER - 1);

/** The time now, again every `everyMs`: what is left of a due time moves while the page is open. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The details' 首次响应 and 响应时限 (a term and its value each, inside the basics' list). */
export function ResponseFields({ lead }: { lead: LeadDetails }) {
  const now = useNow(30_000);
  const answered = lead.firstResponseAt !== null;
  let due: string = leadMessages.noTarget;
  if (lead.respondBy) {
    const dueAt = Date.parse(lead.respondBy);
    const span = (from: number, to: number) =>
      lead.workingHours ? minutesInWords(workingMinutesBetween(lead.workingHours, from, to)) : null;
    const left = answered ? null : now < dueAt ? span(now, dueAt) : span(dueAt, now);
    const words =
      left === null ? '' : `（${now < dueAt ? leadMessages.remaining(left) : leadMessages.overdueBy(left)}）`;
    due = `${formatDateTime(lead.respondBy)}${words}`;
  }
  return (
    <>
      <dt>{leadMessages.firstResponse}</dt>
      <dd data-testid="lead-first-response">
        {lead.firstResponseAt !== null && lead.firstResponseMinutes !== null
          ? leadMessages.firstResponseAt(
              minutesInWords(lead.firstResponseMinutes),
              formatDateTime(lead.firstResponseAt),
            )
          : leadMessages.notAnswered}
        {lead.workingHours ? (
          <Hint title={leadMessages.firstResponseHint}>
            {leadMessages.workingHours(describeWorkingHours(lead.workingHours))}
          </Hint>
        ) : null}
      </dd>
      <dt>{leadMessages.respondBy}</dt>
      <dd data-testid="lead-respond-by">
        {due} {lead.overdue ? <OverdueBadge /> : null}
      </dd>
    </>
  );
}
