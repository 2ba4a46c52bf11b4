import styled from 'styled-components';
import { CARD_SIZES, ContentImage } from '@/features/content/content-image';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { bareList } from '@/features/content/css-recipes';

/** One page holds the whole wall: it is not paged. */
const WALL_SIZE = 30;
/** Blocks drawn while loading: enough to fill the first screen. */
const SKELETON_COUNT = 12;
/**
 * Frames cycle through these proportions (the image is cropped to fit), which gives the wall
 * its masonry rhythm while every frame's size is known before the image arrives.
 */
const RATIOS = ['3 / 4', '4 / 3', '1 / 1', '2 / 3', '3 / 2'] as const;
const ratioAt = (index: number) => RATIOS[index % RATIOS.length];

const Wall = styled.ul`
  column-count: 2;
  column-gap: ${({ theme }) => theme.space[2]}px;
  ${bareList}
  ${media.tablet} {
    column-count: 3;
    column-gap: ${({ theme }) => theme.space[4]}px;
  }
  ${media.desktop} {
    column-count: 4;
  }
`;

const Brick = styled.li`
  break-inside: avoid;
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  overflow: hidden;
  ${media.tablet} {
    margin-bottom: ${({ theme }) => theme.space[4]}px;
  }
`;

function PureImagesBody({ list }: ContentListBodyProps) {
  return (
    <>
      <ContentStates
        state={list}
        skeleton={
          <Wall>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <Brick key={index}>
                <SkeletonBlock $ratio={ratioAt(index)} />
              </Brick>
            ))}
          </Wall>
        }
      >
        <Wall>
          {list.items.map((item, index) => (
            <Brick key={item.id} className="animate">
              <ContentImage
                src={item.image}
                media={item.imageMedia}
                sizes={CARD_SIZES}
                alt={item.imageMedia?.alt || item.title}
                ratio={ratioAt(index)}
                priority={index === 0}
              />
            </Brick>
          ))}
        </Wall>
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ pageSize: WALL_SIZE }, PureImagesBody);
export const firstCalls = template.firstCalls;
export default template.Page;
