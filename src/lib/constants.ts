/** Business constants and limits of spec §9, in one place. */

/** Loading a page chunk longer than this is a load error (ms). */
export const PAGE_LOAD_TIMEOUT_MS = 120_000;
/** The loading overlay waits this long before it shows (ms). */
export const OVERLAY_DELAY_MS = 20;
/** On /home the header is transparent until the page is scrolled past this (px). */
export const HOME_HEADER_OPAQUE_AFTER_PX = 60;
/** Elements with the animate class turn "on" when their top enters this share of the viewport. */
export const SCROLL_ANIMATION_VIEWPORT_SHARE = 0.9;
/** The admission lookup asks about this one site. */
export const ADMISSION_SITE_ID = 1;
/** The lead form's channel unless a page names another (spec §3; the server defaults to it too). */
export { DEFAULT_CHANNEL as LEAD_DEFAULT_CHANNEL } from '@contract/lead-rules';
/** The site's home path: a lead's `address` is the origin plus this. */
export const HOME_PATH = '/home';
/** The page of the call-back form (the 在线报名 template): where 在线咨询 leads before the app runs. */
export const LEAD_FORM_PAGE_PATH = '/online_registration';
