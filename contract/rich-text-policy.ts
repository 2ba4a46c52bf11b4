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

/** The DOMPurify configuration both sides use (as a plain object: each side passes it as is). */
export const RICH_TEXT_POLICY = {
  ALLOWED_TAGS: RICH_TEXT_TAGS,
  ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
  ALLOWED_URI_REGEXP: RICH_TEXT_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};
