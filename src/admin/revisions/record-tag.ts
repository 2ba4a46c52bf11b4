import type { RevisionEntity } from '@contract/revision';

/**
 * The RTK Query tag of a family's records, its key capitalised as the catalogue names tags
 * (siteContent → SiteContent): a call that saves the record elsewhere (a restore, a review's
 * approval) refreshes them (lists, details).
 */
export const recordTag = (entity: RevisionEntity) =>
  `${entity.charAt(0).toUpperCase()}${entity.slice(1)}` as Capitalize<RevisionEntity>;
