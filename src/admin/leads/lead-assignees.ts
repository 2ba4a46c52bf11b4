import { isPlatform, PLATFORMS } from '@contract/platform';
import type { LeadAssignee } from '@contract/site-message';

/**
 * Whether a lead of `platform` may be given to the assignee: they work that site's leads, or, for
 * a lead of no recorded site, every site's (the server refuses anyone else).
 */
const worksLeadOf = (assignee: LeadAssignee, platform: string | null) =>
  isPlatform(platform) ? assignee.sites.includes(platform) : assignee.sites.length === PLATFORMS.length;

/** Those the leads of these platforms may all be given to (the 负责人 choices of a lead, of ticked leads). */
export const assigneesFor = (assignees: readonly LeadAssignee[], platforms: readonly (string | null)[]) =>
  assignees.filter((assignee) => platforms.every((platform) => worksLeadOf(assignee, platform)));
