import { useId } from 'react';
import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { bareList } from '@/features/content/css-recipes';
import { Clamp, Container } from '@/features/content/layout';
import { SkeletonBlock, SkeletonRegion } from '@/features/content/skeleton';
import { contentListCalls, useContentList } from '@/features/content/use-content-list';
import { Band, BandHeader, BandHeading } from '@/features/fixed-pages/band';
import { menuSectionCalls, MenuSections } from '@/features/fixed-pages/menu-sections';
import { PageBanner } from '@/features/fixed-pages/page-banner';
import { introPicture, PageIntro, pageIntroCalls, usePageIntro } from '@/features/fixed-pages/page-intro';
import { menuWithPath, pageMenuIn, usePageMenu } from '@/features/fixed-pages/use-page-menu';
import { LeadForm, leadFormCalls } from '@/features/lead-form/lead-form';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { media } from '@/theme/theme';
import { onlineRegistrationMessages } from './messages';

const PATH = '/online_registration';
const ADMISSION_LOOKUP_PATH = '/enroll_info';
/** The sub-menu holding the steps, if content staff wrote them: "报名流程", "报名步骤" … */
const STEPS_MENU_NAME = /流程|步骤/;
/** The steps fit one row on a desktop up to this many. */
const MAX_STEPS = 6;
const STEPS_LIST = { pageSize: MAX_STEPS };
const CARDS = { fallback: 'cards' } as const;
const STEP_HEIGHT = { phone: '96px', desktop: '208px' };
const BADGE_SIZE = '48px';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${bareList}
  ${media.tablet} {
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[4]}px;
  }
`;

const Step = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${BADGE_SIZE} minmax(0, 1fr);
  align-content: center;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[4]}px;
  row-gap: ${({ theme }) => theme.space[1]}px;
  height: ${STEP_HEIGHT.phone};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  ${media.tablet} {
    grid-template-columns: none;
    justify-items: center;
    align-content: start;
    row-gap: ${({ theme }) => theme.space[3]}px;
    height: ${STEP_HEIGHT.desktop};
    padding: ${({ theme }) => `${theme.space[5]}px ${theme.space[4]}px`};
    text-align: center;
    /* An arrow between neighbouring steps. */
    &:not(:last-child)::after {
      content: '›';
      position: absolute;
      top: ${({ theme }) => theme.space[7]}px;
      right: -${({ theme }) => theme.space[3]}px;
      color: ${({ theme }) => theme.colors.accent};
      font-size: ${({ theme }) => theme.fontSizes[6]}px;
      line-height: 0;
    }
  }
`;

const Badge = styled.span`
  grid-row: span 2;
  display: grid;
  place-items: center;
  width: ${BADGE_SIZE};
  height: ${BADGE_SIZE};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  font-weight: 700;
  ${media.tablet} {
    grid-row: auto;
  }
`;

const StepSkeleton = styled(SkeletonBlock)`
  height: ${STEP_HEIGHT.phone};
  ${media.tablet} {
    height: ${STEP_HEIGHT.desktop};
  }
`;

type StepText = { key: number | string; title: string; summary: string | null };

/** The steps of enrolment: the items of the steps sub-menu, else the usual four. */
function EnrolmentSteps({ stepsMenu, pending }: { stepsMenu: MenuEntry | null; pending: boolean }) {
  const list = useContentList(stepsMenu?.id ?? null, STEPS_LIST);
  const headingId = useId();
  const steps: StepText[] =
    list.items.length > 0
      ? list.items.map((item) => ({ key: item.id, title: item.title, summary: item.summary }))
      : onlineRegistrationMessages.defaultSteps.map((step, index) => ({ key: index, ...step }));
  const isLoading = pending || list.isLoading;

  return (
    <Band $tone="muted" aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{stepsMenu?.name ?? onlineRegistrationMessages.steps}</BandHeading>
        </BandHeader>
        {isLoading ? (
          <SkeletonRegion>
            <Steps>
              {onlineRegistrationMessages.defaultSteps.map((step) => (
                <li key={step.title}>
                  <StepSkeleton />
                </li>
              ))}
            </Steps>
          </SkeletonRegion>
        ) : (
          <Steps>
            {steps.map((step, index) => (
              <Step key={step.key} className="animate">
                {/* The ordered list already tells assistive technology the step's number. */}
                <Badge aria-hidden="true">{index + 1}</Badge>
                <h3>{step.title}</h3>
                <Clamp $lines={2}>{step.summary}</Clamp>
              </Step>
            ))}
          </Steps>
        )}
      </Container>
    </Band>
  );
}

const FormLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
  }
  /* The intro beside the form (the form's own notes and its after-lead panel keep their look). */
  > div:first-child > p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    line-height: 1.9;
  }
`;

const LookupLink = styled(SiteLink)`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: underline;
`;

/** The page's menu split as the page shows it: the steps sub-menu, the other sections. */
function pageParts(sections: readonly MenuEntry[]) {
  const stepsMenu = sections.find((section) => STEPS_MENU_NAME.test(section.name)) ?? null;
  return { stepsMenu, otherSections: sections.filter((section) => section !== stepsMenu) };
}

/** The page's calls (intro, steps, sections), so the server renders it whole. */
export const firstCalls: FirstCalls = ({ tree, templateOf }) => {
  const { menu, sections } = pageMenuIn(tree, menuWithPath(PATH));
  const { stepsMenu, otherSections } = pageParts(sections);
  return [
    ...leadFormCalls,
    ...pageIntroCalls(menu),
    ...contentListCalls(stepsMenu?.id ?? null, STEPS_LIST),
    ...menuSectionCalls(otherSections, CARDS, templateOf),
  ];
};

/**
 * The enrolment page: what to expect (intro, steps), the form that starts it, then the
 * remaining sections of the menu (brochures, questions …).
 */
export default function OnlineRegistration(_props: TemplateProps) {
  const page = usePageMenu(PATH);
  const intro = usePageIntro(page.menu);
  const { stepsMenu, otherSections } = pageParts(page.sections);

  return (
    <>
      <PageBanner
        title={page.menu?.name ?? onlineRegistrationMessages.title}
        image={introPicture(intro)}
        imagePending={page.isLoading || intro.isLoading}
      />
      <PageIntro intro={intro} pending={page.isLoading} />
      <EnrolmentSteps stepsMenu={stepsMenu} pending={page.isLoading} />
      <Band $tone="plain">
        <Container>
          <FormLayout>
            <div>
              <p>{onlineRegistrationMessages.formIntro}</p>
              <LookupLink to={ADMISSION_LOOKUP_PATH}>{onlineRegistrationMessages.admissionLookup}</LookupLink>
            </div>
            <LeadForm title={onlineRegistrationMessages.formTitle} />
          </FormLayout>
        </Container>
      </Band>
      <MenuSections sections={otherSections} layouts={CARDS} />
    </>
  );
}
