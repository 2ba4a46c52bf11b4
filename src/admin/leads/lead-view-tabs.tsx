import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LeadSummary } from '@contract/site-message';
import { space } from '../ui/theme-helpers';
import { inboxPath, type LeadFilters } from './lead-filters';
import { isCurrentView, leadViews } from './lead-views';
import { leadMessages } from './messages';

const Tabs = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${space(6, 2)};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  white-space: nowrap;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;

/**
 * The inbox's views as links (全部线索, 我的线索, 待分配, 今日回访, 逾期回访, 可疑线索), with the
 * summary's counts once known; the one the address shows is marked current.
 */
export function LeadViewTabs({
  me,
  filters,
  summary,
}: {
  me: number;
  filters: LeadFilters;
  summary: LeadSummary | undefined;
}) {
  return (
    <Tabs aria-label={leadMessages.views}>
      <ul>
        {leadViews(me).map((view) => (
          <li key={view.key}>
            <Tab
              to={inboxPath(view.filters)}
              aria-current={isCurrentView(view, filters) ? 'page' : undefined}
            >
              {view.label}
              {view.count && summary ? leadMessages.viewCount(summary[view.count]) : null}
            </Tab>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
