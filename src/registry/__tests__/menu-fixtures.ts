import type { MenuEntry } from '@contract/site-menu';

let nextId = 100;

/** A menu entry with only what a test cares about set. */
export function menuEntry(fields: Partial<MenuEntry> = {}): MenuEntry {
  nextId += 1;
  return {
    id: nextId,
    parentId: null,
    platform: 'company',
    name: `菜单${nextId}`,
    status: true,
    path: null,
    pageType: null,
    icon: null,
    contentType: null,
    sortType: null,
    openType: 'self',
    sort: 0,
    subMenus: [],
    ...fields,
  };
}
