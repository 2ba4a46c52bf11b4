import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import type { PublicQueryCall } from '@/api/public-api';
import { ContentStates } from '@/features/content/content-states';
import { Container } from '@/features/content/layout';
import { SkeletonBlock, SkeletonRegion } from '@/features/content/skeleton';
import {
  type ContentListOptions,
  contentListCalls,
  useContentList,
} from '@/features/content/use-content-list';
import { MenuLink } from '@/features/site-menu/menu-link';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { Band, BandHeader, BandHeading, type Tone } from './band';
import { fixedPageMessages } from './messages';
import type { TemplateOf } from '@/registry/define-template';
import {
  isLinkMenu,
  layoutForMenu,
  SECTION_PAGE_SIZE,
  type SectionLayout,
  type SectionLayouts,
} from './section-layout';
import { SectionItems, SectionSkeleton } from './section-layouts';

/** Placeholder bands while the tree loads (the site usually has it before the page renders). */
const PENDING_SECTIONS = 2;
const HEADING_SKELETON_HEIGHT = '40px';
const HEADING_SKELETON_WIDTH = '160px';

const More = styled(MenuLink)`
  flex: none;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  &::after {
    content: '›';
    margin-left: ${({ theme }) => theme.space[1]}px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** "更多" to the sub-menu's own page; nothing when it resolves to no template or to this very page. */
function MoreLink({ menu }: { menu: MenuEntry }) {
  const { resolve } = useMenuNavigation();
  const { pathname } = useLocation();
  const target = resolve(menu);
  if (target.kind === 'none' || (target.kind === 'route' && target.to === pathname)) return null;
  return (
    <More menu={menu}>
      {fixedPageMessages.more}
      <span className="visually-hidden">{menu.name}</span>
    </More>
  );
}

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LinkPill = styled(MenuLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** Sub-menus that are only links, offered together at the end of the page's sections. */
function RelatedLinks({ menus, tone }: { menus: readonly MenuEntry[]; tone: Tone }) {
  const headingId = useId();
  return (
    <Band $tone={tone} $later aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{fixedPageMessages.relatedLinks}</BandHeading>
        </BandHeader>
        <Links>
          {menus.map((menu) => (
            <li key={menu.id}>
              <LinkPill menu={menu} />
            </li>
          ))}
        </Links>
      </Container>
    </Band>
  );
}

type MenuSectionProps = {
  menu: MenuEntry;
  layout: SectionLayout;
  byPublishTime: boolean;
  tone: Tone;
  /** The first band of the page, near the top of the first screen. */
  isFirst: boolean;
};

const sectionList = (layout: SectionLayout, byPublishTime: boolean): ContentListOptions => ({
  byPublishTime,
  pageSize: SECTION_PAGE_SIZE[layout],
});

/** The calls MenuSections makes for these sections: a page's first calls. */
export function menuSectionCalls(
  sections: readonly MenuEntry[],
  layouts: SectionLayouts,
  templateOf: TemplateOf,
  byPublishTime = false,
): PublicQueryCall[] {
  return sections
    .filter((menu) => !isLinkMenu(menu))
    .flatMap((menu) =>
      contentListCalls(menu.id, sectionList(layoutForMenu(menu, templateOf, layouts), byPublishTime)),
    );
}

/** One sub-menu as a titled band: its first items in a layout, then "更多". */
function MenuSection({ menu, layout, byPublishTime, tone, isFirst }: MenuSectionProps) {
  const size = SECTION_PAGE_SIZE[layout];
  const list = useContentList(menu.id, sectionList(layout, byPublishTime));
  const headingId = useId();
  return (
    <Band $tone={tone} $later={!isFirst} aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{menu.name}</BandHeading>
          <MoreLink menu={menu} />
        </BandHeader>
        <ContentStates state={list} skeleton={<SectionSkeleton layout={layout} count={size} />}>
          <SectionItems layout={layout} items={list.items} priority={isFirst} />
        </ContentStates>
      </Container>
    </Band>
  );
}

type MenuSectionsProps = {
  sections: readonly MenuEntry[];
  /** The menu tree is on its way: placeholder bands keep the page's height. */
  isLoading?: boolean;
  /** The page's layouts: each sub-menu's template says its own (see layoutForMenu). */
  layouts: SectionLayouts;
  /** Newest items first (home) instead of the editors' order. */
  byPublishTime?: boolean;
  /** The tone of the first band: grey after a white intro, white straight after a banner. */
  firstTone?: Tone;
};

/** The sections of a fixed page: one band per sub-menu of its menu. */
export function MenuSections({
  sections,
  isLoading = false,
  layouts,
  byPublishTime = false,
  firstTone = 'muted',
}: MenuSectionsProps) {
  const { templateOf } = useMenuNavigation();
  const otherTone: Tone = firstTone === 'muted' ? 'plain' : 'muted';
  const toneAt = (index: number) => (index % 2 === 0 ? firstTone : otherTone);
  if (isLoading) {
    return (
      <SkeletonRegion>
        {Array.from({ length: PENDING_SECTIONS }, (_, index) => (
          <Band key={index} $tone={toneAt(index)}>
            <Container>
              <BandHeader>
                <SkeletonBlock $height={HEADING_SKELETON_HEIGHT} $width={HEADING_SKELETON_WIDTH} />
              </BandHeader>
              <SectionSkeleton layout="news" count={SECTION_PAGE_SIZE.news} />
            </Container>
          </Band>
        ))}
      </SkeletonRegion>
    );
  }
  const listed = sections.filter((menu) => !isLinkMenu(menu));
  const links = sections.filter(isLinkMenu);
  return (
    <>
      {listed.map((menu, index) => (
        <MenuSection
          key={menu.id}
          menu={menu}
          layout={layoutForMenu(menu, templateOf, layouts)}
          byPublishTime={byPublishTime}
          tone={toneAt(index)}
          isFirst={index === 0}
        />
      ))}
      {links.length > 0 && <RelatedLinks menus={links} tone={toneAt(listed.length)} />}
    </>
  );
}
