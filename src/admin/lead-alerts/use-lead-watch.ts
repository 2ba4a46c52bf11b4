import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useGetSummarySiteMessageQuery, useLazyListSiteMessageQuery } from '@/api/generated/cms-api';
import { can } from '@contract/roles';
import type { StaffInfo } from '@contract/staff';
import { DEFAULT_PAGE_SIZE } from '../ui/pagination';
import { useLeadAlertsOn } from './alert-preference';
import { leadToAnnounce, noticeOf, notificationState } from './new-lead-notice';

/** How often the console asks for the lead summary (the navigation's count, the notification). */
export const SUMMARY_POLL_MS = 30_000;

/**
 * The frame's watch on the leads, for staff whose roles follow leads (nobody else asks): the
 * summary of their sites, asked every 30 s and when the tab comes back, and, when this browser
 * turned notifications on, one notification for each newer lead, whose click opens it. Polling pauses while the tab is
 * hidden, unless notifications are on: telling staff who are elsewhere is what they are for.
 * Answers the count of untouched leads (新线索), or null before the first answer.
 */
export function useLeadWatch(staff: StaffInfo): number | null {
  const canSeeLeads = can(staff.roles, 'leads');
  const alertsOn = useLeadAlertsOn();
  const { data: summary } = useGetSummarySiteMessageQuery(undefined, {
    skip: !canSeeLeads,
    pollingInterval: SUMMARY_POLL_MS,
    skipPollingIfUnfocused: !alertsOn,
    refetchOnFocus: true,
  });
  const [loadNewest] = useLazyListSiteMessageQuery();
  const navigate = useNavigate();
  const previous = useRef(summary);

  useEffect(() => {
    const id = leadToAnnounce(previous.current, summary);
    previous.current = summary;
    if (id === null || !alertsOn || notificationState() !== 'granted') return;
    void (async () => {
      // The list masks the phone; the name is masked here (noticeOf).
      const page = await loadNewest({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE })
        .unwrap()
        .catch(() => null);
      const { title, body } = noticeOf(page?.pageList.find((row) => row.id === id));
      // The tag makes the console's other tabs replace this notification rather than add theirs.
      const notice = new Notification(title, { body, tag: `lead-${id}` });
      notice.onclick = () => {
        window.focus();
        navigate(`/leads/${id}`);
        notice.close();
      };
    })();
  }, [summary, alertsOn, loadNewest, navigate]);

  return summary?.untouched ?? null;
}
