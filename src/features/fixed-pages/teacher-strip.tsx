import { useId } from 'react';
import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import { type PublicQueryCall, useListCoworkersForClientQuery } from '@/api/public-api';
import { CARD_SIZES, ContentImage } from '@/features/content/content-image';
import { ContentStates } from '@/features/content/content-states';
import { oneLine } from '@/features/content/css-recipes';
import { Container } from '@/features/content/layout';
import { queryLoadState } from '@/features/content/query-load-state';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { Band, BandHeader, BandHeading, type Tone } from './band';

/** One request shape for every strip, so pages share the cached list. */
const TEACHER_LIST_ARGS = { pageNum: 1, pageSize: 12 };
/** The call TeacherStrip makes: a page's first calls, so the strip is in the server's render. */
export const teacherStripCalls: readonly PublicQueryCall[] = [
  { endpoint: 'listCoworkersForClient', args: TEACHER_LIST_ARGS },
];
const CARD_WIDTH = { phone: '148px', desktop: '200px' };
const CARD_TEXT_HEIGHT = '64px';
const PORTRAIT_RATIO = '3 / 4';

/** The page of a teacher (fixed route /yes_teacher/{id}). */
const teacherPath = (id: number) => `/yes_teacher/${id}`;

const Strip = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  padding: 0 0 ${({ theme }) => theme.space[3]}px;
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  overscroll-behavior-x: contain;
  > li {
    flex: 0 0 ${CARD_WIDTH.phone};
    scroll-snap-align: start;
    ${media.tablet} {
      flex-basis: ${CARD_WIDTH.desktop};
    }
  }
`;

const TeacherLink = styled(SiteLink)`
  display: block;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  &:hover img {
    transform: scale(1.05);
  }
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Caption = styled.div`
  height: ${CARD_TEXT_HEIGHT};
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    transition: color 0.2s ease;
  }
  h3,
  p {
    ${oneLine}
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

type TeacherStripProps = {
  title: string;
  /** The teacher already shown on the page. */
  excludeId?: number;
  tone?: Tone;
};

/** A swipeable row of teachers' portraits, each linking to the teacher's page; hidden when there are none. */
export function TeacherStrip({ title, excludeId, tone = 'plain' }: TeacherStripProps) {
  const query = useListCoworkersForClientQuery(TEACHER_LIST_ARGS);
  const teachers = (query.data?.pageList ?? []).filter((teacher) => teacher.id !== excludeId);
  const headingId = useId();
  if (query.isSuccess && teachers.length === 0) return null;

  return (
    <Band $tone={tone} aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{title}</BandHeading>
        </BandHeader>
        <ContentStates
          state={queryLoadState(query, teachers.length === 0)}
          skeleton={
            <Strip>
              {Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <SkeletonBlock $ratio={PORTRAIT_RATIO} />
                  <SkeletonBlock $height={CARD_TEXT_HEIGHT} />
                </li>
              ))}
            </Strip>
          }
        >
          <Strip>
            {teachers.map((teacher) => (
              <li key={teacher.id} className="animate">
                <TeacherLink to={teacherPath(teacher.id)}>
                  <ContentImage
                    src={teacher.avatar}
                    media={teacher.avatarMedia}
                    sizes={CARD_SIZES}
                    decorative
                    ratio={PORTRAIT_RATIO}
                  />
                  <Caption>
                    <h3>{teacher.name}</h3>
                    <p>{teacher.title}</p>
                  </Caption>
                </TeacherLink>
              </li>
            ))}
          </Strip>
        </ContentStates>
      </Container>
    </Band>
  );
}
