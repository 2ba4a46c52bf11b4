/**
 * Records of the contract (contract/) for tests: plain values, then what the test cares about.
 * src/testing/__tests__/fixtures-match-contract.test.ts checks them against the schemas. The
 * content item, banner, teacher and job position start from their schema (recordOf), so a property the
 * contract adds appears here by itself.
 */
import { Coworker, type CoworkerDetails } from '@contract/coworker';
import { JobPosition } from '@contract/job-position';
import { Banner } from '@contract/site-banner';
import { type ContentDetails, ContentItem } from '@contract/site-content';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { recordOf } from './contract-record';

/** A content item as the fake server keeps it: its `body` is what the details call answers. */
export type ContentRecord = ContentItem & Partial<Pick<ContentDetails, 'body'>>;

/** A teacher as the fake server keeps it: its `bio` is what the details call answers. */
export type CoworkerRecord = Coworker & Partial<Pick<CoworkerDetails, 'bio'>>;

export const siteSetting = (overrides: Partial<SiteSetting> = {}): SiteSetting => ({
  platform: 'company',
  siteTitle: '测试',
  contactTitle: '',
  copyright: '',
  address: '',
  phone: '',
  email: '',
  homeUrl: '',
  wechatQr: null,
  weiboQr: null,
  xiaohongshuQr: null,
  icpLinks: [],
  enrollNotice: '',
  workingHours: '',
  leadNextSteps: '',
  privacyMenuId: null,
  ...overrides,
});

/** A published menu entry of the company site with nothing else set: the tests' one menu factory. */
export const menuEntry = (id: number, name: string, overrides: Partial<MenuEntry> = {}): MenuEntry => ({
  id,
  parentId: null,
  platform: 'company',
  name,
  status: true,
  path: null,
  pageType: null,
  icon: null,
  contentType: null,
  sortType: null,
  openType: 'self',
  sort: id,
  subMenus: [],
  ...overrides,
});

/** A content item of `menuId`; `body` is what the details call answers. */
export const contentItem = (
  id: number,
  menuId: number,
  overrides: Partial<ContentRecord> = {},
): ContentRecord => ({
  ...recordOf(ContentItem, {
    id,
    menuId,
    title: `内容${id}`,
    image: `/images/${id}.jpg`,
    publishTime: '2025-01-01T08:00:00.000Z',
    sort: id,
  }),
  ...overrides,
});

/**
 * `count` items of a menu, numbered from 1: the title and summary carry the number
 * (`${title}3`, `${title}3的摘要`), and the n-th is published on day n of `month` (2025).
 */
export function contentItems(
  count: number,
  menuId: number,
  { title = '内容', month = '03', ...overrides }: Partial<ContentRecord> & { month?: string } = {},
): ContentRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    return contentItem(id, menuId, {
      title: `${title}${id}`,
      summary: `${title}${id}的摘要`,
      publishTime: `2025-${month}-${String(id).padStart(2, '0')}T08:00:00.000Z`,
      ...overrides,
    });
  });
}

export const banner = (id: number, overrides: Partial<Banner> = {}): Banner =>
  recordOf(Banner, {
    id,
    platform: 'company',
    title: `横幅${id}`,
    image: `/banner-${id}.jpg`,
    sort: id,
    ...overrides,
  });

/** A teacher; `bio` is what the details call answers. */
export const coworker = (
  id: number,
  name: string,
  overrides: Partial<CoworkerRecord> = {},
): CoworkerRecord => ({ ...recordOf(Coworker, { id, platform: 'company', name, sort: id }), ...overrides });

export const jobPosition = (id: number, overrides: Partial<JobPosition> = {}): JobPosition =>
  recordOf(JobPosition, {
    id,
    platform: 'company',
    title: `职位${id}`,
    headcount: 1,
    publishTime: '2025-01-01T08:00:00.000Z',
    sort: id,
    ...overrides,
  });
