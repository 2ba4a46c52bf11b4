import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetSummarySiteMessageQuery } from '@/api/generated/cms-api';
import type { StaffInfo } from '@contract/staff';
import { LeadAlertSwitch } from '../lead-alerts/alert-switch';
import { SecondaryButton } from '../ui/buttons';
import { chinaToday } from '../ui/china-days';
import { Notice, SectionTitle } from '../ui/layout';
import { space } from '../ui/theme-helpers';
import { cardCount, leadCards } from './lead-cards';
import { homeMessages } from './messages';

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(${space(8, 7, 3)}, 1fr));
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Label = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

const Count = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[6]}px;
  line-height: 1.2;
  white-space: nowrap;
`;

const Unit = styled.span`
  margin-left: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: 400;
`;

const CardHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

/**
 * 首页 for admissions staff: the counts of the lead summary, each card the inbox filtered to
 * what it counts; the switch of the new-lead notification.
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
    </Section>
  );
}
