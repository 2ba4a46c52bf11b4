import type { MenuEntry } from '@contract/site-menu';
import { menuEntry as testMenuEntry } from '@/testing/fixtures';

let nextId = 100;

/** A menu entry with only what a test cares about set. */
export function menuEntry(fields: Partial<MenuEntry> = {}): MenuEntry {
  nextId += 1;
  return testMenuEntry(nextId, `菜单${nextId}`, { sort: 0, ...fields });
}
