import type { PageContext } from '@/registry/define-template';
import { registry } from '@/registry/registry';
import { templateOfMenu } from '@/registry/resolver';

/**
 * What a page knows before it renders, as its route gives it to `firstCalls`: no id, no menu, no
 * query and an empty tree unless given, and the app's registry to tell which template a menu opens.
 */
export const pageContext = (page: Partial<PageContext> = {}): PageContext => ({
  id: null,
  menu: null,
  searchParams: new URLSearchParams(),
  tree: [],
  templateOf: (menu) => templateOfMenu(menu, registry),
  ...page,
});
