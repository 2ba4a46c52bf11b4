import { Type, type Static } from 'typebox';
import { INT_MAX } from './common';

/**
 * Previews (issue 25 item 1): the values of a form, saved or not, shown as visitors will see them
 * before anything is published. The console sends the form to the family's `savePreview` call
 * (the same body, checks and messages as its save; nothing of the record is written) and gets a
 * signed, expiring link to the page rendered with those values.
 */
export const PREVIEW_KINDS = ['content', 'menu', 'banner', 'setting'] as const;
export type PreviewKind = (typeof PREVIEW_KINDS)[number];

/** The path every preview link starts with: `/preview/<id>?e=<expiry, Unix seconds>&s=<signature>`. */
export const PREVIEW_PATH_PREFIX = '/preview/';

/** The words of the bar over every previewed page. */
export const PREVIEW_BANNER_TEXT = '预览：此页面尚未发布';

/** The id a record not saved yet stands under in its preview (no stored record reaches it). */
export const PREVIEW_NEW_ID = INT_MAX;

/** What `savePreview` answers: the link (path and query, on the host the console is on) and until when it works. */
export const PreviewCreated = Type.Object({
  id: Type.String(),
  /** `/preview/<id>?e=…&s=…`: open it on the site's host (a colleague needs no sign-in). */
  url: Type.String(),
  /** ISO 8601: after it the link shows 预览链接已过期. */
  expiresAt: Type.String(),
});
export type PreviewCreated = Static<typeof PreviewCreated>;

/** Whether a path (and query) is a preview link: the console opens only those. */
export const isPreviewLink = (link: string): boolean =>
  /^\/preview\/[0-9a-f]{32}\?e=\d{1,12}&s=[A-Za-z0-9_-]{43}$/.test(link);
