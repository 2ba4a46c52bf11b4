import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SITE_DATA_ELEMENT_ID, scriptSafeJson } from '@contract/page-json';

export const INDEX_FILE = 'index.html';
/** Written by the build (webpack.config.ts, PageChunksPlugin): route name → its code's files. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/**
 * Written by the build (webpack.config.ts, PageQueriesPlugin): `{ "keys": [...] }`, the query
 * keys any page reads; the server renders pages for those keys only (page-renderer.ts).
 */
export const PAGE_QUERIES_FILE = 'page-queries.json';
/** The root shows the home page (the browser app redirects `/` to `/home`). */
const ROOT_ROUTE = 'home';
/** Routes of the app that are no template (page-chunks.json names the templates'). */
const APP_ROUTES = ['home', 'enroll_info', 'enroll_detail'];
/** The build's title and description, replaced by the page's own when the server rendered it. */
const BUILT_TITLE = /<title>[^<]*<\/title>/;
const BUILT_DESCRIPTION = /<meta name="?description"?[^>]*>/;
/** Where the app mounts in index.html (quoted or, minified, not); a page rendered on the server goes inside. */
const APP_ROOT = /<div id="?root"?><\/div>/;
/**
 * An element whose id is `root`, in any tag of a page. Content cannot write one (the rich-text
 * policy keeps no `id`, text has `<` escaped), so a served page has exactly one: the app's mount.
 */
const ROOT_ELEMENT = /<[a-z][^>]*?\sid=["']?root(?=["'\s/>])/gi;
/**
 * The image preloads React writes at the start of a rendered page (one per image it draws without
 * `loading="lazy"`: the logo, the banner and the first content picture, the last two with
 * `fetchPriority="high"`).
 */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*>)+/;
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*>/g;
const HIGH_PRIORITY = /fetchpriority="high"/i;

/**
 * Splits the image preloads off the start of a rendered page, the ones with high priority first.
 * In the body they are found only after the head's scripts, whose downloads then share the
 * connection with the page's largest picture; in the head, before the scripts, the browser asks
 * for that picture first.
 */
export function splitImagePreloads(html: string): { preloads: string; body: string } {
  const leading = LEADING_IMAGE_PRELOADS.exec(html)?.[0] ?? '';
  const links = leading.match(IMAGE_PRELOAD) ?? [];
  const ordered = [
    ...links.filter((link) => HIGH_PRIORITY.test(link)),
    ...links.filter((link) => !HIGH_PRIORITY.test(link)),
  ];
  return { preloads: ordered.join(''), body: html.slice(leading.length) };
}

/** The route name of a page path: its first segment (`/word_list1/5` → `word_list1`). */
export function routeOfPath(pathname: string): string {
  const [, first = ''] = pathname.split('/');
  return first === '' ? ROOT_ROUTE : first;
}

type Built<T> = { modifiedMs: number; value: T };

/**
 * A file found is not looked at again for this long (ms): every page asks for index.html and the
 * build's lists several times, and a stat each time cost about 5 % of an uncached render. A new
 * build is seen within it.
 */
export const BUILD_CHECK_MS = 1000;

/** A file of the build, read once and again whenever a new build replaces it; null while missing. */
export class BuiltFile<T> {
  private cached: Built<T> | undefined;
  /** When the file was last found unchanged (performance.now()). */
  private checkedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly file: string,
    private readonly parse: (text: string) => T,
  ) {}

  async read(): Promise<T | null> {
    const now = performance.now();
    if (this.cached && now - this.checkedAt < BUILD_CHECK_MS) return this.cached.value;
    const info = await stat(this.file).catch(() => null);
    if (!info) {
      this.cached = undefined;
      return null;
    }
    if (this.cached?.modifiedMs !== info.mtimeMs) {
      this.cached = { modifiedMs: info.mtimeMs, value: this.parse(await readFile(this.file, 'utf8')) };
    }
    this.checkedAt = now;
    return this.cached.value;
  }
}

function parsePageChunks(text: string): Record<string, string[]> {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

function parsePageQueries(text: string): string[] | null {
  try {
    const parsed = JSON.parse(text) as { keys?: unknown };
    const keys = parsed?.keys;
    return Array.isArray(keys) && keys.every((key) => typeof key === 'string') ? keys : null;
  } catch {
    return null;
  }
}

/**
 * `html` with `inserted` at `at`: by slicing, never by `String.prototype.replace` with a string,
 * which reads `$&`, `` $` ``, `$'`, `$1` and `$<name>` in content as replacement patterns (a body
 * `A$`B` copied the head of the page into the article).
 */
const insertAt = (html: string, at: number, inserted: string) =>
  html.slice(0, at) + inserted + html.slice(at);

/** How many elements of a page have the id `root`. */
export const rootCount = (html: string): number => html.match(ROOT_ELEMENT)?.length ?? 0;

/** The page with `body` inside the app's empty root, or as it is when it has none. */
function withinRoot(html: string, body: string): string {
  const root = APP_ROOT.exec(html);
  return root ? insertAt(html, root.index + root[0].indexOf('></') + 1, body) : html;
}

/** `tags` put in the head before its first script (at the head's end when it has none). */
function beforeFirstScript(html: string, tags: string): string {
  const headEnd = html.indexOf('</head>');
  const script = html.indexOf('<script');
  const at = script !== -1 && script < headEnd ? script : headEnd;
  return at === -1 ? html : insertAt(html, at, tags);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The boot script's list of the scripts it starts (webpack.config.ts, DeferredStartPlugin). */
const BOOT_SCRIPTS = /data-scripts=("?)([^">]*)\1/;

/**
 * The opened page's template chunks put first in the boot script's list (src/app/boot.ts): they
 * download with the app's scripts, after the first paint, instead of when the app asks for them.
 */
function withPageChunks(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  return html.replace(
    BOOT_SCRIPTS,
    (_tag, _quote, scripts: string) => `data-scripts="${escapeAttribute([...files, scripts].join(' '))}"`,
  );
}

/** A page the server rendered: the HTML inside the app's root, and what its head needs. */
export type RenderedContent = { html: string; head: string };

/**
 * The page of the app as the build wrote it, completed for one request: the code of the page
 * being opened is preloaded, the site data rides along in a non-executed JSON element, and the
 * page's content is in it when the server rendered it (page-renderer.ts).
 */
export class IndexPage {
  private readonly html: BuiltFile<string>;
  private readonly pageChunks: BuiltFile<Record<string, string[]>>;
  private readonly pageQueries: BuiltFile<string[] | null>;

  constructor(webRoot: string) {
    this.html = new BuiltFile(path.join(webRoot, INDEX_FILE), (text) => text);
    this.pageChunks = new BuiltFile(path.join(webRoot, PAGE_CHUNKS_FILE), parsePageChunks);
    this.pageQueries = new BuiltFile(path.join(webRoot, PAGE_QUERIES_FILE), parsePageQueries);
  }

  /** The query keys pages read, as the build found them; null when the build did not say. */
  async queryKeys(): Promise<string[] | null> {
    return (await this.pageQueries.read()) ?? null;
  }

  /**
   * Whether a route of the app has the path's first segment (a template's, by page-chunks.json,
   * or an app page's): a page the server does not render is a 404 when none has. True when the
   * build does not say.
   */
  async knowsRoute(pathname: string): Promise<boolean> {
    const chunks = await this.pageChunks.read();
    const route = routeOfPath(pathname);
    return chunks === null || APP_ROUTES.includes(route) || Object.hasOwn(chunks, route);
  }

  /** Whether the app has been built. */
  async isBuilt(): Promise<boolean> {
    return (await this.html.read()) !== null;
  }

  /** The page for a path with the given site data, or null while the app has not been built. */
  async render(
    pathname: string,
    siteData: unknown,
    rendered?: RenderedContent | null,
  ): Promise<string | null> {
    const built = await this.html.read();
    if (built === null) return null;
    // The content and its state go in together or not at all: the browser hydrates only both.
    const content = rendered && APP_ROOT.test(built) ? rendered : null;
    // The page's head brings its own title and description (src/app/page-head.ts).
    const ownHead = content?.head.includes('<title>') ?? false;
    const builtHead = ownHead ? built.replace(BUILT_TITLE, '').replace(BUILT_DESCRIPTION, '') : built;
    const { preloads, body } = splitImagePreloads(content?.html ?? '');
    const withContent = content ? withinRoot(builtHead, body) : built;
    const html = preloads ? beforeFirstScript(withContent, preloads) : withContent;
    const files = (await this.pageChunks.read())?.[routeOfPath(pathname)] ?? [];
    const head = [
      `<script id="${SITE_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(siteData)}</script>`,
      content?.head ?? '',
    ].join('');
    const withChunks = withPageChunks(html, files);
    const headEnd = withChunks.indexOf('</head>');
    const page = headEnd === -1 ? withChunks : insertAt(withChunks, headEnd, head);
    // One root whatever the content: a page that has another is not served as rendered (the
    // browser draws it from the site data instead).
    if (content && rootCount(page) !== 1) return this.render(pathname, siteData, null);
    return page;
  }
}
