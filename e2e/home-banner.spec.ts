import { expect, type Page, test } from '@playwright/test';
import { PLATFORMS } from '../contract/platform';
import { onHost } from './public-routes';

/**
 * The home banner (issue 22 item 5): its title is text written over the picture, readable on a
 * phone (a 3:1 picture with its words drawn in was 125 px tall at 375 px, its words 9 px), and
 * its controls fit beside it.
 */

type Box = { x: number; y: number; width: number; height: number };

const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

/** The first slide's picture and title, and the title's font size. */
async function firstSlide(page: Page) {
  const hero = page.getByRole('region', { name: '首页轮播' });
  const slide = hero.getByRole('group').first();
  const picture = slide.locator('img');
  const headline = slide.locator('strong');
  await expect(headline).toBeVisible();
  const fontSize = await headline.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  return {
    hero,
    picture: (await picture.boundingBox())!,
    headline: (await headline.boundingBox())!,
    fontSize,
  };
}

for (const platform of PLATFORMS) {
  test(`${platform}: at 375 px the banner is 220 px tall, its title written in it at 24 px, its controls inside the screen @phone`, async ({
    page,
    baseURL,
    isMobile,
  }) => {
    test.skip(!isMobile, 'the phone layout');
    await page.goto(onHost(baseURL!, platform, '/home'));
    const { hero, picture, headline, fontSize } = await firstSlide(page);
    expect(picture.height, 'picture height').toBeGreaterThanOrEqual(200);
    expect(picture.width, 'picture width').toBeGreaterThanOrEqual(370);
    expect(inside(headline, picture), 'the title lies in the picture').toBe(true);
    expect(fontSize, 'title size').toBeGreaterThanOrEqual(22);
    for (const name of ['上一张', '下一张']) {
      const button = (await hero.getByRole('button', { name }).boundingBox())!;
      expect(button.x, `${name} on screen`).toBeGreaterThanOrEqual(0);
      expect(button.x + button.width, `${name} on screen`).toBeLessThanOrEqual(375);
      expect(button.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}

test('at 1366 px the banner keeps its 3:1 shape and its title stands in the left part at 36 px or more', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the desktop layout');
  await page.setViewportSize({ width: 1366, height: 800 });
  for (const platform of PLATFORMS) {
    await page.goto(onHost(baseURL!, platform, '/home'));
    const { picture, headline, fontSize } = await firstSlide(page);
    expect(Math.round(picture.width / picture.height), `${platform}: 3:1`).toBe(3);
    expect(inside(headline, picture), `${platform}: the title lies in the picture`).toBe(true);
    expect(headline.x + headline.width, `${platform}: in the left half`).toBeLessThanOrEqual(1366 / 2);
    expect(fontSize, `${platform}: title size`).toBeGreaterThanOrEqual(36);
  }
});
