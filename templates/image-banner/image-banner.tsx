import styled from 'styled-components';
import { CARD_SIZES, ItemImage } from '@/features/content/content-image';
import { ContentLink } from '@/features/content/content-link';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { captionLine } from '@/features/content/css-recipes';
import { Container, Grid, SectionHeading } from '@/features/content/layout';
import { SkeletonBlock } from '@/features/content/skeleton';
import { BannerCarousel, CONTROLS_HEIGHT, SLIDE_MAX_HEIGHT, SLIDE_RATIO } from './banner-carousel';
import { imageBannerMessages as messages } from './messages';

/** A banner shows a handful of images, not pages of them. */
const BANNER_SIZE = 10;
const THUMB_RATIO = '4 / 3';
const THUMB_TITLE_HEIGHT = '40px';
/** Thumbnails drawn while loading: one row on desktop, two on phones. */
const SKELETON_THUMBS = 4;

const SlideSkeleton = styled(SkeletonBlock)`
  max-height: ${SLIDE_MAX_HEIGHT};
  border-radius: 0;
  margin-bottom: ${CONTROLS_HEIGHT};
`;

const Thumbnails = styled.div`
  padding-top: ${({ theme }) => theme.space[6]}px;
`;

const ThumbLink = styled(ContentLink)`
  display: block;
  border-radius: ${({ theme }) => theme.radii.small}px;
  overflow: hidden;
  &:hover img {
    transform: scale(1.05);
  }
  &:hover span {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ThumbTitle = styled.span`
  ${captionLine(THUMB_TITLE_HEIGHT)}
`;

function ImageBannerBody({ list, menu }: ContentListBodyProps) {
  return (
    <>
      <ContentStates
        state={list}
        skeleton={
          <>
            <SlideSkeleton $ratio={SLIDE_RATIO} />
            <Container>
              <Thumbnails>
                <SectionHeading>{messages.allImages}</SectionHeading>
                <Grid $columns={4}>
                  {Array.from({ length: SKELETON_THUMBS }, (_, index) => (
                    <li key={index}>
                      <SkeletonBlock $ratio={THUMB_RATIO} />
                      <SkeletonBlock $height={THUMB_TITLE_HEIGHT} />
                    </li>
                  ))}
                </Grid>
              </Thumbnails>
            </Container>
          </>
        }
      >
        <BannerCarousel items={list.items} label={menu?.name ?? messages.carousel} />
        <Container>
          <Thumbnails>
            <SectionHeading>{messages.allImages}</SectionHeading>
            <Grid $columns={4}>
              {list.items.map((item) => (
                <li key={item.id} className="animate">
                  <ThumbLink item={item}>
                    <ItemImage item={item} sizes={CARD_SIZES} ratio={THUMB_RATIO} />
                    <ThumbTitle>{item.title}</ThumbTitle>
                  </ThumbLink>
                </li>
              ))}
            </Grid>
          </Thumbnails>
        </Container>
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ pageSize: BANNER_SIZE }, ImageBannerBody, { fullBleed: true });
export const firstCalls = template.firstCalls;
export default template.Page;
