import { useId } from 'react';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { CARD_SIZES, ContentImage } from '@/features/content/content-image';
import { Card, Clamp, Container, Grid } from '@/features/content/layout';
import { contentListCalls, useContentList } from '@/features/content/use-content-list';
import { Band, BandHeader, BandHeading } from '@/features/fixed-pages/band';
import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { FixedPage, type FixedPageContent, fixedPageFirstCalls } from '@/features/fixed-pages/fixed-page';
import { isSinglePageMenu } from '@/features/fixed-pages/section-layout';
import { TeacherStrip, teacherStripCalls } from '@/features/fixed-pages/teacher-strip';
import { menuWithPath, pageMenuIn, usePageMenu } from '@/features/fixed-pages/use-page-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import type { FirstCalls, TemplateOf, TemplateProps } from '@/registry/define-template';
import { educationMessages } from './messages';

const PATH = '/education';
/** Title and two summary lines: every card the same height, loaded or not. */
const CARD_TEXT_HEIGHT = '112px';

const ACTIONS = [
  { to: '/online_registration', label: educationMessages.register },
  { to: '/concact_us', label: educationMessages.contact },
] as const;

const ProgrammeLink = styled(MenuLink)`
  display: block;
  width: 100%;
  height: 100%;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
  &:hover h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:hover img {
    transform: scale(1.05);
  }
`;

const ProgrammeText = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${CARD_TEXT_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
    transition: color 0.2s ease;
  }
`;

/** A programme card shows its page's first item (its picture and summary). */
const PROGRAMME_LIST = { pageSize: 1 } as const;

/** The page's single-page sub-menus, each shown as a programme card. */
const programmesIn = (sections: readonly MenuEntry[], templateOf: TemplateOf) =>
  sections.filter((menu) => isSinglePageMenu(menu, templateOf));

/** A programme (a single-page sub-menu) as a card: its page's picture and summary. */
function ProgrammeCard({ programme }: { programme: MenuEntry }) {
  const page = useContentList(programme.id, PROGRAMME_LIST);
  const item = page.items[0];
  return (
    <Card>
      <ProgrammeLink menu={programme}>
        <ContentImage
          src={item?.image ?? null}
          media={item?.imageMedia}
          sizes={CARD_SIZES}
          decorative
          ratio="4 / 3"
        />
        <ProgrammeText>
          <h3>{programme.name}</h3>
          <Clamp $lines={2}>{item?.summary}</Clamp>
        </ProgrammeText>
      </ProgrammeLink>
    </Card>
  );
}

/** The programmes side by side, each opening its own page. */
function Programmes() {
  const page = usePageMenu(PATH);
  const headingId = useId();
  const { templateOf } = useMenuNavigation();
  const programmes = programmesIn(page.sections, templateOf);
  if (programmes.length === 0) return null;
  return (
    <Band $tone="muted" aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{educationMessages.programmes}</BandHeading>
        </BandHeader>
        <Grid $columns={3}>
          {programmes.map((programme) => (
            <li key={programme.id} className="animate">
              <ProgrammeCard programme={programme} />
            </li>
          ))}
        </Grid>
      </Container>
    </Band>
  );
}

const PAGE: FixedPageContent = {
  path: PATH,
  layouts: { fallback: 'cards' },
  excludeSection: isSinglePageMenu,
};
/** The page's sections, the programme cards (their pictures are the first screen's largest) and the teachers. */
export const firstCalls: FirstCalls = (page) => [
  ...fixedPageFirstCalls(PAGE)(page),
  ...programmesIn(pageMenuIn(page.tree, menuWithPath(PATH)).sections, page.templateOf).flatMap((programme) =>
    contentListCalls(programme.id, PROGRAMME_LIST),
  ),
  ...teacherStripCalls,
];

/**
 * The programmes as a row of cards, the page's other sections (admission news, brochures), the
 * teachers who give them, then a call to enrol.
 */
export default function Education(_props: TemplateProps) {
  return (
    <FixedPage {...PAGE} fallbackTitle={educationMessages.title} beforeSections={<Programmes />}>
      <TeacherStrip title={educationMessages.teachers} />
      <CallToActionLater
        title={educationMessages.callToActionTitle}
        text={educationMessages.callToActionText}
        actions={ACTIONS}
      />
    </FixedPage>
  );
}
