import { skipToken } from '@reduxjs/toolkit/query';
import styled from 'styled-components';
import { CODE } from '@contract/codes';
import type { CoworkerDetailsOnSite as CoworkerDetails } from '@contract/media-on-site';
import { useGetCoworkerDetailsQuery } from '@/api/public-api';
import { ContentImage, HALF_SIZES } from '@/features/content/content-image';
import { bareList } from '@/features/content/css-recipes';
import { EmptyState } from '@/features/content/empty-state';
import { Container } from '@/features/content/layout';
import { NotFoundNotice } from '@/features/content/not-found-notice';
import { RichText } from '@/features/content/rich-text';
import { SkeletonBlock, SkeletonRegion } from '@/features/content/skeleton';
import { Band } from '@/features/fixed-pages/band';
import { TeacherStrip, teacherStripCalls } from '@/features/fixed-pages/teacher-strip';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { teacherProfileMessages } from './messages';

const PORTRAIT_RATIO = '3 / 4';
const PORTRAIT_WIDTH = { phone: '140px', desktop: '260px' };
const TEXT_MAX_WIDTH = '800px';
const SKELETON_LINE_HEIGHT = '24px';
const SKELETON_TEXT_HEIGHT = '96px';

const Header = styled.div`
  display: grid;
  grid-template-columns: ${PORTRAIT_WIDTH.phone} minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: ${PORTRAIT_WIDTH.desktop} minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[7]}px;
    align-items: center;
  }
`;

const Portrait = styled(ContentImage)`
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

const Facts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
    line-height: 1.25;
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes[7]}px;
    }
  }
  p {
    margin: 0;
  }
`;

const JobTitle = styled.p`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
`;

const Summary = styled.p`
  display: none;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.tablet} {
    display: block;
  }
`;

const Subjects = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  ${bareList}
  li {
    padding: ${({ theme }) => `${theme.space[1]}px ${theme.space[3]}px`};
    border-radius: ${({ theme }) => theme.radii.large}px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
`;

const Column = styled.div`
  max-width: ${TEXT_MAX_WIDTH};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
`;

/** Shown on phones, where the header has no room for the summary. */
const PhoneSummary = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  ${media.tablet} {
    display: none;
  }
`;

/** "Math, 英语、写作" → ['Math', '英语', '写作']: editors separate subjects in several ways. */
const subjectsOf = (subjects: string) => subjects.split(/[,，、;；/\s]+/).filter(Boolean);

function Profile({ teacher }: { teacher: CoworkerDetails }) {
  const subjects = subjectsOf(teacher.subjects);
  return (
    <>
      <Band $tone="muted">
        <Container>
          <Header>
            <Portrait
              src={teacher.avatar}
              media={teacher.avatarMedia}
              sizes={HALF_SIZES}
              decorative
              ratio={PORTRAIT_RATIO}
              priority
            />
            <Facts>
              <h1>{teacher.name}</h1>
              <JobTitle>{teacher.title}</JobTitle>
              {subjects.length > 0 && (
                <Subjects aria-label={teacherProfileMessages.subjects}>
                  {subjects.map((subject) => (
                    <li key={subject}>{subject}</li>
                  ))}
                </Subjects>
              )}
              <Summary>{teacher.summary}</Summary>
            </Facts>
          </Header>
        </Container>
      </Band>
      <Band $tone="plain">
        <Container>
          <Column>
            <h2>{teacherProfileMessages.bio}</h2>
            <PhoneSummary>{teacher.summary}</PhoneSummary>
            {teacher.bio && <RichText html={teacher.bio} />}
          </Column>
        </Container>
      </Band>
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Band $tone="muted">
      <Container>
        <SkeletonRegion>
          <Header>
            <SkeletonBlock $ratio={PORTRAIT_RATIO} />
            <Facts>
              <SkeletonBlock $height={SKELETON_LINE_HEIGHT} $width="40%" />
              <SkeletonBlock $height={SKELETON_LINE_HEIGHT} $width="60%" />
              <SkeletonBlock $height={SKELETON_TEXT_HEIGHT} />
            </Facts>
          </Header>
        </SkeletonRegion>
      </Container>
    </Band>
  );
}

/** The teacher, a "not found" message with the way home, a retry, or the skeleton. */
function TeacherDetails({ id }: { id: number | null }) {
  const details = useGetCoworkerDetailsQuery(id === null ? skipToken : { id });
  // currentData, not data: going from one teacher to another must not show the previous one.
  const teacher = details.currentData;
  const notFound =
    id === null ||
    // The error stays while the call is asked again (after hydration): the notice does not flicker.
    (!teacher && details.error?.code === CODE.notFound) ||
    (details.isSuccess && !details.isFetching && !teacher);

  if (notFound) {
    return (
      <Band $tone="plain">
        <Container>
          <NotFoundNotice
            heading="h1"
            title={teacherProfileMessages.notFoundTitle}
            text={teacherProfileMessages.notFoundText}
          />
        </Container>
      </Band>
    );
  }
  if (teacher) return <Profile teacher={teacher} />;
  if (details.isError) {
    return (
      <Container>
        <EmptyState onRetry={() => void details.refetch()} />
      </Container>
    );
  }
  return <ProfileSkeleton />;
}

/** The teacher and the other teachers, so the server renders the page whole. */
export const firstCalls: FirstCalls = ({ id }) => [
  ...(id === null ? [] : [{ endpoint: 'getCoworkerDetails', args: { id } } as const]),
  ...teacherStripCalls,
];

/** A teacher's page; an unknown id gets a friendly message, never an error page. Other teachers follow. */
export default function TeacherProfile({ id }: TemplateProps) {
  return (
    <>
      <TeacherDetails id={id} />
      <TeacherStrip title={teacherProfileMessages.otherTeachers} excludeId={id ?? undefined} tone="muted" />
    </>
  );
}
