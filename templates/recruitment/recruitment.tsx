import { useId } from 'react';
import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { useGetSiteContentDetailsQuery, usePublicList } from '@/api/public-api';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { Pagination } from '@/features/content/pagination';
import { RichText } from '@/features/content/rich-text';
import { SkeletonBlock } from '@/features/content/skeleton';
import { Accordion, AccordionSkeleton } from '@/features/fixed-pages/accordion';
import {
  APPLY_PATH,
  ApplyLink,
  JobPositionList,
  jobPositionCalls,
} from '@/features/fixed-pages/job-positions';
import { formatDate } from '@/lib/time-format';
import type { FirstCalls } from '@/registry/define-template';
import { recruitmentMessages } from './messages';

const BODY_SKELETON_HEIGHT = '120px';

const Body = styled.div`
  padding-top: ${({ theme }) => theme.space[4]}px;
`;

/** One position's text: fetched when it is opened, since the list carries only the summary. */
function PositionDetails({ item }: { item: ContentItem }) {
  const details = useGetSiteContentDetailsQuery({ id: item.id });
  return (
    <Body>
      {details.isLoading ? (
        <SkeletonBlock $height={BODY_SKELETON_HEIGHT} />
      ) : (
        <RichText html={details.data?.body ?? item.summary ?? ''} />
      )}
      <ApplyLink to={APPLY_PATH}>{recruitmentMessages.apply}</ApplyLink>
    </Body>
  );
}

/** Position facts on one line: when it was posted and what it is about. */
const factsOf = (item: ContentItem) =>
  [recruitmentMessages.publishedOn(formatDate(item.publishTime)), item.summary].filter(Boolean).join(' · ');

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
`;

const Block = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[7]}px;
  }
`;

/**
 * The positions the editors wrote under this menu, six to a page, each opening its full text,
 * then the platform's open positions (the menu's texts often say "see the list below"). A menu
 * without texts shows the positions alone, so the page is never empty while there are openings.
 */
function RecruitmentBody({ list }: ContentListBodyProps) {
  const positions = usePublicList('jobPosition');
  const hasTexts = list.isLoading || list.isError || !list.isEmpty;
  // Under the menu's texts an empty list of positions says nothing: leave it out.
  const showPositions = !hasTexts || !positions.isSuccess || positions.data.length > 0;
  const ids = { texts: useId(), positions: useId() };

  return (
    <>
      {hasTexts && (
        <Block aria-labelledby={ids.texts}>
          <Heading id={ids.texts}>{recruitmentMessages.texts}</Heading>
          <ContentStates state={list} skeleton={<AccordionSkeleton count={list.pageSize} />}>
            <Accordion
              entries={list.items.map((item) => ({
                key: item.id,
                title: item.title,
                facts: factsOf(item),
                renderBody: () => <PositionDetails item={item} />,
              }))}
            />
            <Pagination
              page={list.page}
              pageSize={list.pageSize}
              total={list.total}
              onChange={list.setPage}
            />
          </ContentStates>
        </Block>
      )}
      {showPositions && (
        <Block aria-labelledby={ids.positions}>
          <Heading id={ids.positions}>{recruitmentMessages.positions}</Heading>
          <JobPositionList />
        </Block>
      )}
    </>
  );
}

const template = contentListTemplate({ byPublishTime: true, paged: true }, RecruitmentBody, {
  fallbackTitle: recruitmentMessages.title,
});
export const firstCalls: FirstCalls = (page) => [...template.firstCalls(page), ...jobPositionCalls];
export default template.Page;
