import { expect, test } from '@playwright/test';
import { expectedTarget } from './expected-routes';
import { apiData, type MenuEntry, menuTree, SPECIAL_TOP_MENUS } from './site-api';

const BOTTOM_MENU = '底部菜单';

/** Published menus, a hidden one hiding its sub-menus: the header's and the footer's entries. */
function* shownMenus(tree: MenuEntry[]): Generator<MenuEntry> {
  for (const top of tree.filter((menu) => menu.status)) {
    const subs = top.subMenus.filter((sub) => sub.status);
    if (top.name === BOTTOM_MENU) yield* subs;
    if (SPECIAL_TOP_MENUS.includes(top.name)) continue;
    // A top item without a dropdown leads to its only sub-menu (same name), or is itself the page.
    const dropdown = subs.length > 1 || (subs.length === 1 && subs[0]!.name !== top.name);
    if (dropdown || subs.length === 0) yield top;
    yield* subs;
  }
}

test('the HTML of /home, without JavaScript, links to every published menu page', async ({ request }) => {
  const staff = await apiData<{ name: string; templateKey: string }[]>(
    request,
    '/api/cms/web/pageType/listForClient',
  );
  const staffPageTypes = Object.fromEntries(staff.map((record) => [record.name, record.templateKey]));
  const html = await (await request.get('/home')).text();
  const hrefs = new Set(
    [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&')),
  );

  const missing: string[] = [];
  let checked = 0;
  for (const menu of shownMenus(await menuTree(request))) {
    const target = expectedTarget(menu, staffPageTypes);
    let href: string | undefined;
    if (target.kind === 'route') href = target.path;
    if (target.kind === 'first-content-url') {
      const { pageList } = await apiData<{ pageList: { url: string }[] }>(
        request,
        `/api/cms/web/siteContent/listForClient?menuId=${menu.id}&pageNum=1&pageSize=1`,
      );
      href = pageList[0]?.url;
    }
    if (href === undefined) continue;
    checked += 1;
    if (!hrefs.has(href)) missing.push(`${menu.name} → ${href}`);
  }
  expect(checked).toBeGreaterThan(40);
  expect(missing, `menu pages without a link in /home:\n${missing.join('\n')}`).toEqual([]);
  // Single links that open a new window do so without access to this page.
  expect(html).toMatch(/<a href="[^"]+"[^>]* target="_blank" rel="noopener noreferrer"/);
});
