import type { LeadSummary } from '@contract/site-message';
import { type LeadFilters, LEAD_FILTERS } from './lead-filters';
import { leadMessages } from './messages';

export type LeadViewKey =
  'all' | 'mine' | 'unassigned' | 'overdue' | 'followUpToday' | 'followUpOverdue' | 'quarantined';

export type LeadView = {
  key: LeadViewKey;
  label: string;
  /** The filters the view puts in the address (the others empty). */
  filters: Partial<LeadFilters>;
  /** The summary's count of what it lists (none for 全部线索). */
  count: Exclude<keyof LeadSummary, 'latestId' | 'latestAt' | 'overdueBySite'> | null;
};

/**
 * The inbox's ready-made views, one click each (首页's cards open the same): 全部线索, the open
 * leads of the signed-in account `me`, the open ones nobody has, those past their response target
 * (超时未响应), the follow-ups due today and overdue, and the suspicious ones (可疑线索).
 */
export function leadViews(me: number): LeadView[] {
  const open = { open: 'true' };
  return [
    { key: 'all', label: leadMessages.allLeads, filters: {}, count: null },
    { key: 'mine', label: leadMessages.mine, filters: { ...open, assigneeId: String(me) }, count: 'mine' },
    {
      key: 'unassigned',
      label: leadMessages.unassignedFilter,
      filters: { ...open, unassigned: 'true' },
      count: 'unassigned',
    },
    { key: 'overdue', label: leadMessages.overdueView, filters: { overdue: 'true' }, count: 'overdue' },
    {
      key: 'followUpToday',
      label: leadMessages.followUpToday,
      filters: { ...open, followUp: 'today' },
      count: 'followUpToday',
    },
    {
      key: 'followUpOverdue',
      label: leadMessages.followUpOverdue,
      filters: { ...open, followUp: 'overdue' },
      count: 'followUpOverdue',
    },
    {
      key: 'quarantined',
      label: leadMessages.quarantineTitle,
      filters: { quarantined: 'true' },
      count: 'quarantined',
    },
  ];
}

/** Whether the address's filters are exactly the view's. */
export const isCurrentView = (view: LeadView, filters: LeadFilters): boolean =>
  LEAD_FILTERS.every((key) => (view.filters[key] ?? '') === filters[key]);
