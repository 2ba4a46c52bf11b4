/**
 * What the lead forms say around a lead (issue 38 item 4), for the form, the console and the
 * demo's seed alike; apart from lead-rules.ts, which the public site's first script carries.
 */

/** What the after-lead panel says happens next when the site's settings say nothing. */
export const LEAD_NEXT_STEPS_DEFAULT = '招生老师将在工作时间内尽快致电，请留意来电。';

/**
 * The privacy notice every lead form links: the menu the site setting privacyMenuId names, else
 * a published menu of this name (the demo seeds one under 底部菜单 of each site).
 */
export const PRIVACY_MENU_NAME = '隐私政策';
