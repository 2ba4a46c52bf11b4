import { expect, type Page, test } from '@playwright/test';
import { afterTwoFrames, openPage } from './open-page';
import { menuTree, SPECIAL_TOP_MENUS } from './site-api';

const header = (page: Page) => page.locator('header').first();

test.describe('header', () => {
  test('is transparent at the top of /home and opaque past 60 px', async ({ page }) => {
    await openPage(page, '/home');
    await expect(header(page)).toHaveAttribute('data-opaque', 'false');
    await page.mouse.wheel(0, 40);
    // Scrolled, and the header's frame-throttled handler has run since.
    await page.waitForFunction(() => window.scrollY >= 40);
    await afterTwoFrames(page);
    await expect(header(page)).toHaveAttribute('data-opaque', 'false');
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(header(page)).toHaveAttribute('data-opaque', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header(page)).toHaveAttribute('data-opaque', 'false');
  });

  test('before the app runs, pointing at or focusing a menu item opens its dropdown; the app keeps it open', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the dropdowns are the desktop header');
    const news = (await menuTree(page.request)).find((menu) => menu.name === '新闻中心')!;
    const firstSub = news.subMenus.find((sub) => sub.status)!;
    // The boot script waits for the page's paint; held back, the app does not run at all.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await appHeld;
      await route.continue();
    });
    // Not to its load event: that waits for the held scripts.
    await page.goto('/about_us', { waitUntil: 'commit' });
    const nav = page.getByRole('navigation', { name: '主导航' }).first();
    const button = nav.getByRole('button', { name: news.name, exact: true });
    await expect(button).toBeVisible();
    const subLink = nav.getByRole('link', { name: firstSub.name, exact: true });
    await expect(subLink).toBeHidden();
    await button.hover();
    await expect(subLink).toBeVisible();
    await page.mouse.move(0, 600);
    await expect(subLink).toBeHidden();
    await button.focus();
    await expect(subLink).toBeVisible();

    releaseApp();
    await page.locator('html[data-header-ready]').waitFor({ state: 'attached' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(subLink).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(subLink).toBeHidden();
  });

  test('is opaque on other pages from the start', async ({ page }) => {
    await openPage(page, '/about_us');
    await expect(header(page)).toHaveAttribute('data-opaque', 'true');
  });

  test('dropdown rules: several sub-menus or one of another name open a dropdown; one of the same name navigates', async ({
    page,
  }) => {
    const tree = await menuTree(page.request);
    const tops = tree.filter((menu) => menu.status && !SPECIAL_TOP_MENUS.includes(menu.name));
    const several = tops.find((menu) => menu.subMenus.filter((sub) => sub.status).length > 1)!;
    const sameName = tops.find((menu) => menu.subMenus.length === 1 && menu.subMenus[0]!.name === menu.name)!;
    const otherName = tops.find(
      (menu) => menu.subMenus.length === 1 && menu.subMenus[0]!.name !== menu.name,
    )!;
    expect([several, sameName, otherName].every(Boolean)).toBe(true);

    await openPage(page, '/about_us');
    const nav = page.getByRole('navigation', { name: '主导航' }).first();
    await expect(nav.getByRole('button', { name: several.name, exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('button', { name: otherName.name, exact: true })).toBeVisible();
    // The same-name item is a plain link that goes straight to its only sub-menu.
    await expect(nav.getByRole('button', { name: sameName.name, exact: true })).toHaveCount(0);
    await nav.getByRole('link', { name: sameName.name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: sameName.subMenus[0]!.name })).toBeVisible();
  });

  test('works with the keyboard: Enter opens, ArrowDown enters, Escape closes', async ({ page }) => {
    const tree = await menuTree(page.request);
    const top = tree.find(
      (menu) => menu.status && !SPECIAL_TOP_MENUS.includes(menu.name) && menu.subMenus.length > 1,
    )!;
    await openPage(page, '/about_us');
    const button = page
      .getByRole('navigation', { name: '主导航' })
      .first()
      .getByRole('button', { name: top.name, exact: true });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const dropdown = page.getByRole('list', { name: `${top.name}的子菜单` });
    await expect(dropdown.locator(':focus')).toHaveCount(1);
  });

  test("the active section's dropdown opens when the visitor scrolls up", async ({ page }) => {
    const tree = await menuTree(page.request);
    const top = tree.find((menu) => menu.name === '新闻中心')!;
    const news = top.subMenus.find((menu) => menu.pageType === '新闻列表')!;
    await openPage(page, `/word_list1/${news.id}`);
    const dropdown = page.getByRole('list', { name: `${top.name}的子菜单` });
    await expect(page.getByRole('link', { name: /./ }).first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await afterTwoFrames(page);
    await expect(dropdown).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect(dropdown).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect(dropdown).toBeHidden();
  });

  test('phones get a menu button that opens every section @phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone layout');
    const tree = await menuTree(page.request);
    const about = tree.find((menu) => menu.name === '关于我们')!;
    const firstSection = about.subMenus.find((menu) => menu.status)!;
    await openPage(page, '/home');
    const toggle = page.getByRole('button', { name: '打开菜单' });
    await toggle.click();
    await expect(page.getByRole('button', { name: '关闭菜单' })).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('navigation', { name: '主导航' }).filter({ visible: true });
    // A section with several sub-menus lists them under its name, which opens and closes it.
    const section = panel
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: about.name }) });
    const link = section.getByRole('link', { name: firstSection.name, exact: true });
    await expect(link).toBeHidden();
    await section.locator('summary').click();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: firstSection.name })).toBeVisible();
    await expect(page.getByRole('button', { name: '打开菜单' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('footer', () => {
  test('shows the bottom menu with icons, contact lines, QR codes and ICP links', async ({ page }) => {
    const tree = await menuTree(page.request);
    const bottom = tree.find((menu) => menu.name === '底部菜单')!;
    await openPage(page, '/about_us');
    const footer = page.locator('footer');
    const links = footer.getByRole('navigation', { name: '底部导航' });
    for (const menu of bottom.subMenus) {
      await expect(links.getByText(menu.name, { exact: true })).toBeVisible();
    }
    await expect(links.locator('img')).toHaveCount(bottom.subMenus.length);
    await expect(footer.getByText('关注我们')).toBeVisible();
    await expect(footer.getByRole('img', { name: '微信公众号二维码' })).toBeVisible();
    await expect(footer.getByRole('img', { name: '新浪微博二维码' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /ICP备/ })).toBeVisible();
  });

  test('a QR code that is not configured is not shown', async ({ page, baseURL }) => {
    await openPage(page, `${baseURL!.replace('localhost', 'selfstudy.localhost')}/about_us`);
    const footer = page.locator('footer');
    await expect(footer.getByRole('img', { name: '微信公众号二维码' })).toBeVisible();
    await expect(footer.getByRole('img', { name: '新浪微博二维码' })).toHaveCount(0);
  });
});
