import styled from 'styled-components';
import { DEFAULT_PAGE_SIZE } from '@/api/public-api';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { PublishDate } from '@/features/content/publish-date';
import { RichText } from '@/features/content/rich-text';
import { TextSkeleton } from '@/features/content/text-skeleton';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListCalls,
  useContentList,
  withFirstItemDetails,
} from '@/features/content/use-content-list';
import { useListArticle } from '@/features/content/use-list-article';
import type { PageQuery } from '@/lib/page-query';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { introMessages } from './messages';
import { bareList, oneLine } from '@/features/content/css-recipes';

const IMAGE_RATIO = '4 / 3';
/** The skeleton stands in for a title and a screenful of text. */
const SKELETON_BODY_HEIGHT = '360px';

/** Text and image side by side on desktop; the image leads on phones. */
const Article = styled.article<{ $withImage: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${media.desktop} {
    grid-template-columns: ${({ $withImage }) => ($withImage ? 'minmax(0, 3fr) minmax(0, 2fr)' : 'minmax(0, 1fr)')};
    gap: ${({ theme }) => theme.space[7]}px;
    align-items: start;
  }
`;

const Text = styled.div`
  order: 1;
  ${media.desktop} {
    order: 0;
  }
`;

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding-left: ${({ theme }) => theme.space[3]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  line-height: 1.4;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
  }
`;

const SideImage = styled(ContentImage)`
  border-radius: ${({ theme }) => theme.radii.large}px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  ${media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => `${theme.layout.headerHeight}px + ${theme.space[5]}px`});
  }
`;

const More = styled.section`
  margin-top: ${({ theme }) => theme.space[7]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  ul {
    ${bareList}
  }
  a {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]}px;
    padding: ${({ theme }) => theme.space[3]}px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  }
  a:hover span {
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    ${oneLine}
  }
  time {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

/** pType=one (every single page of navigation scheme 2): only the first item, no list below. */
const isOnlyOne = (searchParams: PageQuery) => searchParams.get('pType') === 'one';

const listOptions = (searchParams: PageQuery): ContentListOptions => ({
  pageSize: isOnlyOne(searchParams) ? 1 : DEFAULT_PAGE_SIZE,
});

export const firstCalls: FirstCalls = ({ id, searchParams }) =>
  withFirstItemDetails(contentListCalls(id, listOptions(searchParams), searchParams));

export default function Intro({ id, menu, searchParams }: TemplateProps) {
  const onlyOne = isOnlyOne(searchParams);
  const list = useContentList(id, listOptions(searchParams));
  const { article, state } = useListArticle(list);
  const further = list.items.slice(1);

  return (
    <TemplatePage menu={menu}>
      <ContentStates
        state={state}
        skeleton={<TextSkeleton titleWidth="60%" bodyHeight={SKELETON_BODY_HEIGHT} />}
      >
        {article && (
          <Article $withImage={Boolean(article.image)}>
            <Text>
              <Title>{article.title}</Title>
              <RichText html={article.body ?? ''} />
            </Text>
            {article.image && <SideImage src={article.image} decorative ratio={IMAGE_RATIO} priority />}
          </Article>
        )}
        {!onlyOne && further.length > 0 && (
          <More>
            <h2>{introMessages.moreItems}</h2>
            <ul>
              {further.map((item) => (
                <li key={item.id}>
                  <ContentLink item={item}>
                    <span>{item.title}</span>
                    <PublishDate value={item.publishTime} />
                  </ContentLink>
                </li>
              ))}
            </ul>
          </More>
        )}
      </ContentStates>
    </TemplatePage>
  );
}
