import { expect, type Page, test } from '@playwright/test';
import { MENU_ID_ROUTES, pagesByRoute, QUERY_ID_ROUTES } from './expected-routes';
import { type Found, overflowHere } from './reflow';
import {
  collectPageErrors,
  layoutShiftHere,
  recordLayoutShifts,
  report,
  serverRoot,
  trackRequests,
  violationsHere,
} from './page-checks';
import { publicRoutes } from './public-routes';
import { scrollThrough } from './scroll-through';
import { apiData } from './site-api';

/**
 * Every public page of the company site, opened once per viewport (1366 px, and 375 px in the
 * phone project) and checked as a visitor meets it: the routes of every published menu (read
 * from the running server, so a new menu is walked without editing this file), the fixed pages,
 * the admission pages, a teacher's page, one page of each template route (from the menus of all
 * four site kinds) and the 404 page. On each:
 * - the server sends it drawn (its content in the HTML: the template's title, or a <main>);
 * - it hydrates without an error (a hydration mismatch is one) and without moving (layout shift
 *   under 0.1 once its answers have arrived: the layout is decided in CSS, not in a script);
 * - it shows its content: no load failure, no spinner, a template page its menu's heading and
 *   items, a teacher's page the teacher;
 * - scrolled through as a reader would (scroll-in reveals, lazy pictures), it is no wider than
 *   the screen (WCAG 1.4.10, which axe does not check) and has no axe-core WCAG 2.1 A/AA
 *   violation;
 * - with PAGE_WALK_SCREENSHOTS=1, template, fixed and teacher pages leave a full-page screenshot
 *   in test-results/screenshots/, to look at a change (about 0.3–0.7 s a page: 25 s of the suite's
 *   time, so the suite's own runs take none).
 * One visit serves every check: the walk is the suite's largest part.
 */

type WalkPage = {
  path: string;
  /** The page's heading contains it (a template page: its menu's name). */
  heading?: string;
  /** Shown somewhere on the page (a teacher's page: the name). */
  text?: string;
  /** The file name of its screenshot. */
  screenshot?: string;
  notFound?: boolean;
};

const DESKTOP = { width: 1366, height: 900 };
/** The pages are split into a few tests per viewport, so the workers share them. */
const SHARDS = 4;
const NOT_FOUND_PATH = '/no_such_page_for_axe';
const screenshotDir = (project: string) => `test-results/screenshots/${project}`;
const TAKE_SCREENSHOTS = process.env.PAGE_WALK_SCREENSHOTS === '1';

async function pagesToWalk(page: Page): Promise<WalkPage[]> {
  const byPath = new Map<string, WalkPage>();
  for (const path of await publicRoutes(page.request)) {
    byPath.set(path, {
      path,
      notFound: path === NOT_FOUND_PATH,
      // The fixed pages (no id, no query): /home, /recruit, /concact_us …
      screenshot: /^\/[a-z_]+$/.test(path) && path !== NOT_FOUND_PATH ? path.slice(1) : undefined,
    });
  }
  const byRoute = await pagesByRoute(page);
  const templateKeys = [...MENU_ID_ROUTES, ...QUERY_ID_ROUTES];
  const missing = templateKeys.filter((key) => !byRoute.has(key));
  expect(missing, 'template routes the demo menus do not reach').toEqual([]);
  for (const key of templateKeys) {
    const { path, title } = byRoute.get(key)!;
    byPath.set(path, { path, heading: title, screenshot: key });
  }
  const teachers = await apiData<{ pageList: { id: number; name: string }[] }>(
    page.request,
    '/api/cms/web/coworker/listForClient?platform=company&pageNum=1&pageSize=1',
  );
  const teacher = teachers.pageList[0]!;
  const teacherPath = `/yes_teacher/${teacher.id}`;
  byPath.set(teacherPath, { path: teacherPath, text: teacher.name, screenshot: `yes_teacher_${teacher.id}` });
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** What the page shows that it should not, or does not show that it should. */
async function contentHere(page: Page, walked: WalkPage): Promise<string[]> {
  const problems: string[] = [];
  const count = (text: string) => page.getByText(text).count();
  if ((await count('页面加载失败')) > 0) problems.push('shows 页面加载失败');
  if ((await page.locator('[aria-busy="true"][role="status"]').count()) > 0) problems.push('still loading');
  if (walked.notFound) {
    if ((await count('页面不存在')) === 0) problems.push('does not say 页面不存在');
    return problems;
  }
  if ((await count('页面不存在')) > 0) problems.push('shows 页面不存在');
  if (!(await page.locator('main').isVisible())) problems.push('has no visible <main>');
  if (walked.heading !== undefined) {
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    if (!heading.includes(walked.heading)) problems.push(`heading “${heading}”, not “${walked.heading}”`);
    if ((await count('暂无内容')) > 0) problems.push('shows 暂无内容');
  }
  if (walked.text !== undefined && !(await page.getByText(walked.text).first().isVisible()))
    problems.push(`does not show “${walked.text}”`);
  return problems;
}

type Walker = { errors: string[]; requests: ReturnType<typeof trackRequests>; project: string };

async function walkOne(
  page: Page,
  walked: WalkPage,
  { errors, requests, project }: Walker,
): Promise<Found[]> {
  const found: Found[] = [];
  const finding = (rule: string, summary: string) =>
    found.push({ route: walked.path, rule, impact: 'serious', targets: [], summary });

  const sent = await serverRoot(page, walked.path);
  if (sent.status !== (walked.notFound ? 404 : 200)) finding('status', `answered ${sent.status}`);
  const drawn =
    walked.heading !== undefined ? sent.root.includes(walked.heading) : /<main[ >]/.test(sent.root);
  if (!walked.notFound && !drawn) finding('server render', 'the HTML arrives without its content');

  errors.length = 0;
  await page.goto(walked.path);
  // Hydration has committed: the layout's effects set the page's background from the route.
  await page.waitForFunction(() => document.body.style.getPropertyValue('--page-background') !== '');
  // …and the answers it asked for have arrived.
  await requests.settled();
  found.push(...(await layoutShiftHere(page, walked.path)));
  // The 404 document's own status is a console error in Chromium; any other error is the page's.
  if (!walked.notFound && errors.length > 0) finding('page errors', errors.join(' | '));
  for (const problem of await contentHere(page, walked)) finding('content', problem);

  await scrollThrough(page);
  found.push(...(await overflowHere(page, walked.path)), ...(await violationsHere(page, walked.path)));
  if (TAKE_SCREENSHOTS && walked.screenshot) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // At CSS pixels: the phone's 3× pictures took a second a page to encode.
    await page.screenshot({
      path: `${screenshotDir(project)}/${walked.screenshot}.png`,
      fullPage: true,
      scale: 'css',
    });
  }
  return found;
}

test.describe('every public page, opened once and checked as a visitor meets it', () => {
  for (let shard = 0; shard < SHARDS; shard += 1) {
    test(`part ${shard + 1}/${SHARDS} @phone`, async ({ page, isMobile }, testInfo) => {
      test.setTimeout(300_000);
      if (!isMobile) await page.setViewportSize(DESKTOP);
      await recordLayoutShifts(page);
      const walker = {
        errors: collectPageErrors(page),
        requests: trackRequests(page),
        project: testInfo.project.name,
      };
      const pages = (await pagesToWalk(page)).filter((_, index) => index % SHARDS === shard);
      expect(pages.length).toBeGreaterThan(0);
      const found: Found[] = [];
      for (const walked of pages) found.push(...(await walkOne(page, walked, walker)));
      const viewport = page.viewportSize()!;
      console.log(`page walk at ${viewport.width} px, part ${shard + 1}: ${pages.length} pages`);
      expect(found, `${found.length} problems at ${viewport.width} px:\n${report(found)}`).toEqual([]);
    });
  }
});
