/**
 * A list of sites for `where platform in (…)`, the sites a staff member's roles cover: SQL has
 * no empty list, so no site matches nothing.
 */
export const sitesOrNone = (sites: readonly string[]): readonly string[] => (sites.length > 0 ? sites : ['']);
