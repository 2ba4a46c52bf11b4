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
  campus: CampusTable;
  site_setting: SiteSettingTable;
  rate_limit: RateLimitTable;
  staff_account: StaffAccountTable;
  staff_session: StaffSessionTable;
  sign_in_failure: SignInFailureTable;
  staff_two_factor: StaffTwoFactorTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_sign_in_challenge: StaffSignInChallengeTable;
  staff_security_policy: StaffSecurityPolicyTable;
  staff_password_link: StaffPasswordLinkTable;
  audit_log: AuditLogTable;
  ad_word: AdWordTable;
  lead_source_alias: LeadSourceAliasTable;
  site_message_note: SiteMessageNoteTable;
  server_file: ServerFileTable;
  server_file_chunk: ServerFileChunkTable;
  preview: PreviewTable;
  revision: RevisionTable;
  server_file_variant: ServerFileVariantTable;
  content_generation: ContentGenerationTable;
  site_review_policy: SiteReviewPolicyTable;
  review_request: ReviewRequestTable;
  lead_alert_target: LeadAlertTargetTable;
  lead_alert_delivery: LeadAlertDeliveryTable;
  lead_alert_attempt: LeadAlertAttemptTable;
  lead_routing_policy: LeadRoutingPolicyTable;
  lead_routing_rule: LeadRoutingRuleTable;
  lead_routing_member: LeadRoutingMemberTable;
  lead_form: LeadFormTable;
  lead_answer: LeadAnswerTable;
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
  /** SEO and sharing fields (issue 25 item 3; contract/seo.ts). */
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
  noindex: Generated<Flag>;
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
  /** After it the item is hidden again (issue 13); null: no end. */
  end_time: string | null;
  sort: number;
  status: Flag;
  /** SEO and sharing fields (issue 25 item 3; contract/seo.ts). */
  seo_title: string | null;
  seo_description: string | null;
  seo_image: string | null;
  noindex: Generated<Flag>;
  /**
   * The body's text without its tags (lib/contains-text.ts `richTextPlain`), kept by every write of
   * the body (content-table.ts `writeRow`), for the staff's search (migration 017). Never read
   * back with the row (`findRow` leaves it and its size out).
   */
  body_text: Generated<string>;
  /** The size of `body_text` in UTF-8 bytes: what a search reads of the row. */
  body_text_bytes: Generated<number>;
}

export interface SiteBannerTable {
  id: Generated<number>;
  platform: string;
  title: string;
  image: string;
  url: string | null;
  sort: number;
  status: Flag;
  /** Shown from (issue 13); null: as soon as published. */
  publish_time: string | null;
  /** Hidden after; null: no end. */
  end_time: string | null;
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
  /** The admissions workflow (005): LEAD_STATUS value, who handles it, the follow-up day, the site kind. */
  lead_status: Generated<number>;
  assignee_id: number | null;
  /** `YYYY-MM-DD`. */
  follow_up_date: string | null;
  platform: string | null;
  /** Attribution (006): the form's page, the visit's landing page, referrer and utm_* values (cut to lead-rules ATTRIBUTION_MAX). */
  page_path: string | null;
  page_title: string | null;
  landing_path: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  /** Derived when stored: lead-rules KNOWN_SOURCES, a utm_source or a referring host; `unknown` before 006. */
  source: Generated<string>;
  medium: string | null;
  /** lead-rules DeviceClass. */
  device: string | null;
  in_wechat: Generated<Flag>;
  fill_ms: number | null;
  /** lead-rules QuarantineReason, or null for a normal lead; `restored_at` once staff restored it. */
  quarantine_reason: string | null;
  restored_at: string | null;
  /** The response target (025): when the first call is due (null: a lead of before, or a suspicious one). */
  respond_by: string | null;
  /** The first status change or note by staff (never moved later). */
  first_response_at: string | null;
  /** When the lead alerts last announced it as overdue. */
  overdue_alerted_at: string | null;
  /** The lead form's version the visitor filled (026); null: before, or a site without a form. */
  form_version: number | null;
}

export interface SiteMessageNoteTable {
  id: Generated<number>;
  lead_id: number;
  staff_id: number | null;
  author_name: string;
  text: string;
  created_at: string;
}

/** An uploaded file's metadata (both stores). */
export interface ServerFileTable {
  id: Generated<number>;
  name: string;
  original_name: string;
  type: string;
  /** bigint: PostgreSQL answers it as a string; read with Number(). */
  size: number | string;
  uploaded_by: number | null;
  created_at: string;
  /** SHA-256 of the bytes, hex (012; unique: one file per content). Null for files of before it. */
  content_hash: string | null;
  /** The picture's alternative text, written by staff (012). */
  alt: Generated<string>;
  /** A picture's pixels (012); null for videos and older files. */
  width: number | null;
  height: number | null;
}

/** A WebP web size of an uploaded picture (012), made at upload; its bytes in the file storage under `name`. */
export interface ServerFileVariantTable {
  name: string;
  file_id: number;
  width: number;
  type: string;
  /** bigint on PostgreSQL: read with Number(). */
  size: number | string;
}

/** The bytes of a file stored in the database, in chunks of at most 1 MB. */
export interface ServerFileChunkTable {
  name: string;
  seq: number;
  data: Buffer;
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
  /** Staff's note, never shown on the site (migration 010). */
  remark: Generated<string>;
}

/** A site's campuses (migration 028): coordinates are `经度,纬度` in GCJ-02, or null. */
export interface CampusTable {
  id: Generated<number>;
  platform: string;
  name: string;
  city: string;
  address: string;
  phone: string;
  hours: string;
  picture: string | null;
  coordinates: string | null;
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
  /** What the admission lookup says when it finds nothing (006). */
  enroll_notice: Generated<string>;
  /** The after-lead panel's working hours and what happens next (023). */
  working_hours: Generated<string>;
  lead_next_steps: Generated<string>;
  /** The menu whose page is the site's privacy notice, linked from every lead form (023). */
  privacy_menu_id: number | null;
}

export interface StaffAccountTable {
  id: Generated<number>;
  username: string;
  display_name: string;
  /** `scrypt$N$r$p$salt$hash` (server/src/staff/password.ts). */
  password_hash: string;
  /** JSON text of the account's `RoleGrant[]` (contract/roles.ts; migration 019). */
  roles: Generated<string>;
  enabled: Flag;
  created_at: string;
  updated_at: string;
  last_sign_in_at: string | null;
  /** The IP of the last sign-in; the time and IP of the one before it ("上次登录"). */
  last_sign_in_ip: string | null;
  previous_sign_in_at: string | null;
  previous_sign_in_ip: string | null;
  /** Where a 忘记密码 reset link goes (migration 018). */
  email: string | null;
  /** The password was set by an admin: the account must choose its own first (migration 018). */
  must_change_password: Flag;
}

/** A one-time link that sets an account's password: an invitation or a reset (migration 018). */
/** A site's review mode (migration 022; contract/review.ts); no row: `off`. */
export interface SiteReviewPolicyTable {
  platform: string;
  mode: 'off' | 'others' | 'all';
  updated_at: string;
}

/** A site's lead routing (migration 025; contract/lead-routing.ts); no row: the defaults. */
export interface LeadRoutingPolicyTable {
  platform: string;
  /** ISO weekdays, comma-separated: `1,2,3,4,5`. */
  work_days: string;
  /** `HH:MM`, China time; the end is excluded (may be `24:00`). */
  work_start: string;
  work_end: string;
  response_minutes: number;
  after_hours_owner_id: number | null;
  /** Raised by every save of the site's routing. */
  version: Generated<number>;
  updated_at: string;
}

/** A rule of a site's routing, in `position` order; `turn`: how many leads it has given so far. */
export interface LeadRoutingRuleTable {
  id: Generated<number>;
  platform: string;
  position: number;
  name: string;
  /** A lead's source key; null: any. */
  source: string | null;
  /** A lead's utm_campaign; null: any. */
  campaign: string | null;
  turn: Generated<number>;
}

/** Who takes a rule's leads in turn, in `position` order. */
export interface LeadRoutingMemberTable {
  rule_id: number;
  position: number;
  staff_id: number;
}

/** A site's lead form beyond name and phone (migration 026; contract/lead-form-fields.ts); no row: none. */
export interface LeadFormTable {
  platform: string;
  version: Generated<number>;
  /** JSON: StoredLeadField[] (server/src/repositories/lead-form.ts), in order, retired ones too. */
  fields: string;
  /** JSON: the site's 意向专业 list. */
  majors: string;
  /** The number of the next field's key (`f<next_key>`). */
  next_key: Generated<number>;
  updated_at: string;
}

/** One value of a lead's answer: an option of a multiple choice, a region's province (0) and city (1). */
export interface LeadAnswerTable {
  lead_id: number;
  field_key: string;
  position: number;
  value: string;
}

/** A record's proposed change or publication waiting for, or decided by, a reviewer (migration 022). */
export interface ReviewRequestTable {
  id: Generated<number>;
  entity: string;
  record_id: number;
  platform: string;
  name: string;
  kind: 'publish' | 'change';
  state: 'draft' | 'pending' | 'returned' | 'approved' | 'withdrawn';
  /** JSON: the save body an approval runs through the record's save. */
  body: string;
  /** JSON: the columns that save makes (what the author edits on and the reviewer compares). */
  proposed: string;
  author_id: number | null;
  author_name: string;
  submitted_at: string | null;
  reviewer_id: number | null;
  reviewer_name: string | null;
  decided_at: string | null;
  comment: string | null;
  created_at: string;
  updated_at: string;
}

export interface StaffPasswordLinkTable {
  /** SHA-256 of the link's token; the token itself is only in the link. */
  token_hash: string;
  staff_id: number;
  purpose: 'invite' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface StaffSessionTable {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  token_hash: string;
  staff_id: number;
  created_at: string;
  last_seen_at: string;
  ip: string | null;
  /** 128-bit random hex: how the console names a session (never by its token hash). */
  public_id: string;
  /** The browser's User-Agent at sign-in (bounded); the list shows a device name made from it. */
  user_agent: string | null;
  /** When the session last proved its password (sign-in, or step-up before a sensitive action). */
  confirmed_at: string | null;
}

/** An account's TOTP (008, server/src/staff/two-factor.ts). */
export interface StaffTwoFactorTable {
  staff_id: number;
  /** `gcm:…` (AES-256-GCM under STAFF_TOTP_KEY) or `plain:<base32>` without a key. */
  secret: string;
  /** Null while enrolment waits for its first right code. */
  enabled_at: string | null;
  /** The RFC 6238 time step of the last code accepted: a code of that step or earlier is refused. */
  last_step: number | null;
  created_at: string;
}

export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  /** SHA-256 (hex) of `<staff id>:<code>`; the code itself is shown once and never stored. */
  code_hash: string;
  used_at: string | null;
}

/** Between the password step and the code step of a sign-in: only the token's SHA-256. */
export interface StaffSignInChallengeTable {
  token_hash: string;
  staff_id: number;
  expires_at: string;
  /** Codes checked under this token (each reserved before it is checked). */
  tries: Generated<number>;
}

/** One row (id 1). */
export interface StaffSecurityPolicyTable {
  id: number;
  require_two_factor: Flag;
  updated_at: string;
}

export interface SignInFailureTable {
  id: Generated<number>;
  /** Lower-cased, as typed (the account may not exist). */
  username: string;
  ip: string;
  at: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_id: number | null;
  staff_name: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON text of an object, bounded (server/src/staff/audit.ts). */
  summary: string;
  ip: string | null;
  /** The site of the record the row is about; null for the group's own objects (migration 020). */
  platform: string | null;
}

/** A preview of values not yet public (013, server/src/repositories/preview.ts). */
export interface PreviewTable {
  /** 128-bit random hex: the link's id (the link is signed besides). */
  id: string;
  /** `content`, `menu`, `banner` or `setting` (contract/preview.ts). */
  kind: string;
  /** The record previewed; null for one not saved yet (and for a platform's settings). */
  record_id: number | null;
  /** The columns the save would write, as JSON. */
  values_json: string;
  staff_id: number;
  created_at: string;
  expires_at: string;
}

/** A record as stored after one save (issue 25 item 2; server/src/repositories/revision.ts). */
export interface RevisionTable {
  id: Generated<number>;
  /** The audit entity of the record's family: `siteContent`, `siteMenu`, `pageType` … */
  entity: string;
  record_id: number;
  /** 1, 2, 3 … per record. */
  version: number;
  /** `create`, `update`, `restore`, or `baseline` (the record as it was before its first revision). */
  action: string;
  /** A restore's source version. */
  restored_from: number | null;
  staff_id: number | null;
  staff_name: string | null;
  at: string;
  /** JSON text: the stored row, every column. */
  snapshot: string;
  /** JSON text: the columns this save changed (an array). */
  changed: Generated<string>;
}

/**
 * One row (id 1): a number that grows with every write to a table the public site shows, bumped
 * by triggers in the writing transaction (migration 015); each server process drops its public
 * caches when it sees the number grow (plugins/app/public-content.ts).
 */
export interface ContentGenerationTable {
  id: number;
  generation: number;
}

/**
 * One entry of the advertising-law word list (issue 37 item 3, migration 021; contract/ad-law.ts):
 * one list for the group, every site's texts checked against its enabled entries.
 */
/** The staff's spellings of a source's utm_source (来源别名, migration 023; contract/lead-rules.ts). */
export interface LeadSourceAliasTable {
  id: Generated<number>;
  /** As compared (lead-sources sourceAliasKey): unique. */
  alias: string;
  /** A known source's key (lead-rules KNOWN_SOURCES) or a new source's Chinese name. */
  source: string;
  created_at: string;
  updated_at: string;
  /** Who changed it last: the account (null once it is gone) and its name then. */
  updated_by: number | null;
  updated_by_name: string;
}

export interface AdWordTable {
  id: Generated<number>;
  /** As staff wrote it (trimmed). */
  term: string;
  /** The term as compared (contract/ad-law.ts `adLawTermKey`): unique, so 保過 is not a second 保过. */
  term_key: string;
  /** contract/ad-law.ts AD_LAW_CATEGORIES. */
  category: string;
  reason: string;
  article: string;
  /** JSON text: the allowed phrases that contain the term (`string[]`). */
  exceptions: Generated<string>;
  enabled: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** A site's alert destination: a group robot or a mail address (migration 023; contract/lead-alert.ts). */
export interface LeadAlertTargetTable {
  id: Generated<number>;
  platform: string;
  kind: 'wecom' | 'dingtalk' | 'feishu' | 'email';
  name: string;
  /** The webhook or mail address, sealed (`gcm:…` under the TOTP key, lib/sealed-secret.ts). */
  address: string;
  /** What staff see of it: a webhook's host, `…` and its last 4 characters; a mail address. */
  address_hint: string;
  /** A robot's signing secret, sealed; null: messages are not signed. */
  secret: string | null;
  enabled: Generated<Flag>;
  /** Sends that failed in a row since the last that went out (FAILING_AFTER: 异常). */
  consecutive_failures: Generated<number>;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** One lead's delivery to one destination: the outbox row (migration 023). */
export interface LeadAlertDeliveryTable {
  id: Generated<number>;
  lead_id: number;
  target_id: number;
  platform: string;
  /** The destination as it was when the lead came. */
  target_name: string;
  target_kind: string;
  /** contract/lead-alert.ts LeadAlertReason: a new lead, or one overdue. */
  reason: Generated<'new' | 'overdue'>;
  state: 'pending' | 'sent' | 'failed' | 'cancelled';
  /** When a pending row is due (its first try, or the next after a failure). */
  next_attempt_at: string;
  /** A worker holds the row until then (its `lease_owner`, one id per server process). */
  lease_until: string | null;
  lease_owner: string | null;
  created_at: string;
  sent_at: string | null;
  /** When it ended: sent, given up or cancelled. */
  finished_at: string | null;
  last_error: string | null;
}

/** One try of a delivery (migration 023). */
export interface LeadAlertAttemptTable {
  id: Generated<number>;
  delivery_id: number;
  at: string;
  ok: Flag;
  http_status: number | null;
  error: string | null;
  duration_ms: number;
}
