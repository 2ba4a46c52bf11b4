import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LeadSummary } from '@contract/site-message';
import { secondaryButtonStyle } from '../ui/buttons';
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

/** A view: a secondary button, a little narrower; the current one filled. */
const Tab = styled(Link)`
  ${secondaryButtonStyle};
  padding: 0 ${({ theme }) => theme.space[3]}px;
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
