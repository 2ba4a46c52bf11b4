/** Records of the content contract (docs/content-contract.md) for tests: plain values, then what the test cares about. */
import type { Banner, ContentItem, Coworker, JobPosition, MenuEntry, SiteSetting } from '@/api/content-types';

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
  ...overrides,
});

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
  overrides: Partial<ContentItem> = {},
): ContentItem => ({
  id,
  menuId,
  title: `内容${id}`,
  url: null,
  image: `/images/${id}.jpg`,
  summary: null,
  video: null,
  publishTime: '2025-01-01T08:00:00.000Z',
  sort: id,
  ...overrides,
});

/**
 * `count` items of a menu, numbered from 1: the title and summary carry the number
 * (`${title}3`, `${title}3的摘要`), and the n-th is published on day n of `month` (2025).
 */
export function contentItems(
  count: number,
  menuId: number,
  { title = '内容', month = '03', ...overrides }: Partial<ContentItem> & { month?: string } = {},
): ContentItem[] {
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

export const banner = (id: number, overrides: Partial<Banner> = {}): Banner => ({
  id,
  platform: 'company',
  title: `横幅${id}`,
  image: `/banner-${id}.jpg`,
  url: null,
  sort: id,
  ...overrides,
});

/** A teacher; `bio` is what the details call answers. */
export const coworker = (id: number, name: string, overrides: Partial<Coworker> = {}): Coworker => ({
  id,
  platform: 'company',
  name,
  title: '',
  avatar: null,
  summary: '',
  subjects: '',
  sort: id,
  ...overrides,
});

export const jobPosition = (id: number, overrides: Partial<JobPosition> = {}): JobPosition => ({
  id,
  platform: 'company',
  title: `职位${id}`,
  department: '',
  location: '',
  headcount: 1,
  salary: '',
  requirements: '',
  publishTime: '2025-01-01T08:00:00.000Z',
  sort: id,
  ...overrides,
});
