// `node scripts/make-share-image.mjs`: draws public/images/share.jpg, the 1200×630 picture a
// share of a page without a picture of its own shows (WeChat and most share cards take no SVG).
// Run again after the logo or the group's name changes; the picture is committed.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const logo = readFileSync(path.join(root, 'public/images/logo.svg'), 'utf8');
const html = `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><style>
  html, body { margin: 0; width: 1200px; height: 630px; }
  body { display: flex; align-items: center; justify-content: center; gap: 48px;
    background: linear-gradient(135deg, #0b5cad 0%, #08437f 100%); color: #fff;
    font-family: "WenQuanYi Micro Hei", "Noto Sans CJK SC", sans-serif; }
  svg { width: 200px; height: 200px; }
  h1 { margin: 0; font-size: 88px; letter-spacing: 8px; }
  p { margin: 16px 0 0; font-size: 36px; opacity: 0.92; }
</style><body>${logo}<div><h1>华夏教育集团</h1><p>学历教育 · 自考 · 职业教育 · 招生报名</p></div></body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  const out = path.join(root, 'public/images/share.jpg');
  await page.screenshot({ path: out, type: 'jpeg', quality: 85 });
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  await browser.close();
}
