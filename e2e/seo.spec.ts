import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiData, menuTree, walkMenus, type MenuEntry } from './site-api';
import { expectedTarget } from './expected-routes';
import { openPage } from './open-page';

/** The page as the server sends it, before any script runs. */
async function serverHtml(request: APIRequestContext, url: string) {
  const response = await request.get(url, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );

async function menuPages(request: APIRequestContext) {
  const staff = await apiData<{ name: string; templateKey: string }[]>(
    request,
    '/api/cms/web/pageType/listForClient',
  );
  const staffPageTypes = Object.fromEntries(staff.map((record) => [record.name, record.templateKey]));
  const published = (tree: MenuEntry[]): MenuEntry[] =>
    tree.filter((menu) => menu.status).map((menu) => ({ ...menu, subMenus: published(menu.subMenus) }));
  const pages = new Map<string, string>();
  for (const menu of walkMenus(published(await menuTree(request)))) {
    const target = expectedTarget(menu, staffPageTypes);
    if (target.kind === 'route' && target.path.startsWith('/') && !pages.has(target.path))
      pages.set(target.path, menu.name);
  }
  return pages;
}

test('menu pages have their own title, description, canonical, share tags and breadcrumb in the server HTML', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const pages = await menuPages(request);
  const titles = new Set<string>();
  const names = new Set<string>();
  let checked = 0;
  for (const [path, name] of pages) {
    if (['/home', '/concact_us', '/enroll_info'].includes(path.split('?')[0]!)) continue;
    const { status, html } = await serverHtml(request, path);
    expect(status, path).toBe(200);
    const title = titleOf(html);
    expect(title, path).toContain(name);
    titles.add(title!);
    names.add(name);
    expect(attribute(html, /<meta name="description" content="([^"]+)">/), path).toBeTruthy();
    expect(attribute(html, /<link rel="canonical" href="([^"]+)">/), path).toBe(`${baseURL}${path}`);
    expect(attribute(html, /<meta property="og:title" content="([^"]+)">/), path).toBe(title);
    expect(attribute(html, /<meta property="og:image" content="([^"]+)">/), path).toMatch(/^https?:\/\//);
    expect(jsonLdTypes(html), path).toContain('BreadcrumbList');
    checked += 1;
  }
  expect(checked).toBeGreaterThan(5);
  // Menus of different names have different titles.
  expect(titles.size).toBe(names.size);
});

test('/home carries the organisation, an article page its NewsArticle', async ({ request }) => {
  const home = await serverHtml(request, '/home');
  expect(jsonLdTypes(home.html)).toEqual(['EducationalOrganization']);
  const organization = JSON.parse(
    /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(home.html)![1]!,
  );
  expect(organization.address.streetAddress).toBeTruthy();
  expect(organization.telephone).toBeTruthy();

  const news = [...(await menuPages(request)).keys()].find((path) => path.startsWith('/word_list1/'))!;
  const menuId = Number(news.split('/')[2]);
  const list = await apiData<{ pageList: { id: number; title: string }[] }>(
    request,
    `/api/cms/web/siteContent/listForClient?menuId=${menuId}`,
  );
  const item = list.pageList[0]!;
  const article = await serverHtml(request, `/article_details/${menuId}?articleId=${item.id}`);
  expect(article.status).toBe(200);
  expect(titleOf(article.html)).toContain(item.title);
  expect(jsonLdTypes(article.html)).toEqual(['NewsArticle', 'BreadcrumbList']);
  expect(article.html).toContain('<meta property="og:type" content="article">');
});

test('in-app navigation updates the title and the canonical url', async ({ page }) => {
  await openPage(page, '/about_us');
  const aboutTitle = await page.title();
  expect(aboutTitle).toContain('关于我们');
  const nav = page.getByRole('navigation', { name: '主导航' }).first();
  await nav.getByRole('link', { name: '首页' }).first().click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).not.toHaveTitle(aboutTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/home$/);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

for (const path of ['/word_list1/999999', '/no-such-page']) {
  test(`${path} answers 404 with the 404 page, its two buttons and noindex`, async ({ page, request }) => {
    const { status, html, headers } = await serverHtml(request, path);
    expect(status).toBe(404);
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('页面不存在');
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
    await expect(page.getByRole('button', { name: '返回上一页' })).toBeVisible();
  });
}

test('an article or a teacher the server does not have answers 404 with its notice, and hydrates', async ({
  page,
  request,
}) => {
  const news = [...(await menuPages(request)).keys()].find((path) => path.startsWith('/word_list1/'))!;
  const menuId = Number(news.split('/')[2]);
  const pages = [
    { path: `/article_details/${menuId}?articleId=999999`, notice: '没有找到这篇文章' },
    { path: '/yes_teacher/999999', notice: '没有找到这位老师' },
  ];
  // A hydration mismatch is a page error (React's #418); the 404 answers are logged as failed loads.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
  });
  for (const { path, notice } of pages) {
    const { status, html, headers } = await serverHtml(request, path);
    expect(status).toBe(404);
    expect(headers['x-robots-tag']).toBe('noindex');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(notice);
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await openPage(page, path);
    await expect(page.getByRole('heading', { name: notice })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '返回首页' })).toHaveAttribute(
      'href',
      '/home',
    );
  }
  expect(errors).toEqual([]);
});

test('the admission result is noindex', async ({ request }) => {
  const { html, headers } = await serverHtml(request, '/enroll_detail?idCardNo=110101199003070011');
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

for (const host of ['localhost', 'academic.localhost']) {
  test(`robots.txt and sitemap.xml answer on ${host}`, async ({ request, baseURL }) => {
    const origin = baseURL!.replace('localhost', host);
    // Node's resolver does not know *.localhost (browsers do): the Host header names the site.
    const headers = { host: new URL(origin).host };
    const robots = await request.get(`${baseURL}/robots.txt`, { headers });
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await request.get(`${baseURL}/sitemap.xml`, { headers });
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locs[0]).toBe(`${origin}/home`);
    expect(locs.length).toBeGreaterThan(10);
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00<\/lastmod>/);
  });
}
