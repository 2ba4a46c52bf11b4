import type { ComponentType, ReactNode } from 'react';
import type { MenuEntry } from '@contract/site-menu';
import type { FirstCalls, TemplateOf, TemplateProps } from '@/registry/define-template';
import { EmptyState } from '@/features/content/empty-state';
import { Container } from '@/features/content/layout';
import { useMenuNavigation } from '@/features/site-menu/menu-navigation';
import { menuSectionCalls, MenuSections } from './menu-sections';
import { PageBanner } from './page-banner';
import { introPicture, PageIntro, pageIntroCalls, usePageIntro } from './page-intro';
import type { SectionLayouts } from './section-layout';
import { menuWithPath, pageMenuIn, usePageMenu } from './use-page-menu';

/** What a fixed page shows of its menu: a template passes the same to FixedPage and its first calls. */
export type FixedPageContent = {
  /** The page's route: its menu is the one with this path. */
  path: string;
  /** The sections' layouts: each sub-menu's template says its own; the page's fallback for the rest. */
  layouts: SectionLayouts;
  /** Sub-menus the page shows in its own way (in `beforeSections`), not as sections. */
  excludeSection?: (menu: MenuEntry, templateOf: TemplateOf) => boolean;
};

type FixedPageProps = FixedPageContent & {
  /** The h1 while the tree loads, or when content staff removed the menu. */
  fallbackTitle: string;
  /** A grey band between the intro and the sections (the sections then start white). */
  beforeSections?: ReactNode;
  /** Bands after the sections (teachers, a call to action). */
  children?: ReactNode;
};

const sectionsShown = (
  sections: readonly MenuEntry[],
  templateOf: TemplateOf,
  exclude?: FixedPageContent['excludeSection'],
) => (exclude ? sections.filter((menu) => !exclude(menu, templateOf)) : sections);

/** The calls of a FixedPage with this content: its intro's list and its sections' lists. */
export const fixedPageFirstCalls =
  ({ path, layouts, excludeSection }: FixedPageContent): FirstCalls =>
  ({ tree, templateOf }) => {
    const { menu, sections } = pageMenuIn(tree, menuWithPath(path));
    const shown = sectionsShown(sections, templateOf, excludeSection);
    return [...pageIntroCalls(menu), ...menuSectionCalls(shown, layouts, templateOf)];
  };

/**
 * A fixed page composed from its menu: a banner, the menu's intro, one band per sub-menu.
 * When the menu is gone the page keeps its banner and extra bands and shows the empty state.
 */
export function FixedPage({
  path,
  fallbackTitle,
  layouts,
  excludeSection,
  beforeSections,
  children,
}: FixedPageProps) {
  const { templateOf } = useMenuNavigation();
  const page = usePageMenu(path);
  const intro = usePageIntro(page.menu);
  const hasNothing =
    !page.isLoading &&
    (page.menu === null || (page.sections.length === 0 && !intro.isLoading && intro.isEmpty));

  return (
    <>
      <PageBanner
        title={page.menu?.name ?? fallbackTitle}
        image={introPicture(intro)}
        imagePending={page.isLoading || intro.isLoading}
      />
      <PageIntro intro={intro} pending={page.isLoading} />
      {hasNothing && (
        <Container>
          <EmptyState />
        </Container>
      )}
      {beforeSections}
      <MenuSections
        sections={sectionsShown(page.sections, templateOf, excludeSection)}
        isLoading={page.isLoading}
        layouts={layouts}
        firstTone={beforeSections ? 'plain' : 'muted'}
      />
      {children}
    </>
  );
}

/** What a page adds to its menu's content: its fallback title and its own bands. */
type FixedPageFrame = Omit<FixedPageProps, keyof FixedPageContent>;

/**
 * A template whose page is a FixedPage: its first calls and its page take the same content, and
 * the template says only that content and its own bands (as contentListTemplate for a list).
 */
export function fixedPageTemplate(
  content: FixedPageContent,
  frame: FixedPageFrame,
): { firstCalls: FirstCalls; Page: ComponentType<TemplateProps> } {
  function FixedPageTemplate(_props: TemplateProps) {
    return <FixedPage {...content} {...frame} />;
  }
  return { firstCalls: fixedPageFirstCalls(content), Page: FixedPageTemplate };
}
