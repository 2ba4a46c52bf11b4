import { type Browser, expect, type Page, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { checkScreen, signIn } from './console';

/**
 * The console's banners, teachers, job positions and site settings (issue 14 item 6) against the
 * real server: staff change the vocational site's footer phone and an ICP link and add a banner
 * with an uploaded picture; a visitor of the vocational host sees both. Everything changed is put
 * back, so that the other specs of the run read the seeded data. axe and a 1280×800 screenshot
 * of each screen.
 */
test.use({ viewport: { width: 1280, height: 800 } });
test.describe.configure({ mode: 'serial' });

const VOCATIONAL = baseURL.replace('localhost', 'vocational.localhost');
/** A 1×1 PNG: the server checks an upload's first bytes, so it must be a real picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signInAt(page: Page, path: string) {
  await page.goto(`/admin${path}`);
  await signIn(page, 'editor', 'Bianji@2026demo');
}

/** A visitor of the vocational host, in a browser context of its own (no staff cookie). */
async function visitVocational(browser: Browser, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${VOCATIONAL}/home`);
    await check(page);
  } finally {
    await context.close();
  }
}

/** Saves the settings form and waits for the server's answer. */
async function saveSettings(page: Page) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/cms/web/siteSetting'),
  );
  await page.getByRole('button', { name: '保存设置' }).click();
  expect((await (await answer).json()).code).toBe(0);
}

test('site settings: the vocational footer phone and an ICP link, seen by a visitor of that host', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, '/site-settings');
  await expect(page.getByRole('heading', { name: '站点设置', level: 1 })).toBeVisible();
  await expect(page.getByLabel('站点标题')).toHaveValue('华夏教育集团');
  await checkScreen(page, 'site-settings');

  await page.getByRole('navigation', { name: '选择平台' }).getByRole('link', { name: '职业教育' }).click();
  await expect(page).toHaveURL(/\/admin\/site-settings\?platform=vocational$/);
  await expect(page.getByLabel('站点标题')).toHaveValue('华夏职业教育');
  const phone = page.getByLabel('电话');
  const icpText = page.getByLabel('备案文字（第 1 条备案链接）');
  const originalPhone = await phone.inputValue();
  const originalIcp = await icpText.inputValue();
  const changedPhone = '400-800-7788';
  const changedIcp = `${originalIcp}（已更新）`;

  await phone.fill(changedPhone);
  await icpText.fill(changedIcp);
  await saveSettings(page);
  await expect(page.getByText('职业教育的站点设置已保存')).toBeVisible();

  try {
    await visitVocational(browser, async (visitor) => {
      const footer = visitor.getByRole('contentinfo');
      // Shown as written, dialled without its dashes.
      await expect(footer.getByRole('link', { name: changedPhone })).toHaveAttribute(
        'href',
        `tel:${changedPhone.replace(/-/g, '')}`,
      );
      // The floating bar's call takes the new number too.
      await expect(
        visitor.getByRole('navigation', { name: '快捷咨询' }).getByRole('link', { name: /电话咨询/ }),
      ).toHaveAttribute('href', `tel:${changedPhone.replace(/-/g, '')}`);
      await expect(footer.getByRole('link', { name: changedIcp })).toHaveAttribute(
        'href',
        'https://beian.miit.gov.cn/',
      );
    });
    // Another platform's site is untouched.
    await page.goto(`${baseURL}/home`);
    await expect(page.getByRole('contentinfo').getByText(changedPhone)).toHaveCount(0);
  } finally {
    await page.goto('/admin/site-settings?platform=vocational');
    await page.getByLabel('电话').fill(originalPhone);
    await page.getByLabel('备案文字（第 1 条备案链接）').fill(originalIcp);
    await saveSettings(page);
  }
  await visitVocational(browser, async (visitor) => {
    await expect(visitor.getByRole('contentinfo').getByRole('link', { name: originalPhone })).toBeVisible();
  });
});

test('banners: one added with an uploaded picture shows on the vocational home page; moved by keyboard; removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAt(page, '/banners?platform=vocational');
  const table = page.getByRole('table', { name: /职业教育的轮播图/ });
  await expect(table.getByRole('row')).not.toHaveCount(1);
  await checkScreen(page, 'banners');
  const before = await table.getByRole('row').count();

  await page.getByRole('link', { name: '新增轮播图' }).click();
  await expect(page.getByRole('heading', { name: '新增轮播图', level: 1 })).toBeVisible();
  const title = `实训基地开放日 ${Date.now().toString(36)}`;
  await page.getByLabel('标题').fill(title);
  await page
    .getByTestId('image-file')
    .setInputFiles({ name: '开放日.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('已上传：开放日.png')).toBeVisible();
  const image = await page.getByLabel('图片', { exact: true }).inputValue();
  expect(image).toMatch(/^\/uploads\//);
  await page.getByLabel('链接地址').fill('/vocation');
  await expect(page.getByText('打开方式：本站页面，在当前窗口打开')).toBeVisible();
  await page.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/admin\/banners\?platform=vocational$/);
  await expect(table.getByRole('row')).toHaveCount(before + 1);
  const added = table.getByRole('row', { name: new RegExp(title) });
  await expect(added.getByRole('img', { name: `轮播图：${title}` })).toHaveAttribute('src', image);

  try {
    await visitVocational(browser, async (visitor) => {
      // The title is written over the picture as text (templates/home/banner-carousel.tsx).
      const slide = visitor.getByRole('group').filter({ hasText: title });
      await expect(slide.locator('img')).toHaveAttribute('src', image);
      // The picture is served to that host (asked from its page: Node does not resolve *.localhost).
      const served = await visitor.evaluate(async (src) => {
        const response = await fetch(src);
        return { status: response.status, type: response.headers.get('content-type') };
      }, image);
      expect(served).toEqual({ status: 200, type: expect.stringContaining('image/png') });
    });

    // Keyboard: 上移 by Enter; the focus stays with the banner for the next press.
    await page.getByRole('button', { name: `上移「${title}」` }).focus();
    await page.keyboard.press('Enter');
    await expect(table.getByRole('row').nth(before - 1)).toContainText(title);
    await expect(page.getByRole('button', { name: `上移「${title}」` })).toBeFocused();

    await added.getByRole('link', { name: `编辑「${title}」` }).click();
    await expect(page.getByRole('heading', { name: `编辑轮播图：${title}`, level: 1 })).toBeVisible();
    await checkScreen(page, 'banner-edit');
    await page.getByRole('link', { name: '取消' }).click();
  } finally {
    await page.goto('/admin/banners?platform=vocational');
    await page.getByRole('button', { name: `删除「${title}」` }).click();
    const dialog = page.getByRole('alertdialog', { name: '提示' });
    await expect(dialog).toContainText('确定删除轮播图「');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(table.getByRole('row')).toHaveCount(before);
  }
  await visitVocational(browser, async (visitor) => {
    const slides = visitor.getByRole('region', { name: '首页轮播' }).getByRole('group');
    await expect(slides.filter({ hasText: '职业技能培训' })).toHaveCount(1);
    await expect(slides.filter({ hasText: title })).toHaveCount(0);
  });
});

test('teachers and job positions: lists and editors pass axe at 1280 px', async ({ page }) => {
  test.setTimeout(90_000);
  /** A list screen with its first row's editor: both pass axe. */
  const checkListAndEditor = async (screen: {
    heading: string;
    table: RegExp;
    editor: RegExp;
    listShot: string;
    editorShot: string;
  }) => {
    await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
    const list = page.getByRole('table', { name: screen.table });
    await expect(list.getByRole('row').nth(1)).toBeVisible();
    await checkScreen(page, screen.listShot);
    await list
      .getByRole('link', { name: /^编辑「/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: screen.editor, level: 1 })).toBeVisible();
    await checkScreen(page, screen.editorShot);
  };

  await signInAt(page, '/coworkers');
  await checkListAndEditor({
    heading: '师资团队',
    table: /集团官网的教师/,
    editor: /^编辑教师：/,
    listShot: 'coworkers',
    editorShot: 'coworker-edit',
  });

  await page.goto('/admin/job-positions');
  await checkListAndEditor({
    heading: '招聘职位',
    table: /集团官网的招聘职位/,
    editor: /^编辑职位：/,
    listShot: 'job-positions',
    editorShot: 'job-position-edit',
  });
});
