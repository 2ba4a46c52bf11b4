import type { Platform } from '@contract/common';
import { can } from '@contract/roles';
import { mustSubmit, type ReviewMode } from '@contract/review';
import { useListPolicyReviewQuery } from '@/api/generated/cms-api';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';

/**
 * What review before publishing (issue 37 item 2; contract/review.ts) means for the signed-in
 * staff member on a site: whether their changes wait for a reviewer (the forms draw 提交审核
 * instead of 发布), and whether they may pass an advertising-law hit with a reason. Until the
 * sites' modes arrive, `mustSubmit` is false: the server decides anyway.
 */
export function useReviewRule(platform: Platform | null): {
  mode: ReviewMode;
  mustSubmit: boolean;
  canReview: boolean;
} {
  const staff = useConsoleSelector(selectStaff);
  const { data } = useListPolicyReviewQuery();
  const mode = data?.find((site) => site.platform === platform)?.mode ?? 'off';
  const roles = staff?.roles ?? [];
  return {
    mode,
    mustSubmit: platform !== null && mustSubmit(mode, roles, platform),
    canReview: platform !== null && can(roles, 'review', platform),
  };
}
