import { Container } from '@/features/content/layout';
import { CampusList, campusCalls } from '@/features/campuses/campus-cards';
import { Band } from '@/features/fixed-pages/band';
import { PageBanner } from '@/features/fixed-pages/page-banner';
import type { FirstCalls, TemplateProps } from '@/registry/define-template';
import { campusFinderMessages } from './messages';

/** The page's one call (the site's campuses), so the server renders it whole. */
export const firstCalls: FirstCalls = () => [...campusCalls];

/**
 * The campus finder: the menu's name as the banner, then every campus of the site grouped by
 * city, with a city filter of anchors, tap-to-call numbers and links that open 高德, 百度 or
 * 腾讯 maps (no map is drawn here: nothing is fetched from a map service).
 */
export default function CampusFinder({ menu }: TemplateProps) {
  return (
    <>
      <PageBanner title={menu?.name ?? campusFinderMessages.title} />
      <Band $tone="muted" aria-label={menu?.name ?? campusFinderMessages.title}>
        <Container>
          <CampusList />
        </Container>
      </Band>
    </>
  );
}
