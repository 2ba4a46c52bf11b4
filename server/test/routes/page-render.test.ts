import { build, fakeWebBuild, type TestApp } from '../helper';

/** index.html as the production build minifies it (the root's id unquoted). */
const INDEX =
  '<!doctype html><html lang=zh-CN><head><title>华夏教育集团</title></head><body><div id=root></div></body></html>';

/**
 * A stand-in for the build's renderer (dist-ssr/render-page.js): what it answers depends on the
 * path, and its pages show what its fetch got from the app and how often it was asked.
 */
const RENDERER = `
let renders = 0;
exports.renderPage = async ({ url, origin, siteData, fetch }) => {
  const { pathname } = new URL(url, origin);
  renders += 1;
  if (pathname === '/') return { kind: 'redirect', location: '/home' };
  if (pathname === '/declined') return null;
  if (pathname === '/broken') throw new Error('render failed');
  if (pathname === '/slow') return new Promise(() => undefined);
  if (pathname === '/writes') {
    await fetch('/api/cms/web/siteMessage/create', { method: 'POST', body: 'name=x' });
    return { kind: 'page', html: '<p>written</p>', head: '' };
  }
  const answer = await (await fetch('/api/cms/web/siteSetting/detailsForClient')).json();
  return {
    kind: 'page',
    html: '<p>' + answer.data.siteTitle + ' · ' + siteData.setting.platform + ' · ' + origin + ' · render ' + renders + '</p>',
    head: '<style>p{color:red}</style>',
  };
};
`;

const webRootWithRenderer = () => fakeWebBuild({ index: INDEX, renderer: RENDERER, prefix: 'edu-site-ssr-' });

describe('pages rendered on the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    const { webRoot, renderer } = webRootWithRenderer();
    app = await build({ env: { WEB_ROOT: webRoot, PAGE_RENDERER: renderer } });
  }, 60_000);

  const page = (url: string) => app.inject({ url, headers: { accept: 'text/html' } });

  it("puts the rendered page inside the app's root and its styles and state into the head", async () => {
    const response = await page('/home');
    expect(response.statusCode).toBe(200);
    // The renderer's calls were answered by the app itself, for the page's host and origin
    // (inject's Host is localhost:80; the origin, as a browser's, leaves the default port out).
    expect(response.body).toMatch(
      /<div id=root><p>华夏教育集团 · company · http:\/\/localhost · render \d+<\/p><\/div>/,
    );
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain('<style>p{color:red}</style>');
    expect(head).toContain('<script id="site-data" type="application/json">');
  });

  it('keeps a rendered page as long as the content answers it was made of', async () => {
    const first = (await page('/about_us')).body;
    const again = (await page('/about_us')).body;
    expect(again).toBe(first);
  });

  it('answers the renderer’s redirect with an HTTP redirect', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/home');
  });

  it.each([
    ['declines', '/declined'],
    ['fails', '/broken'],
    ['tries to change something', '/writes'],
  ])('sends the page for the browser to draw when the renderer %s', async (_case, url) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(response.body).toContain('<script id="site-data" type="application/json">');
    expect(response.body).not.toContain('<style>');
  });

  it('does not wait more than the time limit for a render', async () => {
    const started = Date.now();
    const response = await page('/slow');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 15_000);
});

describe('pages without a renderer', () => {
  it('go out as the browser app’s shell', async () => {
    const { webRoot } = webRootWithRenderer();
    const app = await build({ env: { WEB_ROOT: webRoot } });
    const response = await app.inject({ url: '/home' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id=root></div>');
  }, 60_000);
});
