import { type KeyboardEvent, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { useGetSiteContentDetailsQuery } from '@/api/public-api';
import { ArticleVideo } from '@/features/content/article-video';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { RichText } from '@/features/content/rich-text';
import { TextSkeleton } from '@/features/content/text-skeleton';
import { withFirstItemDetails } from '@/features/content/use-content-list';
import type { FirstCalls } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { contentDisplayMessages } from './messages';

/** All of a menu's items are shown here: one call, not pages. */
const ITEM_LIMIT = 30;
const TAB_LIST_WIDTH = '240px';
const SKELETON_BODY_HEIGHT = '360px';

/** Tabs scroll sideways above the text on phones and stand in a column beside it on desktop. */
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${media.desktop} {
    grid-template-columns: ${TAB_LIST_WIDTH} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]}px;
    align-items: start;
  }
`;

const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  overflow-x: auto;
  scroll-snap-type: x proximity;
  scrollbar-width: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => `${theme.layout.headerHeight}px + ${theme.space[5]}px`});
    flex-direction: column;
    gap: 0;
    overflow: visible;
    border-bottom: 0;
    border-left: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Tab = styled.button`
  flex: none;
  scroll-snap-align: start;
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  border: 0;
  border-bottom: 3px solid transparent;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  text-align: left;
  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  ${media.desktop} {
    margin-left: -1px;
    border-bottom: 0;
    border-left: 3px solid transparent;
    white-space: normal;
    &[aria-selected='true'] {
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  }
`;

const Article = styled.article`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[5]}px;
    }
  }
`;

const articleSkeleton = <TextSkeleton titleWidth="50%" bodyHeight={SKELETON_BODY_HEIGHT} />;

/** One item in full: title, video when there is one, and the body from the details call. */
function FullItem({ item }: { item: ContentItem }) {
  const details = useGetSiteContentDetailsQuery({ id: item.id });
  const article = details.currentData;
  return (
    <ContentStates
      state={{
        isLoading: !article && !details.isError,
        isError: details.isError,
        isEmpty: false,
        refetch: details.refetch,
      }}
      skeleton={articleSkeleton}
    >
      {article && (
        <Article>
          <h2>{article.title}</h2>
          <ArticleVideo article={article} />
          <RichText html={article.body ?? ''} />
        </Article>
      )}
    </ContentStates>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move and select. */
function ItemTabs({ items }: { items: readonly ContentItem[] }) {
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const idPrefix = useId();
  const current = items[selected] ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selected, items.length);
    setSelected(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <Layout>
      <TabList role="tablist" aria-label={contentDisplayMessages.tabs} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <Tab
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.id}`}
            aria-selected={index === selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
          >
            {item.title}
          </Tab>
        ))}
      </TabList>
      {current && (
        <div
          role="tabpanel"
          id={`${idPrefix}-panel`}
          aria-labelledby={`${idPrefix}-tab-${current.id}`}
          tabIndex={0}
        >
          <FullItem key={current.id} item={current} />
        </div>
      )}
    </Layout>
  );
}

function ContentDisplayBody({ list }: ContentListBodyProps) {
  const [only] = list.items;

  return (
    <ContentStates state={list} skeleton={articleSkeleton}>
      {list.items.length > 1 ? <ItemTabs items={list.items} /> : only && <FullItem item={only} />}
    </ContentStates>
  );
}

const template = contentListTemplate({ pageSize: ITEM_LIMIT }, ContentDisplayBody);
/** The item shown first (alone, or the first tab) is shown in full: its details come with the list. */
export const firstCalls: FirstCalls = (page) => withFirstItemDetails(template.firstCalls(page));
export default template.Page;
