import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { findMenuById, isSpecialTopMenu, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuTree } from '@/features/site-menu/use-site';
import { media } from '@/theme/theme';
import { Breadcrumb } from './breadcrumb';
import { bareList } from './css-recipes';
import { Container } from './layout';
import { contentMessages } from './messages';

const Hero = styled.div`
  background: linear-gradient(
    120deg,
    ${({ theme }) => theme.colors.primaryDark},
    ${({ theme }) => theme.colors.primary}
  );
  color: ${({ theme }) => theme.colors.onPrimary};
  padding: ${({ theme }) => `${theme.space[6]}px 0 ${theme.space[5]}px`};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space[8]}px 0 ${theme.space[6]}px`};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[5]}px;
  ${media.tablet} {
    font-size: ${({ theme }) => theme.fontSizes[7]}px;
  }
`;

const Crumbs = styled(Breadcrumb)`
  margin-bottom: ${({ theme }) => theme.space[2]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  opacity: 0.85;
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    ${bareList}
  }
  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[2]}px;
  }
`;

const Tabs = styled.nav`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[1]}px;
    ${bareList}
    overflow-x: auto;
    scrollbar-width: none;
  }
  a,
  button,
  span {
    display: block;
    padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
    border: 0;
    border-bottom: 3px solid transparent;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    white-space: nowrap;
  }
  [aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => `${theme.space[5]}px 0 ${theme.space[7]}px`};
  ${media.tablet} {
    padding: ${({ theme }) => `${theme.space[7]}px 0 ${theme.space[8]}px`};
  }
`;

/** How a template's page frame differs from the usual one. */
export type TemplatePageFrame = {
  /** Shown when the menu is not in the tree (an old link): the template still renders. */
  fallbackTitle?: string;
  /** Full-bleed templates (banners, full-screen images) skip the centred column. */
  fullBleed?: boolean;
};

type TemplatePageProps = TemplatePageFrame & {
  menu: MenuEntry | null;
  children: ReactNode;
};

/**
 * The frame of a menu's page: a title band with the breadcrumb, the sibling sections as
 * tabs, and the template's body.
 */
export function TemplatePage({ menu, fallbackTitle = '', children, fullBleed = false }: TemplatePageProps) {
  const { tree } = useMenuTree();
  const parent = menu?.parentId ? findMenuById(tree, menu.parentId) : null;
  const siblings = parent ? visibleSubMenus(parent) : [];

  return (
    <>
      <Hero>
        <Container>
          <Crumbs
            trail={menu ? [...(parent && !isSpecialTopMenu(parent) ? [parent.name] : []), menu.name] : []}
          />
          <Title>{menu?.name ?? fallbackTitle}</Title>
        </Container>
      </Hero>
      {siblings.length > 1 && (
        <Tabs aria-label={contentMessages.sectionNavigation}>
          <Container>
            <ul>
              {siblings.map((sibling) => (
                <li key={sibling.id}>
                  {sibling.id === menu?.id ? (
                    <span aria-current="page">{sibling.name}</span>
                  ) : (
                    <MenuLink menu={sibling} />
                  )}
                </li>
              ))}
            </ul>
          </Container>
        </Tabs>
      )}
      <Body>{fullBleed ? children : <Container>{children}</Container>}</Body>
    </>
  );
}
