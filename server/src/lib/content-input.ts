import { CODE } from '@contract/codes';
import { FLOATING_ONLY_MESSAGE, isFloatingActionPath } from '@contract/floating-menu';
import { isAllowedContentUrl, sitePath } from '@contract/url-policy';
import type { SeoSaveBody } from '@contract/seo';
import { ClientError } from './client-error';

/**
 * The back office's bad input: 400 with a Chinese message that names the field, and the save
 * body's property it is about (`field`, the envelope's), when it is about one.
 */
export const badInput = (message: string, field?: string) =>
  new ClientError(400, CODE.badRequest, message, field);
export const notFound = (message: string) => new ClientError(404, CODE.notFound, message);

/** A required text field (`field`) as stored: trimmed; empty (or only spaces) is refused with `missing`. */
export function requiredText(value: string, missing: string, field: string): string {
  const text = value.trim();
  if (text === '') throw badInput(missing, field);
  return text;
}

/** A published-or-not switch as stored (a Flag column of db/database.ts). */
export const storedFlag = (on: boolean): 0 | 1 => (on ? 1 : 0);

/**
 * A url field (`field`, called `label` in the message) as stored: null when empty; refused when
 * the url policy refuses it.
 */
export function contentUrl(value: string | null | undefined, label: string, field: string): string | null {
  const url = value?.trim() ?? '';
  if (url === '') return null;
  if (!isAllowedContentUrl(url))
    throw badInput(`${label}不正确：只能是 http(s) 地址或本站路径（如 /about_us）`, field);
  return url;
}

/** A required url field. */
export function requiredUrl(value: string, label: string, field: string): string {
  const url = contentUrl(value, label, field);
  if (url === null) throw badInput(`请填写${label}`, field);
  return url;
}

/**
 * A menu's path, as given: a path of this site. A sub-menu of 悬浮菜单 (`floating`) may also
 * carry an http(s) url or one of the floating bar's action paths (contract/floating-menu.ts:
 * `tel:`, `#lead-form`, `#wechat-qr`), which no other menu may.
 */
export function menuPath(value: string | null | undefined, { floating = false } = {}): string | null {
  const path = value?.trim() ?? '';
  if (path === '') return null;
  if (isFloatingActionPath(path)) {
    if (!floating) throw badInput(FLOATING_ONLY_MESSAGE, 'path');
    return path;
  }
  if (floating) {
    if (!isAllowedContentUrl(path))
      throw badInput('悬浮菜单按钮的路径应为本站路径（如 /online_registration）或 http(s) 地址', 'path');
    return path;
  }
  if (sitePath(path) === null) throw badInput('栏目路径必须是本站路径，以 / 开头，例如 /about_us', 'path');
  return path;
}

/**
 * The SEO and sharing columns of a save (contract/seo.ts): only those the body gives, so a save
 * that leaves them out keeps what is stored. Text on one line, its runs of white space one space
 * (as search results and cards show it), null when empty; the share picture under the one url
 * policy; the lengths were checked by the body's schema.
 */
export function seoColumns(body: SeoSaveBody) {
  return {
    ...(body.seoTitle !== undefined && { seo_title: oneLine(body.seoTitle) }),
    ...(body.seoDescription !== undefined && { seo_description: oneLine(body.seoDescription) }),
    ...(body.seoImage !== undefined && { seo_image: contentUrl(body.seoImage, '分享图片地址', 'seoImage') }),
    ...(body.noindex !== undefined && { noindex: storedFlag(body.noindex) }),
  };
}

const oneLine = (value: string | null | undefined) => nullableText(value?.replace(/\s+/g, ' '));

/** Optional text as stored: trimmed, null when empty. */
export const nullableText = (value: string | null | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/**
 * A date-time as the contract takes it (DATE_TIME_PATTERN), as stored: ISO 8601 in UTC. Without
 * a zone it is China time (UTC+8, no daylight saving).
 */
export function storedTime(value: string, label: string, field: string): string {
  const text = value.trim().replace(' ', 'T');
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}+08:00`;
  const ms = Date.parse(zoned);
  // Date.parse rolls 2025-02-30 over to March: compare the calendar date back.
  const [date] = text.split('T');
  const local = new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);
  const sameDay = /(Z|[+-]\d{2}:\d{2})$/.test(text) ? true : local === date;
  if (Number.isNaN(ms) || !sameDay) throw badInput(`${label}不是有效的日期时间`, field);
  return new Date(ms).toISOString();
}

/**
 * A publish time as stored; none given: the minute of `now` (ms). The console's boxes show and send
 * minutes, so a save that sends back the minute shown leaves the stored time as it was.
 */
export const publishTimeOr = (value: string | undefined, now: number) =>
  value === undefined
    ? new Date(now - (now % 60_000)).toISOString()
    : storedTime(value, '发布时间', 'publishTime');

export const nullableTime = (value: string | null | undefined, label: string, field: string) =>
  value === null || value === undefined || value.trim() === '' ? null : storedTime(value, label, field);

/** An end (下线) time as stored, or null: it must come after the publish time. */
export function endTimeAfter(publishTime: string | null, value: string | null | undefined): string | null {
  const endTime = nullableTime(value, '下线时间', 'endTime');
  if (publishTime !== null && endTime !== null && Date.parse(endTime) <= Date.parse(publishTime))
    throw badInput('下线时间必须晚于发布时间', 'endTime');
  return endTime;
}

/** Names for a message: the first few, then how many more. */
export function nameList(names: string[], max = 10): string {
  const shown = names.slice(0, max).join('、');
  return names.length > max ? `${shown} 等 ${names.length} 个` : shown;
}
