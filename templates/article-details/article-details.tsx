import { useMemo } from 'react';
import styled from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { readRememberedList } from '@/api/public-api';
import { ArticleVideo } from '@/features/content/article-video';
import { ContentImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { ContentStates } from '@/features/content/content-states';
import { NotFoundNotice } from '@/features/content/not-found-notice';
import { PublishDate } from '@/features/content/publish-date';
import { RichText } from '@/features/content/rich-text';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import { contentListCalls, useContentList, withFirstItemDetails } from '@/features/content/use-content-list';
import { useListArticle } from '@/features/content/use-list-article';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { articleMessages } from './messages';
import { neighboursIn } from './neighbours';
import { oneLine } from '@/features/content/css-recipes';

/** A comfortable reading line for Chinese text. */
const ARTICLE_MAX_WIDTH = '820px';
const SKELETON_TITLE_HEIGHT = '36px';
const SKELETON_META_HEIGHT = '20px';
const SKELETON_BODY_HEIGHT = '420px';

const Article = styled.article`
  max-width: ${ARTICLE_MAX_WIDTH};
  margin: 0 auto;
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  padding-bottom: ${({ theme }) => theme.space[4]}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
    line-height: 1.4;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[6]}px;
    }
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

const LeadPicture = styled(ContentImage)`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
`;

/**
 * The item's picture leads the article, unless a video shows (the picture is its poster) or the
 * body already shows the same picture.
 */
const leadPictureOf = (article: ContentItem & { body?: string | null }) =>
  article.image && !article.video && !(article.body ?? '').includes(article.image) ? article.image : null;

const Siblings = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[7]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    ${oneLine}
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    margin-right: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
  /* "下一篇" keeps the right column even when there is no previous article. */
  .next {
    grid-column: -2;
    text-align: right;
  }
`;

const SkeletonStack = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  max-width: ${ARTICLE_MAX_WIDTH};
  margin: 0 auto;
`;

function parseArticleId(value: string | null): number | null {
  return value && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * The first screen's calls: the article the query names, else its menu's list (whose first item
 * is the article, asked for in full as the list answers), so that the server's render shows the article and its head names it.
 */
export const firstCalls: FirstCalls = ({ id, searchParams }) => {
  const requestedId = parseArticleId(searchParams.get('articleId'));
  return requestedId === null
    ? withFirstItemDetails(contentListCalls(id, {}))
    : [{ endpoint: 'getSiteContentDetails', args: { id: requestedId } }];
};

export default function ArticleDetails({ id, menu, searchParams }: TemplateProps) {
  const requestedId = parseArticleId(searchParams.get('articleId'));
  // Without ?articleId= the menu's first item is the article; its list also supplies the neighbours.
  const list = useContentList(requestedId === null ? id : null);
  const { articleId, article, isNotFound, state } = useListArticle(list, requestedId);

  const { previous, next } = useMemo(() => {
    if (articleId === undefined) return { previous: undefined, next: undefined };
    const source = list.items.length > 0 ? list.items : readRememberedList<ContentItem>();
    return neighboursIn(source, articleId);
  }, [articleId, list.items]);

  return (
    <TemplatePage menu={menu}>
      {isNotFound ? (
        <NotFoundNotice title={articleMessages.notFoundTitle} text={articleMessages.notFoundText} />
      ) : (
        <ContentStates
          state={state}
          skeleton={
            <SkeletonStack>
              <SkeletonBlock $width="70%" $height={SKELETON_TITLE_HEIGHT} />
              <SkeletonBlock $width="30%" $height={SKELETON_META_HEIGHT} />
              <SkeletonBlock $height={SKELETON_BODY_HEIGHT} />
            </SkeletonStack>
          }
        >
          {article && (
            <Article>
              <Header>
                <h2>{article.title}</h2>
                <p>
                  {articleMessages.publishedOn}
                  <PublishDate value={article.publishTime} />
                </p>
              </Header>
              <ArticleVideo article={article} />
              {leadPictureOf(article) && (
                // The title above says what it shows.
                <LeadPicture src={leadPictureOf(article)} decorative priority />
              )}
              <RichText html={article.body ?? ''} />
              {(previous || next) && (
                <Siblings aria-label={articleMessages.siblings}>
                  {previous && (
                    <ContentLink item={previous}>
                      <strong>{articleMessages.previous}</strong>
                      {previous.title}
                    </ContentLink>
                  )}
                  {next && (
                    <ContentLink item={next} className="next">
                      <strong>{articleMessages.next}</strong>
                      {next.title}
                    </ContentLink>
                  )}
                </Siblings>
              )}
            </Article>
          )}
        </ContentStates>
      )}
    </TemplatePage>
  );
}
