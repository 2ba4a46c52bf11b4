/** The records of the public calls; docs/content-contract.md is the source of truth. */
import type { Platform } from './platform';

export type MenuEntry = {
  id: number;
  parentId: number | null;
  platform: Platform;
  name: string;
  status: boolean;
  /** A fixed route such as '/about_us' when the menu stands for one. */
  path: string | null;
  /** Page-type name (navigation scheme 1), e.g. '新闻列表'. */
  pageType: string | null;
  icon: string | null;
  /** Navigation scheme 2, e.g. 'c-2'. */
  contentType: string | null;
  /** Navigation scheme 2, e.g. 's-2-1'. */
  sortType: string | null;
  openType: 'self' | 'blank';
  sort: number;
  subMenus: MenuEntry[];
};

export type ContentItem = {
  id: number;
  menuId: number;
  title: string;
  url: string | null;
  image: string | null;
  summary: string | null;
  video: string | null;
  publishTime: string;
  sort: number;
  /** Sanitised on display; present on the details call only. */
  body?: string;
};

export type Page<T> = { total: number; pageList: T[] };

export type Banner = {
  id: number;
  platform: Platform;
  title: string;
  image: string;
  url: string | null;
  sort: number;
};

export type PageType = {
  id: number;
  name: string;
  templateKey: string;
  contentType: string | null;
  sortType: string | null;
};

export type Coworker = {
  id: number;
  platform: Platform;
  name: string;
  title: string;
  avatar: string | null;
  summary: string;
  subjects: string;
  sort: number;
  bio?: string;
};

export type JobPosition = {
  id: number;
  platform: Platform;
  title: string;
  department: string;
  location: string;
  headcount: number;
  salary: string;
  requirements: string;
  publishTime: string;
  sort: number;
};

export type SiteSetting = {
  platform: Platform;
  siteTitle: string;
  contactTitle: string;
  copyright: string;
  address: string;
  phone: string;
  email: string;
  homeUrl: string;
  wechatQr: string | null;
  weiboQr: string | null;
  xiaohongshuQr: string | null;
  icpLinks: { text: string; url: string }[];
};

export type AdmissionInfo = { year: string; name: string; major: string; gender: string };

export type LeadForm = { name: string; phone: string; channel: string; address: string };
