/**
 * SEO and sharing fields (issue 25 item 3) of a content item and of a menu's page: the search
 * title, the search description, the share picture and `noindex`. Empty: the page head derives
 * them as before (src/app/page-head.ts).
 *
 * How much a search engine shows, in the units of `shownWidth` (one Chinese character; a Latin
 * letter, digit or space counts half, as it takes one byte of two in GBK and about half the width):
 * - Baidu cuts a page's title at about 63 bytes, i.e. about 30 Chinese characters (52 bytes on
 *   phones) — "百度搜索开放平台" display-template notes, as quoted at
 *   http://rznnm.cn/expert/blog/6895.html — and its description at about 78 Chinese characters
 *   (150–160 characters, "约 75-80 个汉字": https://zhichai.net/myblog/software/Web/meta_desc.html).
 * - Google shows about 60 Latin characters of a title
 *   (https://gauravdubey.in/accurate-length-of-title-and-meta-description-in-google/) and about
 *   155 of a description (http://www.searchmasters.co.nz/articles/94/how-many-characters-in-the-title/),
 *   i.e. 30 and 77.5 of these units: the two engines agree, so one soft limit serves both.
 * Both engines measure in pixels and change it now and then: the counters warn, they do not refuse.
 * The hard maximums (characters, as every limited field counts them) are refused by the server.
 *
 * Pure and free of typebox: the console imports it at run time.
 */
export const SEO_TITLE_SHOWN = 30;
export const SEO_DESCRIPTION_SHOWN = 78;
export const SEO_TITLE_MAX = 80;
export const SEO_DESCRIPTION_MAX = 200;

/** Width as search results show it: a Chinese (or other wide) character 1, anything else ½. */
export function shownWidth(text: string): number {
  let width = 0;
  for (const character of text) {
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u.test(
        character,
      )
        ? 1
        : 0.5;
  }
  return width;
}

/** The text as a search result shows it: white space flattened, cut to `shown` units with an ellipsis. */
export function shownText(text: string, shown: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (shownWidth(flat) <= shown) return flat;
  let kept = '';
  for (const character of flat) {
    if (shownWidth(kept + character) > shown - 1) break;
    kept += character;
  }
  return `${kept.trimEnd()}…`;
}
