import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectedTarget, FIXED_ROUTES } from './expected-routes';
import { apiData, type MenuEntry, menuTree, walkMenus } from './site-api';
import { isNormalLead, leadsWithPhone } from './lead-database';
import { openPage } from './open-page';

/**
 * The floating consult bar (issue 21 item 3) on every host kind: drawn by the server on every
 * public page from the content system's 悬浮菜单, each entry a link of its kind (a page, a call to
 * the settings' number, the lead form's sheet, the WeChat QR code); at 375 px a bar at the bottom,
 * at 1366 px a rail at the right, never over the lead form's submit button or the ICP links.
 */

const KINDS = [
  { host: 'localhost', platform: 'company' },
  { host: 'academic.localhost', platform: 'academic' },
  { host: 'selfstudy.localhost', platform: 'selfStudy' },
  { host: 'vocational.localhost', platform: 'vocational' },
] as const;
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 768 };
const FLOATING_MENU = '悬浮菜单';

type Setting = { phone: string; wechatQr: string | null; icpLinks: { text: string }[] };

/** What each published entry of a host's 悬浮菜单 must link to, by its path. */
async function expectedEntries(page: Page, platform: string) {
  const setting = await apiData<Setting>(
    page.request,
    `/api/cms/web/siteSetting/detailsForClient?platform=${platform}`,
  );
  const floating = (await menuTree(page.request, platform)).find((menu) => menu.name === FLOATING_MENU)!;
  const hrefOf = (path: string | null) => {
    if (path === 'tel:') return `tel:${setting.phone.replace(/[\s-]/g, '')}`;
    if (path === '#lead-form') return '/online_registration';
    if (path === '#wechat-qr') return setting.wechatQr!;
    return path!;
  };
  const entries = floating.subMenus
    .filter((menu) => menu.status)
    .map((menu) => ({ name: menu.name, path: menu.path, href: hrefOf(menu.path) }));
  return { setting, entries };
}

/** Every public page of a host: its menus' routes, the fixed pages and the admission pages. */
async function publicPaths(page: Page, platform: string): Promise<string[]> {
  const staff = await apiData<{ name: string; templateKey: string }[]>(
    page.request,
    '/api/cms/web/pageType/listForClient',
  );
  const staffPageTypes = Object.fromEntries(staff.map((record) => [record.name, record.templateKey]));
  const published = (tree: MenuEntry[]): MenuEntry[] =>
    tree.filter((menu) => menu.status).map((menu) => ({ ...menu, subMenus: published(menu.subMenus) }));
  const paths = new Set<string>(['/home', '/enroll_info', '/enroll_detail', ...FIXED_ROUTES]);
  for (const menu of walkMenus(published(await menuTree(page.request, platform)))) {
    const target = expectedTarget(menu, staffPageTypes);
    if (target.kind === 'route' && target.path.startsWith('/')) paths.add(target.path);
  }
  return [...paths].sort();
}

const bar = (page: Page) => page.getByRole('navigation', { name: '快捷咨询' });

/**
 * Whether what is drawn at the middle of each of `target`'s boxes (a link wrapped over two lines
 * has two) is `target` itself (or inside it): nothing lies over it.
 */
async function isOnTop(target: Locator): Promise<boolean> {
  return target.evaluate((element) =>
    [...element.getClientRects()].every((box) => {
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && element.contains(top);
    }),
  );
}

for (const { host, platform } of KINDS) {
  test(`${host}: every public page arrives with the bar of its 悬浮菜单`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const { entries } = await expectedEntries(page, platform);
    expect(entries.length).toBeGreaterThanOrEqual(4);
    const paths = await publicPaths(page, platform);
    const origin = new URL(baseURL!.replace('localhost', host));
    // The server's HTML, before any script: the bar works on a first tap.
    for (const path of paths) {
      const response = await page.request.get(`${baseURL}${path}`, {
        headers: { host: origin.host, accept: 'text/html' },
      });
      const html = await response.text();
      const nav = /<nav aria-label="快捷咨询"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1];
      expect(nav, `${host}${path} has the bar`).toBeDefined();
      const links = [...nav!.matchAll(/<a [^>]*href="([^"]*)"[^>]*>.*?<span>([^<]*)<\/span>/g)].map(
        ([, href, name]) => ({ name, href }),
      );
      expect(links, `${host}${path}`).toEqual(entries.map(({ name, href }) => ({ name, href })));
    }
  });

  test(`${host}: at 375 px a bar at the bottom, at 1366 px a rail at the right, over nothing that matters`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const { setting, entries } = await expectedEntries(page, platform);
    const site = baseURL!.replace('localhost', host);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await openPage(page, `${site}/online_registration`);
      const box = (await bar(page).boundingBox())!;
      if (viewport === PHONE) {
        expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
        expect(box.width).toBe(viewport.width);
      } else {
        expect(box.x + box.width).toBeGreaterThan(viewport.width - 20);
        expect(box.width).toBeLessThanOrEqual(80);
      }
      for (const entry of entries) {
        const link = bar(page).getByRole('link', { name: new RegExp(`^${entry.name}`) });
        await expect(link).toHaveAttribute('href', entry.href);
        const target = (await link.boundingBox())!;
        expect(Math.min(target.width, target.height), `${entry.name}: a 44 px target`).toBeGreaterThanOrEqual(
          44,
        );
      }

      // The submit button scrolled to the bottom of the view stays above the bar.
      const submit = page.getByRole('button', { name: '提交' });
      await submit.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
      expect(await isOnTop(submit), `提交 at ${viewport.width} px`).toBe(true);

      // At the page's end the footer, and its ICP links, end above the bar.
      for (let step = 0; step < 8; step += 1)
        await page.evaluate(() => window.scrollTo({ top: 1e9, behavior: 'instant' }));
      for (const { text } of setting.icpLinks) {
        const icp = page.getByRole('contentinfo').getByRole('link', { name: text });
        expect(await isOnTop(icp), `${text} at ${viewport.width} px`).toBe(true);
      }

      if (viewport === PHONE) {
        // The keyboard is up while a field has focus: the bar steps aside.
        await page.getByLabel('姓名').focus();
        await expect(bar(page)).toBeHidden();
        await page.getByLabel('姓名').blur();
        await expect(bar(page)).toBeVisible();
      }
    }
  });
}

test('在线咨询 opens the lead form in a sheet loaded on the tap, and a lead sent there is stored @phone', async ({
  page,
}) => {
  const sheetCode: string[] = [];
  page.on('request', (request) => {
    if (/consult-sheet\.[0-9a-f]+\.chunk\.js$/.test(request.url())) sheetCode.push(request.url());
  });
  await openPage(page, '/home');
  expect(sheetCode, 'the sheet is not part of the page').toEqual([]);

  await bar(page).getByRole('link', { name: '在线咨询' }).click();
  const sheet = page.getByRole('dialog', { name: '在线咨询' });
  await expect(sheet).toBeVisible();
  expect(sheetCode).toHaveLength(1);
  // The focus is in the sheet (its close button first), and stays there.
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('Tab');
  expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(bar(page).getByRole('link', { name: '在线咨询' })).toBeFocused();

  await bar(page).getByRole('link', { name: '微信咨询' }).click();
  const qr = page.getByRole('dialog', { name: '微信咨询' });
  await expect(qr.getByRole('img', { name: '微信二维码' })).toBeVisible();
  await expect(qr).toContainText('请用微信扫一扫二维码');
  await qr.getByRole('button', { name: '关闭' }).click();
  await expect(qr).toBeHidden();

  // A lead from the sheet: stored as a person's; the sheet stays open on the after-lead panel
  // (what happens next, the hotline to dial, the hours) until the visitor closes it.
  const phone = `137${String(Date.now()).slice(-8)}`;
  await bar(page).getByRole('link', { name: '在线咨询' }).click();
  await sheet.getByLabel('姓名').pressSequentially('李晓梅', { delay: 120 });
  await sheet
    .getByLabel('手机号')
    .pressSequentially(`${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`, {
      delay: 120,
    });
  await sheet.getByRole('button', { name: '提交' }).click();
  const { setting } = await expectedEntries(page, 'company');
  const panel = sheet.getByRole('status');
  await expect(panel).toContainText('提交成功');
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('link', { name: setting.phone })).toHaveAttribute(
    'href',
    `tel:${setting.phone.replace(/[\s-]/g, '')}`,
  );
  await expect(panel).toContainText('工作时间：');
  await sheet.getByRole('button', { name: '关闭' }).click();
  await expect(sheet).toBeHidden();
  const stored = leadsWithPhone(phone);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: '李晓梅' });
  expect(isNormalLead(stored[0]!)).toBe(true);
});
