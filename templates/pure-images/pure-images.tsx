import styled from 'styled-components';
import { ContentImage } from '@/features/content/content-image';
import { ContentStates } from '@/features/content/content-states';
import { SkeletonBlock } from '@/features/content/skeleton';
import { TemplatePage } from '@/features/content/template-page';
import {
  type ContentListOptions,
  contentListFirstCalls,
  useContentList,
} from '@/features/content/use-content-list';
import type { TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';

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
  margin: 0;
  padding: 0;
  list-style: none;
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

/** The menu's content list this page shows: its hook and its first calls use the same. */
const CONTENT_LIST: ContentListOptions = { pageSize: WALL_SIZE };
export const firstCalls = contentListFirstCalls(CONTENT_LIST);

export default function PureImages({ id, menu }: TemplateProps) {
  const list = useContentList(id, CONTENT_LIST);

  return (
    <TemplatePage menu={menu}>
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
              <ContentImage src={item.image} alt={item.title} ratio={ratioAt(index)} priority={index === 0} />
            </Brick>
          ))}
        </Wall>
      </ContentStates>
    </TemplatePage>
  );
}
