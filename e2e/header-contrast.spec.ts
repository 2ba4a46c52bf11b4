import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { openPage } from './open-page';

/*
 * The transparent header's text over every banner of every site's home page, at 1366 and 375 px
 * (issue 39 item 4): each piece of text at 4.5:1 or more against the lightest pixel drawn behind
 * it. axe cannot judge text over a picture; this measures the picture: the header's text is made
 * transparent, the header drawn, and each text's box read back pixel by pixel.
 */
const SITES = ['localhost', 'academic.localhost', 'selfstudy.localhost', 'vocational.localhost'];
const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 375, height: 812 },
];

type TextBox = { text: string; x: number; y: number; width: number; height: number; color: string };

/** WCAG 2.x relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: readonly number[]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** The header's visible text, a box per line, with its colour. */
function headerTexts(page: Page): Promise<TextBox[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const bottom = header.getBoundingClientRect().bottom;
    const boxes: TextBox[] = [];
    const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement!;
      const text = node.textContent?.trim() ?? '';
      if (text === '' || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        // Screen-reader text is clipped to a pixel; a closed dropdown is not in the bar.
        if (rect.width < 4 || rect.height < 4 || rect.top >= bottom) continue;
        boxes.push({
          text,
          x: Math.max(0, Math.floor(rect.left)),
          y: Math.max(0, Math.floor(rect.top)),
          width: Math.ceil(rect.width),
          height: Math.ceil(rect.height),
          color: getComputedStyle(element).color,
        });
      }
    }
    return boxes;
  });
}

/** Each text whose contrast with the lightest (or darkest) pixel behind it is under 4.5:1. */
async function lowContrast(page: Page): Promise<string[]> {
  const boxes = await headerTexts(page);
  expect(boxes.length, 'the header shows text').toBeGreaterThan(0);
  const hideText = await page.addStyleTag({
    content:
      'header, header * { color: transparent !important; text-shadow: none !important; transition: none !important; }',
  });
  const viewport = page.viewportSize()!;
  const height = Math.max(...boxes.map((box) => box.y + box.height));
  const png = await page.screenshot({
    clip: { x: 0, y: 0, width: viewport.width, height },
    animations: 'disabled',
  });
  await hideText.evaluate((style) => (style as Element).remove());
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const found: string[] = [];
  for (const box of boxes) {
    const text = luminance(box.color.match(/\d+/g)!.slice(0, 3).map(Number));
    let worst = Infinity;
    for (let y = box.y; y < Math.min(box.y + box.height, info.height); y += 1)
      for (let x = box.x; x < Math.min(box.x + box.width, info.width); x += 1) {
        const at = (y * info.width + x) * info.channels;
        worst = Math.min(worst, contrast(text, luminance([data[at]!, data[at + 1]!, data[at + 2]!])));
      }
    if (worst < 4.5) found.push(`“${box.text}” ${worst.toFixed(2)}:1`);
  }
  return found;
}

for (const host of SITES) {
  test(`${host}: the header's text over each home banner at 4.5:1, at 1366 and 375 px`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await openPage(page, `${baseURL!.replace('localhost', host)}/home`);
      // Measured where it is transparent: at the top of the page, over the banner.
      expect(
        await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor),
      ).toBe('rgba(0, 0, 0, 0)');
      const dots = page.getByRole('group', { name: '选择幻灯片' }).getByRole('button');
      const slides = Math.max(1, await dots.count());
      for (let slide = 0; slide < slides; slide += 1) {
        if (slide > 0) {
          await dots.nth(slide).click();
          await expect(dots.nth(slide)).toHaveAttribute('aria-current', 'true');
        }
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        // The pictures on screen drawn (the other slides' and those further down load lazily).
        await page.waitForFunction(() =>
          [...document.images]
            .filter((image) => {
              const rect = image.getBoundingClientRect();
              const onScreen =
                rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
              return onScreen && image.checkVisibility({ opacityProperty: true, visibilityProperty: true });
            })
            .every((image) => image.complete && image.naturalWidth > 0),
        );
        for (const problem of await lowContrast(page))
          found.push(`${viewport.width} px, banner ${slide + 1}: ${problem}`);
      }
    }
    expect(found).toEqual([]);
  });
}
