import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { IndexPage, rootCount, splitImagePreloads } from '../../src/web/index-page';
import { tempDir } from '../helper';

/**
 * index.html as the production build minifies it: the deferred boot script, which starts the app's
 * scripts it names after the first paint (webpack.config.ts, DeferredStartPlugin).
 */
const BOOT =
  '<script defer src=/assets/boot.0c.js data-scripts="/assets/framework.1a.js /assets/main.2b.js">';
const INDEX =
  '<!doctype html><html lang=zh-CN><head><meta charset=utf-8><title>华夏教育集团</title>' +
  `${BOOT}</script></head><body><div id=root></div></body></html>`;
const LOGO = '<link rel="preload" as="image" href="/images/logo.svg"/>';
const BANNER = '<link rel="preload" as="image" href="/images/banner.svg" fetchPriority="high"/>';
const COVER = '<link rel="preload" as="image" href="/images/cover.svg" fetchPriority="high"/>';
const PAGE = '<div class="layout"><img src="/images/banner.svg" fetchPriority="high"/></div>';

describe('splitImagePreloads', () => {
  it('takes the image preloads React writes before the page, the high-priority ones first', () => {
    expect(splitImagePreloads(LOGO + BANNER + COVER + PAGE)).toEqual({
      preloads: BANNER + COVER + LOGO,
      body: PAGE,
    });
  });

  it('leaves a page without leading preloads, and preloads inside the page, as they are', () => {
    const inside = `<div>${COVER}</div>`;
    expect(splitImagePreloads(inside)).toEqual({ preloads: '', body: inside });
  });
});

describe('IndexPage', () => {
  const webRoot = tempDir('edu-site-index-');
  writeFileSync(path.join(webRoot, 'index.html'), INDEX);
  const indexPage = new IndexPage(webRoot);

  it('asks for the page’s first pictures in the head, before its scripts', async () => {
    const html = await indexPage.render('/home', {}, { html: LOGO + BANNER + PAGE, head: '' });
    const head = html?.slice(0, html.indexOf('</head>')) ?? '';
    expect(head.indexOf(BANNER)).toBeGreaterThan(-1);
    expect(head.indexOf(BANNER)).toBeLessThan(head.indexOf(LOGO));
    expect(head.indexOf(LOGO)).toBeLessThan(head.indexOf(BOOT));
    // Moved, not copied: the root holds the page alone.
    expect(html).toContain(`<div id=root>${PAGE}</div>`);
  });

  it('changes nothing in the head of a page the browser draws', async () => {
    const html = await indexPage.render('/home', {}, null);
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<div id=root></div>');
  });

  it('serves a page whose render holds a second root as the browser draws it, never with two roots', async () => {
    const html = await indexPage.render('/home', {}, { html: '<div id="root">x</div><p>正文</p>', head: '' });
    expect(html).toContain('<div id=root></div>');
    expect(html).not.toContain('正文');
    expect(rootCount(html ?? '')).toBe(1);
  });
});
