import type { MenuEntry } from '@contract/site-menu';
import { EmptyState } from '@/features/content/empty-state';
import { Container } from '@/features/content/layout';
import { CallToActionLater } from '@/features/fixed-pages/call-to-action-later';
import { menuSectionCalls, MenuSections } from '@/features/fixed-pages/menu-sections';
import { useBanners } from '@/features/fixed-pages/use-banners';
import { pageMenuIn, useMenuOfPage } from '@/features/fixed-pages/use-page-menu';
import { findTopMenuByName, SPECIAL_TOP_MENUS } from '@/features/site-menu/menu-tree';
import { useSiteSetting } from '@/features/site-menu/use-site';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { BannerCarousel } from './banner-carousel';
import { homeMessages } from './messages';

const ENROLL_PATH = '/online_registration';
const ADMISSION_LOOKUP_PATH = '/enroll_info';

const CALL_TO_ACTION = [
  { to: ENROLL_PATH, label: homeMessages.register },
  { to: ADMISSION_LOOKUP_PATH, label: homeMessages.admissionLookup },
] as const;

const selectHomeMenu = (tree: readonly MenuEntry[]) => findTopMenuByName(tree, SPECIAL_TOP_MENUS.home);

/** Without a telling page type a section shows dated headlines: every item has a date, not all a picture. */
const HOME_LAYOUTS = { fallback: 'news' } as const;

/** Home's sections show their newest items first. */
const NEWEST_FIRST = true;

/** The sections' lists (the banners came with the page). */
export const firstCalls: FirstCalls = ({ tree, templateOf }) =>
  menuSectionCalls(pageMenuIn(tree, selectHomeMenu).sections, HOME_LAYOUTS, templateOf, NEWEST_FIRST);

export default function Home(_props: TemplateProps) {
  const { data: setting } = useSiteSetting();
  const banners = useBanners();
  const home = useMenuOfPage(selectHomeMenu);

  return (
    <>
      <h1 className="visually-hidden">{setting?.siteTitle ?? homeMessages.title}</h1>
      <BannerCarousel banners={banners.banners} isLoading={banners.isLoading} />
      {!home.isLoading && home.sections.length === 0 && (
        <Container>
          <EmptyState />
        </Container>
      )}
      <MenuSections
        sections={home.sections}
        isLoading={home.isLoading}
        layouts={HOME_LAYOUTS}
        byPublishTime={NEWEST_FIRST}
        firstTone="plain"
      />
      <CallToActionLater
        title={homeMessages.callToActionTitle}
        text={homeMessages.callToActionText}
        actions={CALL_TO_ACTION}
      />
    </>
  );
}
