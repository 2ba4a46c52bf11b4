/**
 * The JSON the server puts into a page, in non-executed script elements: their ids and how the
 * text is written. Pure: the browser and the server's page render import this at run time.
 */

/** The element of the site data (server/src/web/index-page.ts writes it, src/app/site-data.ts reads it). */
export const SITE_DATA_ELEMENT_ID = 'site-data';

/** The element of the state of a page the server rendered (src/app/render-page.tsx, src/app/page-state.ts). */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * JSON that cannot end its script element early: `<` is written as its escape, so a
 * `</script>` inside content text stays text.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
