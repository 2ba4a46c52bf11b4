import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetSummarySiteMessageQuery } from '@/api/generated/cms-api';
import { PLATFORM_NAMES } from '@contract/platform';
import type { StaffInfo } from '@contract/staff';
import { LeadAlertSwitch } from '../lead-alerts/alert-switch';
import { SecondaryButton } from '../ui/buttons';
import { chinaToday } from '../ui/china-days';
import { Notice, SectionTitle } from '../ui/layout';
import {
  Count,
  CountCard as Card,
  CountCards as Cards,
  CountHint as CardHint,
  CountLabel as Label,
  CountSection as Section,
  CountUnit as Unit,
} from './count-cards';
import { cardCount, leadCards, overdueSiteLinks } from './lead-cards';
import { homeMessages } from './messages';

/** 各站点超时未响应: a line of links under the cards, one per site with overdue leads. */
const OverdueSites = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  a {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/**
 * 首页 for admissions staff: the counts of the lead summary, each card the inbox filtered to
 * what it counts, and the overdue leads per site; the switch of the new-lead notification.
 */
export function LeadSummaryCards({ staff }: { staff: StaffInfo }) {
  const summary = useGetSummarySiteMessageQuery();
  const cards = leadCards(chinaToday(), staff.id);
  return (
    <Section aria-labelledby="home-leads" aria-busy={summary.isLoading || undefined}>
      <SectionTitle id="home-leads">{homeMessages.leads}</SectionTitle>
      <LeadAlertSwitch />
      {summary.isError && !summary.data ? (
        <Notice>
          {homeMessages.failed}{' '}
          <SecondaryButton type="button" onClick={() => void summary.refetch()}>
            {homeMessages.retry}
          </SecondaryButton>
        </Notice>
      ) : null}
      {summary.isLoading ? (
        <p role="status" className="visually-hidden">
          {homeMessages.loading}
        </p>
      ) : null}
      <Cards>
        {cards.map((card) => (
          <li key={card.key}>
            <Card to={card.to} data-testid={`lead-card-${card.key}`}>
              <Label>{card.label}</Label>
              {summary.data ? (
                <Count>
                  {cardCount(summary.data, card.key)}
                  <Unit>{homeMessages.unit}</Unit>
                </Count>
              ) : (
                <Count>{homeMessages.loadingCount}</Count>
              )}
              <CardHint>{card.hint}</CardHint>
            </Card>
          </li>
        ))}
      </Cards>
      {summary.data && summary.data.overdueBySite.length > 0 ? (
        <OverdueSites data-testid="overdue-sites">
          <span>{homeMessages.overdueBySite}：</span>
          {overdueSiteLinks(summary.data).map(({ platform, count, to }) => (
            <Link key={platform} to={to}>
              {homeMessages.overdueOfSite(PLATFORM_NAMES[platform], count)}
            </Link>
          ))}
        </OverdueSites>
      ) : null}
    </Section>
  );
}
