import { useMemo, useState } from 'react';
import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import type { JobPosition } from '@contract/job-position';
import { type PublicQueryCall, usePublicList } from '@/api/public-api';
import { ContentStates } from '@/features/content/content-states';
import { queryLoadState } from '@/features/content/query-load-state';
import { RichText } from '@/features/content/rich-text';
import { primaryLinkStyle } from '@/theme/primary-link';
import { Accordion, AccordionSkeleton } from './accordion';
import { fixedPageMessages } from './messages';

/** Where "apply" leads: the enrolment and application form. */
export const APPLY_PATH = '/online_registration';

/** The call JobPositionList makes: a page's first calls, so the list is in the server's render. */
export const jobPositionCalls: readonly PublicQueryCall[] = [
  { endpoint: 'listPublicRecords', args: 'jobPosition' },
];
const SKELETON_ENTRIES = 4;

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const FilterButton = styled.button`
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Requirements = styled.div`
  h4 {
    margin: ${({ theme }) => `${theme.space[4]}px 0 ${theme.space[2]}px`};
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
`;

/** A link that looks like a button: the one action of an opened position. */
export const ApplyLink = styled(SiteLink)`
  ${primaryLinkStyle}
  font-weight: 600;
`;

/** Department, place, headcount and pay on one line. */
const factsOf = (position: JobPosition) =>
  [position.department, position.location, fixedPageMessages.headcount(position.headcount), position.salary]
    .filter(Boolean)
    .join(' · ');

function PositionBody({ position }: { position: JobPosition }) {
  return (
    <Requirements>
      <h4>{fixedPageMessages.requirements}</h4>
      <RichText html={position.requirements} />
      <ApplyLink to={APPLY_PATH}>{fixedPageMessages.applyNow}</ApplyLink>
    </Requirements>
  );
}

/**
 * The platform's open positions as an accordion (requirements inside), optionally with
 * department buttons that narrow the list.
 */
export function JobPositionList({ filterable = false }: { filterable?: boolean }) {
  const query = usePublicList('jobPosition');
  const [department, setDepartment] = useState<string | null>(null);
  const positions = useMemo(() => query.data ?? [], [query.data]);
  const departments = useMemo(
    () => [...new Set(positions.map((position) => position.department).filter(Boolean))],
    [positions],
  );
  const shown = department ? positions.filter((position) => position.department === department) : positions;

  return (
    <ContentStates
      state={queryLoadState(query, positions.length === 0)}
      skeleton={<AccordionSkeleton count={SKELETON_ENTRIES} />}
    >
      {filterable && departments.length > 1 && (
        <Filter role="group" aria-label={fixedPageMessages.departmentFilter}>
          {[null, ...departments].map((name) => (
            <FilterButton
              key={name ?? ''}
              type="button"
              aria-pressed={department === name}
              onClick={() => setDepartment(name)}
            >
              {name ?? fixedPageMessages.allDepartments}
            </FilterButton>
          ))}
        </Filter>
      )}
      <Accordion
        entries={shown.map((position) => ({
          key: position.id,
          title: position.title,
          facts: factsOf(position),
          renderBody: () => <PositionBody position={position} />,
        }))}
      />
    </ContentStates>
  );
}
