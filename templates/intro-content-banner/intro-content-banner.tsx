import styled from 'styled-components';
import type { ContentItemOnSite } from '@contract/media-on-site';
import { HALF_SIZES, ItemImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { Clamp, Container } from '@/features/content/layout';
import { contentMessages } from '@/features/content/messages';
import { RichText } from '@/features/content/rich-text';
import { SkeletonBlock } from '@/features/content/skeleton';
import { withFirstItemDetails } from '@/features/content/use-content-list';
import { useListArticle } from '@/features/content/use-list-article';
import type { FirstCalls } from '@/registry/define-template';
import { media } from '@/theme/theme';

/** A single page holds all its sections: one call, not pages. */
const SECTION_LIMIT = 30;
/** Banner shape: taller on phones, a wide strip on desktop; the skeleton keeps the same. */
const BANNER_RATIO = { phone: '16 / 9', desktop: '3 / 1' };
const SECTION_IMAGE_RATIO = '16 / 9';
const SKELETON_TEXT_HEIGHT = '240px';

const Banner = styled.div`
  position: relative;
`;

const BannerSkeleton = styled(SkeletonBlock)`
  border-radius: 0;
`;

/** The title over the banner, on a gradient that keeps it readable on any image. */
const BannerTitle = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  padding: ${({ theme }) => `${theme.space[7]}px 0 ${theme.space[5]}px`};
  background: linear-gradient(transparent, ${({ theme }) => theme.colors.overlay});
  color: ${({ theme }) => theme.colors.onPrimary};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
    line-height: 1.3;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[7]}px;
    }
  }
`;

const Lead = styled.div`
  padding: ${({ theme }) => theme.space[6]}px 0;
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
`;

/** Image above the text on phones, beside it from tablets on. */
const SectionCard = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space[5]}px;
    padding: ${({ theme }) => theme.space[5]}px;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
`;

const ReadMore = styled(ContentLink)`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const SkeletonStack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[6]}px 0;
`;

/** A further item: its image, title, summary and a link to its article. */
function ItemSection({ item }: { item: ContentItemOnSite }) {
  return (
    <SectionCard className="animate">
      <ItemImage item={item} sizes={HALF_SIZES} ratio={SECTION_IMAGE_RATIO} />
      <div>
        <h2>{item.title}</h2>
        <Clamp $lines={4}>{item.summary}</Clamp>
        <ReadMore item={item}>
          {contentMessages.readMore}
          <span className="visually-hidden">：{item.title}</span>
        </ReadMore>
      </div>
    </SectionCard>
  );
}

function IntroContentBannerBody({ list }: ContentListBodyProps) {
  const { article: lead, state } = useListArticle(list);
  const further = list.items.slice(1);

  return (
    <>
      <ContentStates
        state={state}
        skeleton={
          <>
            <Banner>
              <BannerSkeleton $ratio={BANNER_RATIO} />
            </Banner>
            <Container>
              <SkeletonStack>
                <SkeletonBlock $height={SKELETON_TEXT_HEIGHT} />
              </SkeletonStack>
            </Container>
          </>
        }
      >
        {lead && (
          <>
            <Banner>
              <ItemImage item={lead} sizes="100vw" ratio={BANNER_RATIO} priority />
              <BannerTitle>
                <Container>
                  <h2>{lead.title}</h2>
                </Container>
              </BannerTitle>
            </Banner>
            <Container>
              <Lead>
                <RichText html={lead.body ?? ''} />
              </Lead>
              {further.length > 0 && (
                <Sections>
                  {further.map((item) => (
                    <ItemSection key={item.id} item={item} />
                  ))}
                </Sections>
              )}
            </Container>
          </>
        )}
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ pageSize: SECTION_LIMIT }, IntroContentBannerBody, {
  fullBleed: true,
});
export const firstCalls: FirstCalls = (page) => withFirstItemDetails(template.firstCalls(page));
export default template.Page;
