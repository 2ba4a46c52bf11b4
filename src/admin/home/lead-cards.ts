import type { LeadSummary } from '@contract/site-message';
import { inboxPath } from '../leads/lead-filters';
import { leadViews, type LeadViewKey } from '../leads/lead-views';
import { mondayOf } from '../ui/china-days';
import { homeMessages } from './messages';

export type LeadCardKey = keyof typeof homeMessages.cards;

export type LeadCard = { key: LeadCardKey; label: string; hint: string; to: string };

/**
 * 首页's lead cards, each the inbox filtered to what its count counts (LeadSummary's fields):
 * the days since today or this Monday, else the inbox's view of the same name. `today` is China
 * time, `me` the signed-in account.
 */
export function leadCards(today: string, me: number): LeadCard[] {
  const views = new Map(leadViews(me).map((view) => [view.key, view]));
  const viewPath = (key: LeadViewKey) => inboxPath(views.get(key)?.filters ?? {});
  const links: Record<LeadCardKey, string> = {
    today: inboxPath({ from: today, to: today }),
    thisWeek: inboxPath({ from: mondayOf(today), to: today }),
    unassigned: viewPath('unassigned'),
    overdue: viewPath('overdue'),
    followUpToday: viewPath('followUpToday'),
    followUpOverdue: viewPath('followUpOverdue'),
    mine: viewPath('mine'),
    quarantined: viewPath('quarantined'),
  };
  return (Object.keys(links) as LeadCardKey[]).map((key) => ({
    key,
    ...homeMessages.cards[key],
    to: links[key],
  }));
}

/** The count a card shows. */
export const cardCount = (summary: LeadSummary, key: LeadCardKey): number => summary[key];

/** 超时未响应 of each site that has some, each the inbox of that site's overdue leads. */
export const overdueSiteLinks = (summary: LeadSummary) =>
  summary.overdueBySite.map(({ platform, count }) => ({
    platform,
    count,
    to: inboxPath({ ...viewFilters('overdue'), platform }),
  }));

const viewFilters = (key: LeadViewKey) => leadViews(0).find((view) => view.key === key)?.filters ?? {};
