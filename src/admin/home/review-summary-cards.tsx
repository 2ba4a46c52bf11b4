import { useEffect } from 'react';
import { useGetSummaryReviewQuery } from '@/api/generated/cms-api';
import type { ReviewSummary } from '@contract/review';
import { can, type RoleGrant } from '@contract/roles';
import { reviewListPath } from '../review/review-links';
import { SecondaryButton } from '../ui/buttons';
import { Notice, SectionTitle } from '../ui/layout';
import { Count, CountCard, CountCards, CountHint, CountLabel, CountSection, CountUnit } from './count-cards';
import { homeMessages } from './messages';

type ReviewCardKey = keyof typeof homeMessages.reviewCards;

const LINKS: Record<ReviewCardKey, string> = {
  pending: reviewListPath(),
  returned: reviewListPath({ view: 'mine', state: 'returned' }),
  drafts: reviewListPath({ view: 'mine', state: 'draft' }),
};

/**
 * The cards to draw: 待审核 for whoever reviews some site (even at 0: it is their queue); the
 * caller's own 已退回 and 未提交 for a reviewer always, for anyone else only when one is not 0.
 */
export function reviewCardKeys(summary: ReviewSummary | undefined, reviewer: boolean): ReviewCardKey[] {
  if (reviewer) return ['pending', 'returned', 'drafts'];
  return summary && (summary.returned > 0 || summary.drafts > 0) ? ['returned', 'drafts'] : [];
}

/**
 * 首页's review counts (issue 37 item 2) for whoever edits what the public sees or reviews it: the
 * changes waiting for the caller's review, the caller's own returned and unsubmitted ones, each
 * card the review screen filtered to what it counts. `onShown` says whether any card is drawn.
 */
export function ReviewSummaryCards({
  roles,
  onShown,
}: {
  roles: readonly RoleGrant[];
  onShown: (shown: boolean) => void;
}) {
  const summary = useGetSummaryReviewQuery();
  const reviewer = can(roles, 'review');
  const keys = reviewCardKeys(summary.data, reviewer);
  const shown = keys.length > 0;
  useEffect(() => onShown(shown), [onShown, shown]);
  if (!shown) return null;
  return (
    <CountSection aria-labelledby="home-review" aria-busy={summary.isLoading || undefined}>
      <SectionTitle id="home-review">{homeMessages.review}</SectionTitle>
      {summary.isError && !summary.data ? (
        <Notice>
          {homeMessages.reviewFailed}{' '}
          <SecondaryButton type="button" onClick={() => void summary.refetch()}>
            {homeMessages.retry}
          </SecondaryButton>
        </Notice>
      ) : null}
      <CountCards>
        {keys.map((key) => (
          <li key={key}>
            <CountCard to={LINKS[key]} data-testid={`review-card-${key}`}>
              <CountLabel>{homeMessages.reviewCards[key].label}</CountLabel>
              <Count>
                {summary.data ? summary.data[key] : homeMessages.loadingCount}
                {summary.data ? <CountUnit>{homeMessages.unit}</CountUnit> : null}
              </Count>
              <CountHint>{homeMessages.reviewCards[key].hint}</CountHint>
            </CountCard>
          </li>
        ))}
      </CountCards>
    </CountSection>
  );
}
