import { useId } from 'react';
import { Container } from '@/features/content/layout';
import { Band, BandHeader, BandHeading } from '@/features/fixed-pages/band';
import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { APPLY_PATH, JobPositionList, jobPositionCalls } from '@/features/fixed-pages/job-positions';
import { menuSectionCalls, MenuSections } from '@/features/fixed-pages/menu-sections';
import { PageBanner } from '@/features/fixed-pages/page-banner';
import { introPicture, PageIntro, pageIntroCalls, usePageIntro } from '@/features/fixed-pages/page-intro';
import { menuWithPath, pageMenuIn, usePageMenu } from '@/features/fixed-pages/use-page-menu';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { recruitMessages } from './messages';

const ACTIONS = [{ to: APPLY_PATH, label: recruitMessages.apply }] as const;

/** Campus recruiting, the workplace …: whatever the /recruit menu adds, after the positions. */
const CARDS = { fallback: 'cards' } as const;
const PATH = '/recruit';

/** The page's calls (its intro, the positions, its sections), so the server renders it whole. */
export const firstCalls: FirstCalls = ({ tree, templateOf }) => {
  const { menu, sections } = pageMenuIn(tree, menuWithPath(PATH));
  return [...pageIntroCalls(menu), ...jobPositionCalls, ...menuSectionCalls(sections, CARDS, templateOf)];
};

/**
 * The banner, the employer's word (the /recruit menu's intro), the open positions, the menu's
 * sections, then "apply".
 */
export default function Recruit(_props: TemplateProps) {
  const page = usePageMenu(PATH);
  const intro = usePageIntro(page.menu);
  const headingId = useId();

  return (
    <>
      <PageBanner
        title={page.menu?.name ?? recruitMessages.title}
        image={introPicture(intro)}
        imagePending={page.isLoading || intro.isLoading}
      />
      <PageIntro intro={intro} pending={page.isLoading} />
      <Band $tone="muted" aria-labelledby={headingId}>
        <Container>
          <BandHeader>
            <BandHeading id={headingId}>{recruitMessages.positions}</BandHeading>
          </BandHeader>
          <JobPositionList filterable />
        </Container>
      </Band>
      <MenuSections sections={page.sections} layouts={CARDS} firstTone="plain" />
      <CallToActionLater
        title={recruitMessages.callToActionTitle}
        text={recruitMessages.callToActionText}
        actions={ACTIONS}
      />
    </>
  );
}
