import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 36 item 5: the README is what a newcomer reads in five minutes, and the reference lives in
 * docs/, one page per subject, linked from it. A page moved or a heading renamed must not leave a
 * link pointing nowhere: every relative Markdown link of README.md and docs/*.md names a file that
 * exists and, with a `#fragment`, a heading of that file (GitHub's anchor for it).
 */
const ROOT = path.resolve(__dirname, '../../..');
const README_MAX_LINES = 150;

const PAGES = [
  'README.md',
  ...readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The lines outside fenced code blocks (a `# comment` in a shell block is not a heading). */
function proseLines(text: string): { line: string; number: number }[] {
  let fenced = false;
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, number: index + 1 }];
  });
}

/**
 * GitHub's anchor of a heading (github-slugger): the visible text in lower case, without
 * punctuation other than `-` and `_`, spaces as `-`; a repeated one gets `-1`, `-2` …
 */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const visible = heading[1]!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // a link's text
      .replace(/<[^>]+>/g, ''); // inline HTML
    const base = visible
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    let anchor = base;
    for (let n = 1; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
  }
  return anchors;
}

/** Relative link targets of a page, with their line: inline links outside code. */
function relativeLinks(text: string): { target: string; number: number }[] {
  return proseLines(text).flatMap(({ line, number }) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target)) // http:, https:, mailto:, tel:
      .map((target) => ({ target, number })),
  );
}

/** What is wrong with one link of `page` (a path from the repository's root), or null. */
function brokenLink(page: string, target: string): string | null {
  const [file = '', fragment] = target.split('#', 2);
  const resolved = file ? path.resolve(ROOT, path.dirname(page), decodeURI(file)) : path.join(ROOT, page);
  if (!existsSync(resolved)) return `no file ${path.relative(ROOT, resolved)}`;
  if (fragment === undefined) return null;
  if (statSync(resolved).isDirectory() || !resolved.endsWith('.md'))
    return 'an anchor into a file that is not Markdown';
  const anchors = headingAnchors(readFileSync(resolved, 'utf8'));
  return anchors.has(decodeURIComponent(fragment).toLowerCase())
    ? null
    : `no heading #${fragment} in ${path.relative(ROOT, resolved)}`;
}

describe('the README and docs/', () => {
  it(`README.md stays under ${README_MAX_LINES} lines: the reference goes into docs/`, () => {
    const lines = readFileSync(path.join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('the README links each page of docs/', () => {
    const linked = new Set(
      relativeLinks(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).map(({ target }) =>
        path.normalize(target.split('#')[0]!),
      ),
    );
    expect(PAGES.filter((page) => page !== 'README.md' && !linked.has(page))).toEqual([]);
  });

  it('every relative link of README.md and docs/*.md names a file and a heading that exist', () => {
    const broken = PAGES.flatMap((page) =>
      relativeLinks(readFileSync(path.join(ROOT, page), 'utf8')).flatMap(({ target, number }) => {
        const wrong = brokenLink(page, target);
        return wrong ? [`${page}:${number}: (${target}) ${wrong}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('reads anchors and links as GitHub does', () => {
    const anchors = headingAnchors(
      [
        '# Staff console (`/admin`)',
        '## 12. Health, metrics and backups',
        '```sh',
        '# build machine (or CI)',
        '```',
        '## Layers',
        '## Layers',
        '## 站点设置 and [a link](x.md)',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'staff-console-admin',
      '12-health-metrics-and-backups',
      'layers',
      'layers-1',
      '站点设置-and-a-link',
    ]);
    expect(
      relativeLinks('[a](docs/a.md#x) `[b](not-a-link.md)` [c](https://example.cn) [d](#here)').map(
        ({ target }) => target,
      ),
    ).toEqual(['docs/a.md#x', '#here']);
  });
});
