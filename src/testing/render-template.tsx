import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MenuEntry } from '@/api/content-types';
import { MenuNavigationProvider } from '@/features/site-menu/menu-navigation';
import type { TemplateProps } from '@/registry/define-template';
import { renderRoutes } from './render';

type TemplateRoute = {
  /** The menu id (or record id) from the route; null when absent. */
  id?: number | null;
  menu?: MenuEntry | null;
  /** Where the page opens, with its query string ('/x?articleId=2'). */
  path?: string;
};

/** The template as the router shows it: its query string follows navigation (paging). */
function Routed({
  template: Template,
  id,
  menu,
}: { template: ComponentType<TemplateProps> } & Omit<TemplateProps, 'searchParams'>) {
  const [searchParams] = useSearchParams();
  return <Template id={id} menu={menu} searchParams={searchParams} />;
}

/** Renders a template at `path` with a fresh store (renderRoutes), as its route would. */
export function renderTemplate(
  template: ComponentType<TemplateProps>,
  { id = null, menu = null, path = '/x' }: TemplateRoute = {},
) {
  return renderRoutes(
    [
      {
        path: '*',
        // As in the site layout, which provides the menu links' navigation.
        element: (
          <MenuNavigationProvider>
            <Routed template={template} id={id} menu={menu} />
          </MenuNavigationProvider>
        ),
      },
    ],
    path,
  );
}
