import { expect, type Page, test } from '@playwright/test';
import { openPage } from './open-page';
import { expectedTarget, type StaffPageTypes } from './expected-routes';
import { apiData, menuTree, type MenuEntry, SPECIAL_TOP_MENUS } from './site-api';

async function staffPageTypes(page: Page): Promise<StaffPageTypes> {
  const records = await apiData<{ name: string; templateKey: string }[]>(
    page.request,
    '/api/cms/web/pageType/listForClient',
  );
  return Object.fromEntries(records.map((record) => [record.name, record.templateKey]));
}

const hasDropdown = (menu: MenuEntry) => {
  const subs = menu.subMenus.filter((sub) => sub.status);
  return subs.length > 1 || (subs.length === 1 && subs[0]?.name !== menu.name);
};

/** Opens a top menu's dropdown in the desktop header and returns the dropdown. */
async function openDropdown(page: Page, top: MenuEntry) {
  const nav = page.getByRole('navigation', { name: '主导航' }).first();
  const button = nav.getByRole('button', { name: top.name, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('list', { name: `${top.name}的子菜单` });
}

test.describe('menu-driven navigation (desktop header)', () => {
  test('every sub-menu navigates as the page-type table and the per-platform scheme say', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const tree = await menuTree(page.request);
    const pageTypes = await staffPageTypes(page);
    const tops = tree.filter(
      (menu) => menu.status && !SPECIAL_TOP_MENUS.includes(menu.name) && hasDropdown(menu),
    );
    let checked = 0;

    await openPage(page, '/home');
    let previous = '/home';
    for (const top of tops) {
      for (const sub of top.subMenus.filter((menu) => menu.status)) {
        const expected = expectedTarget(sub, pageTypes);
        if (expected.kind !== 'route' || expected.newWindow) continue;
        const dropdown = await openDropdown(page, top);
        await dropdown.getByRole('link', { name: sub.name, exact: true }).click();
        const url = new URL(expected.path, 'http://x');
        await expect(page).toHaveURL(
          (actual) => actual.pathname === url.pathname && actual.search === url.search,
        );
        // The address changes before the app draws the new page (its code may still be loading);
        // the drawn page closes what was open on the last one. Opened before that, the next
        // dropdown would be closed by it.
        if (`${url.pathname}${url.search}` !== previous) await expect(dropdown).toBeHidden();
        previous = `${url.pathname}${url.search}`;
        await expect(page.getByText('页面不存在')).toHaveCount(0);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(25);
  });

  test('a single-link page type opens its content url in a new window', async ({ page, context }) => {
    const tree = await menuTree(page.request);
    const top = tree.find((menu) => menu.subMenus.some((sub) => sub.pageType === '单链接新窗口'))!;
    const sub = top.subMenus.find((menu) => menu.pageType === '单链接新窗口')!;
    const { pageList } = await apiData<{ pageList: { url: string }[] }>(
      page.request,
      `/api/cms/web/siteContent/listForClient?menuId=${sub.id}&pageNum=1&pageSize=1`,
    );
    await openPage(page, '/home');
    const dropdown = await openDropdown(page, top);
    // A real link: middle click and "open in new tab" work as for any other.
    const link = dropdown.getByRole('link', { name: sub.name, exact: true });
    await expect(link).toHaveAttribute('href', pageList[0]!.url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(popup).toHaveURL(new RegExp(pageList[0]!.url.replace(/[.?]/g, '\\$&')));
    await expect(page).toHaveURL(/\/home$/);
  });

  test('content type c-0 opens the first item url: s-0-1 in the same tab, s-0-2 in a new window', async ({
    page,
    context,
  }) => {
    const tree = await menuTree(page.request);
    const top = tree.find((menu) => menu.subMenus.some((sub) => sub.sortType === 's-0-2'))!;
    const sameTab = top.subMenus.find((menu) => menu.sortType === 's-0-1')!;
    const newWindow = top.subMenus.find((menu) => menu.sortType === 's-0-2')!;

    await openPage(page, '/home');
    let dropdown = await openDropdown(page, top);
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      dropdown.getByRole('link', { name: newWindow.name, exact: true }).click(),
    ]);
    await expect(popup).toHaveURL(/\/about_us$/);
    await popup.close();

    dropdown = await openDropdown(page, top);
    await expect(dropdown.getByRole('link', { name: sameTab.name, exact: true })).not.toHaveAttribute(
      'target',
    );
    await dropdown.getByRole('link', { name: sameTab.name, exact: true }).click();
    await expect(page).toHaveURL(/\/enroll_info$/);
  });

  test('a page type created by content staff opens the template it names', async ({ page, baseURL }) => {
    const tree = await menuTree(page.request, 'academic');
    const top = tree.find((menu) => menu.subMenus.some((sub) => sub.pageType === '荣誉墙'))!;
    const honours = top.subMenus.find((menu) => menu.pageType === '荣誉墙')!;
    await openPage(page, `${baseURL!.replace('localhost', 'academic.localhost')}/home`);
    const dropdown = await openDropdown(page, top);
    await dropdown.getByRole('link', { name: honours.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/word_list14/${honours.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: honours.name })).toBeVisible();
  });
});
