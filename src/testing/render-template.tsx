import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MenuEntry } from '@contract/site-menu';
import type { AppStore } from '@/app/store';
import { MenuNavigationProvider } from '@/features/site-menu/menu-navigation';
import type { TemplateProps } from '@/registry/define-template';
import { registry } from '@/registry/registry';
import { renderRoutes } from './render';

type TemplateRoute = {
  /** The store to render with (one holding a template's first calls); a fresh one by default. */
  store?: AppStore;
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

/** Renders a template at `path` (renderRoutes), as its route would; with a fresh store unless given one. */
export function renderTemplate(
  template: ComponentType<TemplateProps>,
  { id = null, menu = null, path = '/x', store }: TemplateRoute = {},
) {
  return renderRoutes(
    [
      {
        path: '*',
        // As in the site layout, which provides the menu links' navigation.
        element: (
          <MenuNavigationProvider registry={registry}>
            <Routed template={template} id={id} menu={menu} />
          </MenuNavigationProvider>
        ),
      },
    ],
    path,
    { store },
  );
}
