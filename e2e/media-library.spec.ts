import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { baseURL } from '../playwright.config';
import { checkScreen, signIn } from './console';

/**
 * The media library journey (issue 25 item 5) against the real server: the same picture uploaded
 * twice under two names is one file; its alt text, set in 媒体库, is the alt of the banner that
 * shows it on the site (with its WebP web sizes in srcset); deleting it while the banner uses it
 * is refused, naming the banner. axe on the screen; screenshots at 1280 and 1024 px. The banner
 * is removed at the end (on the self-study site, whose home the other specs do not count).
 */
test.describe.configure({ mode: 'serial' });

const SELF_STUDY = baseURL.replace('localhost', 'selfstudy.localhost');
const API = '/api/cms/web/siteBanner';

const picture = () =>
  sharp({ create: { width: 1920, height: 640, channels: 3, background: { r: 31, g: 97, b: 141 } } })
    .png()
    .toBuffer();

async function uploadInLibrary(page: Page, name: string, bytes: Buffer) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/serverFile/upload'));
  await page.getByTestId('library-image-file').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  const body = (await (await answer).json()) as { code: number; data: { id: number; url: string } };
  expect(body.code).toBe(0);
  return body.data;
}

test('upload twice (one file), alt text seen on the site, delete refused while used', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/media');
  await signIn(page, 'editor', 'Bianji@2026demo');
  await expect(page.getByRole('heading', { name: '媒体库', level: 1 })).toBeVisible();

  const bytes = await picture();
  const first = await uploadInLibrary(page, '招生季横幅.png', bytes);
  const second = await uploadInLibrary(page, '横幅-副本.png', bytes);
  expect(second.id).toBe(first.id);
  await expect(
    page.getByText('已上传：横幅-副本.png（媒体库已有同一文件“招生季横幅.png”，直接使用它）'),
  ).toBeVisible();

  await page.getByLabel('文件名').fill('横幅');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.getByRole('row', { name: /招生季横幅\.png/ })).toHaveCount(1);
  await expect(page.getByRole('row', { name: /横幅-副本/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /招生季横幅\.png/ })).toContainText('网页尺寸 480、960、1600');

  const alt = '自考学员在教室里听课';
  await page.getByRole('textbox', { name: '“招生季横幅.png”的替代文字' }).fill(alt);
  await page.getByRole('button', { name: '保存替代文字（招生季横幅.png）' }).click();
  await expect(
    page.getByRole('row', { name: /招生季横幅\.png/ }).getByRole('img', { name: alt }),
  ).toBeVisible();

  // A banner of the self-study site shows it.
  const saved = await page.request.post(API, {
    headers: { origin: baseURL },
    data: {
      platform: 'selfStudy',
      title: '媒体库测试 · 替代文字',
      image: first.url,
      url: null,
      status: true,
    },
  });
  const bannerId = ((await saved.json()) as { data: { id: number } }).data.id;
  try {
    const visitor = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const site = await visitor.newPage();
    await site.goto(`${SELF_STUDY}/home`);
    const shown = site.locator(`img[alt="${alt}"]`);
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute('src', first.url);
    await expect(shown).toHaveAttribute(
      'srcset',
      new RegExp(`${first.url.replace('.png', '-480.webp')} 480w`),
    );
    await visitor.close();

    // Refused while used, naming the banner; the file stays.
    await page.reload();
    await expect(page.getByRole('row', { name: /招生季横幅\.png/ })).toContainText(
      '轮播图《媒体库测试 · 替代文字》',
    );
    await page.getByRole('button', { name: '删除“招生季横幅.png”' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('alert')).toContainText(
      '该文件正在使用，无法删除：轮播图《媒体库测试 · 替代文字》',
    );
    await expect(page.getByRole('row', { name: /招生季横幅\.png/ })).toHaveCount(1);

    await checkScreen(page, 'media-library-1280');
    await page.setViewportSize({ width: 1024, height: 768 });
    await checkScreen(page, 'media-library-1024');
  } finally {
    await page.request.delete(`${API}?id=${bannerId}`, { headers: { origin: baseURL } });
  }
});
