import type { Generated } from 'kysely';

/**
 * The tables as Kysely sees them. Booleans are integers 0/1 and timestamps are ISO 8601
 * strings in both stores, so one set of queries serves SQLite and PostgreSQL.
 */
export interface Database {
  site_menu: SiteMenuTable;
  site_content: SiteContentTable;
  site_banner: SiteBannerTable;
  page_type: PageTypeTable;
  site_message: SiteMessageTable;
  school_roll_continue: SchoolRollContinueTable;
  coworker: CoworkerTable;
  job_position: JobPositionTable;
  site_setting: SiteSettingTable;
  rate_limit: RateLimitTable;
}

export type Flag = 0 | 1;

export interface SiteMenuTable {
  id: Generated<number>;
  parent_id: number | null;
  platform: string;
  name: string;
  status: Flag;
  path: string | null;
  page_type: string | null;
  icon: string | null;
  sort_type: string | null;
  content_type: string | null;
  open_type: string;
  sort: number;
}

export interface SiteContentTable {
  id: Generated<number>;
  menu_id: number;
  title: string;
  url: string | null;
  image: string | null;
  summary: string | null;
  body: string | null;
  video: string | null;
  publish_time: string;
  sort: number;
  status: Flag;
}

export interface SiteBannerTable {
  id: Generated<number>;
  platform: string;
  title: string;
  image: string;
  url: string | null;
  sort: number;
  status: Flag;
}

export interface PageTypeTable {
  id: Generated<number>;
  name: string;
  template_key: string;
  content_type: string | null;
  sort_type: string | null;
}

export interface SiteMessageTable {
  id: Generated<number>;
  name: string;
  phone: string;
  channel: string;
  address: string | null;
  created_at: string;
  source_ip: string | null;
  /** 0 new, 1 called back: the back office moves it on. */
  status: Flag;
  idempotency_key: string | null;
  /** The lead's id in answers (a random UUID): tells nothing about how many leads there are. */
  public_id: string | null;
}

/** Hits of one rate-limit bucket (route + client) in one fixed window; times in ms since the epoch. */
export interface RateLimitTable {
  bucket: string;
  window_start: number;
  expires_at: number;
  hits: number;
}

export interface SchoolRollContinueTable {
  id: Generated<number>;
  site_id: number;
  id_card_no: string;
  year: number;
  name: string;
  major: string;
  /** 1 male, 2 female. */
  gender: number;
}

export interface CoworkerTable {
  id: Generated<number>;
  platform: string;
  name: string;
  title: string;
  avatar: string | null;
  summary: string;
  subjects: string;
  bio: string;
  sort: number;
  status: Flag;
}

export interface JobPositionTable {
  id: Generated<number>;
  platform: string;
  title: string;
  department: string;
  location: string;
  headcount: number;
  salary: string;
  requirements: string;
  publish_time: string;
  sort: number;
  status: Flag;
}

export interface SiteSettingTable {
  id: Generated<number>;
  platform: string;
  site_title: string;
  contact_title: string;
  copyright: string;
  address: string;
  phone: string;
  email: string;
  home_url: string;
  wechat_qr: string | null;
  weibo_qr: string | null;
  xiaohongshu_qr: string | null;
  /** JSON text: `{ text, url }[]`. */
  icp_links: string;
}
