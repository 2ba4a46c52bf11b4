import { collectionOf } from '@contract/collections';
import type { Platform } from '@contract/common';
import { REVIEW_STATE_NAMES, type ReviewedEntity, type ReviewState } from '@contract/review';
import { can, type RoleGrant, sitesFor } from '@contract/roles';

/** The queue's filters in the address (`/review?view=mine&state=returned&platform=vocational`). */
export const REVIEW_FILTERS = ['view', 'state', 'platform'] as const;
export type ReviewFilters = Record<(typeof REVIEW_FILTERS)[number], string>;

/** The queue's tabs: 待审核 (the sites the caller reviews), 我的提交 (the caller's own). */
export type ReviewView = 'pending' | 'mine';

/** The tab the address asks for; 我的提交 for whoever reviews no site (their only tab). */
export const viewOf = (asked: string, reviewer: boolean): ReviewView =>
  reviewer && asked !== 'mine' ? 'pending' : 'mine';

/** 我的提交's state from the address; 待审核 without one (as the server's default). */
export const stateOf = (asked: string): ReviewState =>
  (REVIEW_STATE_NAMES as readonly string[]).includes(asked) ? (asked as ReviewState) : 'pending';

/** The queue's address with these filters (the empty ones left out). */
export function reviewListPath(filters: Partial<ReviewFilters> = {}): string {
  const params = new URLSearchParams();
  for (const key of ['view', 'state', 'platform'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `/review?${query}` : '/review';
}

/**
 * Where the record of a request is edited: its collection's screen (contract/collections), the
 * record's edit route with its site (a menu or a banner is found in its site's list, a content
 * item saves looking up its menu's site); one record per site (站点设置) by its site.
 */
export function editPathOf(item: { entity: ReviewedEntity; recordId: number; platform: Platform }): string {
  const { screen, perSite } = collectionOf(item.entity);
  const site = `?platform=${item.platform}`;
  return perSite === 'one' ? `/${screen.path}${site}` : `/${screen.path}/${item.recordId}${site}`;
}

/** The sites whose review mode these roles set: those they keep the settings of and review (as the server asks). */
export const policySites = (roles: readonly RoleGrant[]): Platform[] =>
  sitesFor(roles, 'settings').filter((site) => can(roles, 'review', site));
