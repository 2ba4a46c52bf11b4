import { expect, test } from '@playwright/test';
import { openPage } from './open-page';
import { mainMenuNames, menuTree } from './site-api';

/*
 * Every section page (a top menu's own page, such as /education, whose name in the desktop bar
 * only opens its dropdown) has a link in the header at a desktop's width: the dropdown's first
 * entry. And each dropdown opens inside the window, the bar's last ones too (issue 39 item 4).
 */
for (const width of [1280, 1366]) {
  test(`every section page opens from its dropdown at ${width} px, each dropdown inside the window`, async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdowns are the desktop header');
    await page.setViewportSize({ width, height: 800 });
    const names = await mainMenuNames(page.request);
    const sections = (await menuTree(page.request)).filter(
      (menu) => names.includes(menu.name) && menu.path && menu.subMenus.some((sub) => sub.status),
    );
    expect(sections.length, 'the demo has section pages with sub-menus').toBeGreaterThanOrEqual(6);
    await openPage(page, '/home');
    const bar = page.getByRole('navigation', { name: '主导航' }).first();
    const outside: string[] = [];
    for (const section of sections) {
      const button = bar.getByRole('button', { name: section.name, exact: true });
      // An item the bar has no room for is under 更多, whose sections list their own page too.
      if (!(await button.isVisible())) continue;
      await button.click();
      const list = page.getByRole('list', { name: `${section.name}的子菜单` });
      await expect(list).toBeVisible();
      const box = (await list.boundingBox())!;
      if (box.x < 0 || box.x + box.width > width)
        outside.push(`${section.name}: ${box.x}–${box.x + box.width}`);
      const own = list.getByRole('link').first();
      await expect(own).toHaveText(section.name);
      await expect(own).toHaveAttribute('href', section.path!);
      await page.keyboard.press('Escape');
    }
    expect(outside).toEqual([]);

    // And one of them, followed: the section page itself.
    const education = sections.find((menu) => menu.path === '/education') ?? sections[0]!;
    await bar.getByRole('button', { name: education.name, exact: true }).click();
    await page
      .getByRole('list', { name: `${education.name}的子菜单` })
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`${education.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
