import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { can } from '@contract/roles';
import { screensFor } from '../app/screens';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { SectionTitle } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { formatDateTime } from '../ui/format';
import { sessionMessages } from '../sessions/messages';
import { homeMessages } from './messages';
import { space } from '../ui/theme-helpers';

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: repeat(auto-fill, minmax(${space(9, 9, 7)}, 1fr));
`;

const Card = styled(Link)`
  display: block;
  height: 100%;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  strong {
    display: block;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

// The lead counts bring the lead calls: their own chunk, for staff whose roles follow leads only.
const LeadSummaryCards = lazy(() =>
  import(/* webpackChunkName: "admin-lead-watch" */ './lead-summary-cards').then((m) => ({
    default: m.LeadSummaryCards,
  })),
);

// The review counts bring the review calls: their own chunk, for whoever edits or reviews a site.
const ReviewSummaryCards = lazy(() =>
  import(/* webpackChunkName: "admin-review-summary" */ './review-summary-cards').then((m) => ({
    default: m.ReviewSummaryCards,
  })),
);

// The lead alerts' card (issue 38 item 2): its own chunk, for whoever manages a site's alerts.
const AlertSummaryCards = lazy(() =>
  import(/* webpackChunkName: "admin-alert-summary" */ './alert-summary-cards').then((m) => ({
    default: m.AlertSummaryCards,
  })),
);

/** The actions whose holders follow review (their own submissions, or others' to review). */
const REVIEW_ACTIONS = ['content', 'structure', 'settings', 'review'] as const;

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

const PreviousSignIn = styled.p`
  margin: -${({ theme }) => theme.space[3]}px 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

/**
 * 首页: a greeting and 上次登录 (the sign-in before this one: time and IP); for staff whose roles follow leads, the lead counts (each a link into the inbox);
 * for staff who manage a site's lead alerts, 线索通知 (alert-summary-cards.tsx); for staff who
 * edit or review a site, the review counts (review-summary-cards.tsx); then a card
 * per screen the user may use.
 */
export function HomePage() {
  const staff = useConsoleSelector(selectStaff);
  const screens = staff ? screensFor(staff.roles) : [];
  const seesLeads = staff ? can(staff.roles, 'leads') : false;
  const followsReview = staff ? REVIEW_ACTIONS.some((action) => can(staff.roles, action)) : false;
  const managesAlerts = staff ? can(staff.roles, 'leadAlerts') : false;
  // Whether the review counts drew a card (an author with nothing returned or unsubmitted sees none).
  const [reviewShown, setReviewShown] = useState(false);
  return (
    <>
      <PageHeader title={homeMessages.title} />
      <Intro>
        {homeMessages.welcome(staff?.displayName ?? '')}。
        {screens.length > 0 ? homeMessages.intro : homeMessages.none}
      </Intro>
      {staff ? (
        <PreviousSignIn data-testid="previous-sign-in">
          {staff.previousSignInAt
            ? sessionMessages.previousSignIn(
                formatDateTime(staff.previousSignInAt),
                staff.previousSignInIp ?? sessionMessages.unknownIp,
              )
            : sessionMessages.firstSignIn}
        </PreviousSignIn>
      ) : null}
      {staff && seesLeads ? (
        <Suspense fallback={<p role="status">{homeMessages.loading}</p>}>
          <LeadSummaryCards staff={staff} />
        </Suspense>
      ) : null}
      {managesAlerts ? (
        <Suspense fallback={null}>
          <AlertSummaryCards />
        </Suspense>
      ) : null}
      {staff && followsReview ? (
        <Suspense fallback={null}>
          <ReviewSummaryCards roles={staff.roles} onShown={setReviewShown} />
        </Suspense>
      ) : null}
      {screens.length > 0 ? (
        <section aria-label={homeMessages.screens}>
          {/* Under the lead or review counts, the screens get a heading of their own. */}
          {seesLeads || managesAlerts || (followsReview && reviewShown) ? (
            <SectionTitle>{homeMessages.screens}</SectionTitle>
          ) : null}
          <Cards>
            {screens.map((screen) => (
              <li key={screen.path}>
                <Card to={`/${screen.path}`}>
                  <strong>{screen.label}</strong>
                  <span>{screen.summary}</span>
                </Card>
              </li>
            ))}
          </Cards>
        </section>
      ) : null}
    </>
  );
}
