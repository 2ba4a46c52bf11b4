/**
 * The one policy for rich text (a content item's `body`, a teacher's `bio`, a job's
 * `requirements`): which tags and attributes survive, and which urls they may carry. Pure data,
 * no typebox and no DOMPurify: the browser passes it to DOMPurify when it renders
 * (src/features/content/rich-text.tsx) and the server when content is written
 * (server/src/lib/rich-text.ts), so what is stored is what is shown.
 *
 * Left out on purpose: scripts, styles (`<style>` and the `style` attribute), SVG and MathML,
 * frames, forms, event handlers, `data-` attributes; urls other than http(s), same-site paths
 * and fragments (no `javascript:`, `data:`, `//other-host`).
 */
export const RICH_TEXT_TAGS = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'source',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
  'video',
];

export const RICH_TEXT_ATTRIBUTES = [
  'alt',
  'colspan',
  'controls',
  'height',
  'href',
  'poster',
  'rel',
  'rowspan',
  'src',
  'start',
  'target',
  'title',
  'type',
  'width',
];

/**
 * Urls in `href`, `src` and `poster`: absolute http(s), a path of this site (not `//host` or
 * `/\host`), a fragment, or a relative path without a scheme. DOMPurify removes the attribute
 * otherwise (it strips whitespace and control characters before testing).
 */
export const RICH_TEXT_URI = /^(?:https?:\/\/[^\s/\\]|\/(?![/\\])|#|[^:/\\?#]+(?:[/?#]|$))/i;

const URL_ATTRIBUTES = new Set(['href', 'src', 'poster']);

/**
 * The link types a `rel` keeps: `opener` (which gives the opened page `window.opener` even with
 * `target="_blank"`) and every other type are dropped.
 */
const REL_KEPT = new Set(['noopener', 'noreferrer', 'nofollow']);

/**
 * The policy for every url and link type, as DOMPurify's `uponSanitizeAttribute` hook (both sides
 * add it): a url outside the policy drops its attribute, pictures included (DOMPurify lets a
 * `data:` picture through whatever ALLOWED_URI_REGEXP says: its own list of tags that may carry
 * data urls); a `rel` keeps only noopener, noreferrer and nofollow (none left: it is dropped).
 */
export function holdUrlToPolicy(attribute: { attrName: string; attrValue: string; keepAttr: boolean }): void {
  if (attribute.attrName === 'rel') {
    const kept = [...new Set(attribute.attrValue.toLowerCase().split(/\s+/))].filter((type) =>
      REL_KEPT.has(type),
    );
    if (kept.length === 0) attribute.keepAttr = false;
    else attribute.attrValue = kept.join(' ');
    return;
  }
  if (!URL_ATTRIBUTES.has(attribute.attrName)) return;
  // As DOMPurify reads it: without whitespace and control characters.
  // eslint-disable-next-line no-control-regex -- the control characters are what it removes
  const url = attribute.attrValue.replace(/[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, '');
  if (!RICH_TEXT_URI.test(url)) attribute.keepAttr = false;
}

/** The DOMPurify configuration both sides use (as a plain object: each side passes it as is). */
export const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
  ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

/**
 * What rich text may hold before it is parsed: the sanitiser builds a DOM, whose cost grows with
 * the elements and, steeply, with their nesting (9,000 nested divs overflowed its stack after
 * 27 s, blocking every other request). An editor's article stays far below both: a 30-column
 * table is about 1,300 elements, and 12 levels are a lot. 2,000 elements sanitise in about 120 ms.
 * The server refuses to store more; a page renders nothing of a body beyond them (one stored
 * before the limits, or written to the database by hand).
 */
export const RICH_TEXT_LIMITS = { depth: 32, elements: 2000 };

/** Elements with no content, and those a same-named sibling closes (`<li>a<li>b`), as HTML parses them. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const CLOSED_BY_SIBLING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'optgroup']);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)[^>]*>/g;
/**
 * A comment as HTML ends it: `<!-->` and `<!--->` are whole (empty) comments, and `--!>` closes
 * one as `-->` does; unclosed, it runs to the end. Read otherwise (to the next `-->` only), an
 * opener `<!-->` hid every element after it from the count while the browser parsed them all.
 */
const COMMENT = /<!--(?:-?>|[\s\S]*?(?:--!?>|$))/g;

/**
 * Why rich text is refused before parsing, or null: its nesting and element count, read from its
 * tags in one pass of the text (comments dropped first). It errs towards counting more than a
 * browser would, never less.
 */
export function richTextBoundsProblem(html: string): string | null {
  const open: string[] = [];
  let elements = 0;
  for (const [tag, closing, rawName] of html.replace(COMMENT, '').matchAll(TAG)) {
    const name = rawName!.toLowerCase();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at >= 0) open.length = at;
      continue;
    }
    elements += 1;
    if (elements > RICH_TEXT_LIMITS.elements)
      return `内容包含的元素过多（最多 ${RICH_TEXT_LIMITS.elements} 个），请精简格式或分成几篇`;
    if (VOID.has(name) || tag.endsWith('/>')) continue;
    if (CLOSED_BY_SIBLING.has(name) && open[open.length - 1] === name) open.pop();
    open.push(name);
    if (open.length > RICH_TEXT_LIMITS.depth)
      return `内容的嵌套层级过深（最多 ${RICH_TEXT_LIMITS.depth} 层），请简化格式后再保存`;
  }
  return null;
}
