import { Type, type Static } from 'typebox';
import {
  Id,
  IdList,
  INT_MAX,
  messages,
  Nullable,
  NullableInteger,
  NullableString,
  Page,
  Platform,
  PlatformName,
  StaffPageQuery,
} from './common';

import {
  ATTRIBUTION_WIRE_MAX,
  DEFAULT_CHANNEL,
  LEAD_NAME_MAX,
  LEAD_NAME_PATTERN,
  MOBILE_PATTERN,
  NAME_MESSAGES,
  PHONE_MESSAGE,
} from './lead-rules';
import { FieldKey, LeadAnswerView, LeadAnswersBody } from './lead-form';
import { WorkingHoursBody } from './lead-routing';

export { DEFAULT_CHANNEL };

export const LEAD_TEXT_FIELDS = ['name', 'phone', 'channel', 'address', 'website'] as const;

/** An attribution value: cut to its stored length by the server (lead-rules ATTRIBUTION_MAX), never refused below this. */
const Attribution = Type.Optional(
  Type.String({ maxLength: ATTRIBUTION_WIRE_MAX, ...messages({ invalid: '来源信息过长' }) }),
);

export const LeadBody = Type.Object({
  // The route answers the exact reason (leadNameProblem); the schema keeps the shape declared.
  name: Type.String({
    minLength: 1,
    maxLength: LEAD_NAME_MAX,
    pattern: LEAD_NAME_PATTERN,
    ...messages({ missing: NAME_MESSAGES.missing, invalid: NAME_MESSAGES.characters }),
  }),
  phone: Type.String({
    pattern: MOBILE_PATTERN,
    ...messages({ missing: PHONE_MESSAGE, invalid: PHONE_MESSAGE }),
  }),
  channel: Type.Optional(
    Type.String({ maxLength: 20, pattern: LEAD_NAME_PATTERN, ...messages({ invalid: '渠道名称不正确' }) }),
  ),
  address: Type.Optional(
    Type.String({
      maxLength: 200,
      pattern: '^https?://[^\\s<>"\']+$',
      ...messages({ invalid: '来源地址不正确' }),
    }),
  ),
  // Honeypot: hidden from people, so only a program fills it in.
  website: Type.Optional(Type.String({ maxLength: 200, ...messages({ invalid: '提交内容不正确' }) })),
  /** Milliseconds from the visitor's first touch of the form (focus, tap or typing) to the submit. */
  fillMs: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 86400000, ...messages({ invalid: '提交内容不正确' }) }),
  ),
  // Attribution (issue 21 item 2): where the form was, and how the visit began.
  /** The path (and query) of the page the form was on. */
  pagePath: Attribution,
  pageTitle: Attribution,
  /** The visit's first page on this site, and the page that linked to it (document.referrer). */
  landingPath: Attribution,
  referrer: Attribution,
  /** The visit's landing URL's campaign parameters, kept for the whole visit. */
  utmSource: Attribution,
  utmMedium: Attribution,
  utmCampaign: Attribution,
  utmTerm: Attribution,
  utmContent: Attribution,
  /**
   * The answers to the site's extra fields (issue 38 item 1), by field key, checked by
   * checkAnswers (contract/lead-form-fields.ts) against the site's form.
   */
  answers: Type.Optional(LeadAnswersBody),
  /** The form's version the page showed (PublicLeadForm.version); absent: 0, no field was shown. */
  formVersion: Type.Optional(
    Type.Integer({ minimum: 0, maximum: INT_MAX, ...messages({ invalid: '表单版本不正确' }) }),
  ),
});
export type LeadBody = Static<typeof LeadBody>;

export const LeadHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 100,
      pattern: '^[A-Za-z0-9_-]+$',
      ...messages({ invalid: '请求标识格式不正确' }),
    }),
  ),
});

/** The lead's id: a random UUID, the same for a repeat with the same Idempotency-Key; it tells nothing about other leads. */
export const LeadSaved = Type.Object({ id: Type.String() });
export type LeadSaved = Static<typeof LeadSaved>;

// ——— The back office (issue 13): list, details, export, remove and the admissions workflow ———
// (server/src/routes/api/cms/web/site-message-admin.ts; status values: lead-status.ts)

const DAY = (invalid: string) =>
  Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$', ...messages({ invalid }) });

/** The list's and the export's filters. Days are China-time calendar days, both ends included. */
export const LeadFilterQuery = {
  from: Type.Optional(DAY('开始日期格式应为 YYYY-MM-DD')),
  to: Type.Optional(DAY('结束日期格式应为 YYYY-MM-DD')),
  platform: Type.Optional(Platform),
  /** Part of the name, or digits of the phone number. */
  keyword: Type.Optional(
    Type.String({ maxLength: 20, ...messages({ invalid: '关键词不能超过 20 个字符' }) }),
  ),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3, ...messages({ invalid: '线索状态不正确' }) })),
  assigneeId: Type.Optional(Id('负责人编号不正确')),
  /** Only leads nobody handles. */
  unassigned: Type.Optional(Type.Boolean(messages({ invalid: '未分配筛选不正确' }))),
  /** Only leads still being worked: 新线索 or 已联系. */
  open: Type.Optional(Type.Boolean(messages({ invalid: '跟进中筛选不正确' }))),
  /** Follow-up date today, or before today (China time). */
  followUp: Type.Optional(Type.Enum(['today', 'overdue'], messages({ invalid: '回访筛选不正确' }))),
  /** The lead's source exactly as the list shows it (`wechat`, `baidu`, `direct`, a host …). */
  source: Type.Optional(Type.String({ maxLength: 100, ...messages({ invalid: '来源不能超过 100 个字符' }) })),
  /** The visit's utm_campaign exactly; an empty string: leads without a campaign. */
  campaign: Type.Optional(
    Type.String({ maxLength: 100, ...messages({ invalid: '活动不能超过 100 个字符' }) }),
  ),
  /** false or absent: the normal leads; true: only the suspicious ones (可疑线索). */
  quarantined: Type.Optional(Type.Boolean(messages({ invalid: '可疑线索筛选不正确' }))),
  /** Only the leads past their due time without a first response (超时未响应, issue 38 item 3). */
  overdue: Type.Optional(Type.Boolean(messages({ invalid: '超时未响应筛选不正确' }))),
  /**
   * The leads whose answer to this field (issue 38 item 1; a choice, 意向专业 or region field)
   * holds `answerValue`: the option, the major, or a region's province. Both or neither.
   */
  answerKey: Type.Optional(FieldKey),
  answerValue: Type.Optional(
    Type.String({ minLength: 1, maxLength: 100, ...messages({ invalid: '表单答案筛选不正确' }) }),
  ),
};

export const LeadListQuery = Type.Object({ ...StaffPageQuery, ...LeadFilterQuery });
export type LeadListQuery = Static<typeof LeadListQuery>;

export const LeadExportQuery = Type.Object(LeadFilterQuery);
export type LeadExportQuery = Static<typeof LeadExportQuery>;

const LeadStatusField = Type.Integer({
  minimum: 0,
  maximum: 3,
  ...messages({ missing: '请选择线索状态', invalid: '线索状态不正确' }),
});

const LeadCommon = {
  id: Type.Integer(),
  publicId: NullableString,
  name: Type.String(),
  channel: Type.String(),
  /** null for leads stored before the platform was recorded. */
  platform: NullableString,
  createdAt: Type.String(),
  /** LEAD_STATUS value; `statusLabel` is its Chinese label. */
  status: Type.Integer(),
  statusLabel: Type.String(),
  isNew: Type.Boolean(),
  /** An earlier lead has the same phone number. */
  repeatPhone: Type.Boolean(),
  assigneeId: NullableInteger,
  assigneeName: NullableString,
  /** `YYYY-MM-DD` or null. */
  followUpDate: NullableString,
  /** Where the visit came from (lead-rules KNOWN_SOURCES, a utm_source or a referring host); `sourceLabel` in Chinese. */
  source: Type.String(),
  sourceLabel: Type.String(),
  /** The visit's utm_medium, or what the source implies (`organic`, `referral`, `social`); null when unknown. */
  medium: NullableString,
  /** The visit's utm_campaign, or null. */
  campaign: NullableString,
  /** lead-rules DeviceClass, or null for leads stored before it was recorded. */
  device: NullableString,
  /** Why the lead is held as suspicious (lead-rules QuarantineReason), or null for a normal lead. */
  quarantineReason: NullableString,
  /** Milliseconds from the first touch of the form to the submit, as the browser measured it (null: not sent). */
  fillMs: NullableInteger,
  // The response target (issue 38 item 3, contract/lead-routing.ts).
  /** When the first call is due: the site's target in working minutes from arrival (null: a lead of before targets, or a suspicious one). */
  respondBy: NullableString,
  /** The first status change or note by staff; null until then. */
  firstResponseAt: NullableString,
  /** Working minutes (the site's hours) from arrival to the first response, whole; null without one. */
  firstResponseMinutes: NullableInteger,
  /** No first response and the due time has passed (超时未响应). */
  overdue: Type.Boolean(),
};

/** A lead in the list: the phone number masked (`138****5678`). */
export const LeadListItem = Type.Object({ ...LeadCommon, phone: Type.String() });
export type LeadListItem = Static<typeof LeadListItem>;

export const LeadPage = Page(LeadListItem);

export const LeadNote = Type.Object({
  id: Type.Integer(),
  staffId: NullableInteger,
  authorName: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
});
export type LeadNote = Static<typeof LeadNote>;

/** A lead's details: the whole phone number, its attribution, the notes (oldest first). */
export const LeadDetails = Type.Object({
  ...LeadCommon,
  phone: Type.String(),
  /** The site's home URL the form sent (spec §3). */
  address: NullableString,
  /** The page the form was on: path (with its query) and title. */
  pagePath: NullableString,
  pageTitle: NullableString,
  /** The visit's first page on this site and the page that linked to it. */
  landingPath: NullableString,
  referrer: NullableString,
  utmSource: NullableString,
  utmMedium: NullableString,
  utmCampaign: NullableString,
  utmTerm: NullableString,
  utmContent: NullableString,
  /** Sent from WeChat's in-app browser. */
  inWechat: Type.Boolean(),
  /** When a suspicious lead was moved into the normal list, or null. */
  restoredAt: NullableString,
  /** The answers to the site's extra fields, in the form's order (retired fields' answers last). */
  answers: Type.Array(LeadAnswerView),
  /** The working hours of the lead's site, for 剩余 / 已超时 (null: a lead of no recorded site). */
  workingHours: Nullable(WorkingHoursBody),
  notes: Type.Array(LeadNote),
});
export type LeadDetails = Static<typeof LeadDetails>;

const LeadId = Id('线索编号不正确', '请提供线索编号');

export const LeadStatusBody = Type.Object({ id: LeadId, status: LeadStatusField });
export type LeadStatusBody = Static<typeof LeadStatusBody>;

export const NOTE_MAX = 1000;
export const LeadNoteBody = Type.Object({
  id: LeadId,
  text: Type.String({
    minLength: 1,
    maxLength: NOTE_MAX,
    pattern: '\\S',
    ...messages({ missing: '请填写备注', invalid: `备注为 1 到 ${NOTE_MAX} 个字符` }),
  }),
});
export type LeadNoteBody = Static<typeof LeadNoteBody>;

/** `staffId: null` takes the lead off whoever handles it. */
export const LeadAssignBody = Type.Object({
  id: LeadId,
  staffId: Type.Unsafe<number | null>({
    type: ['integer', 'null'],
    minimum: 1,
    maximum: INT_MAX,
    ...messages({ missing: '请选择负责人', invalid: '负责人编号不正确' }),
  }),
});
export type LeadAssignBody = Static<typeof LeadAssignBody>;

/**
 * Someone a lead may be given to (GET …/siteMessage/listAssignee, an extension: the staff list
 * itself needs `accounts`): an enabled account that works the leads of one of the caller's sites;
 * `sites`, those of its lead sites that are the caller's. A lead of another site cannot be given
 * to it.
 */
export const LeadAssignee = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  sites: Type.Array(PlatformName),
});
export type LeadAssignee = Static<typeof LeadAssignee>;

/** `date: null` clears the follow-up date. */
export const LeadFollowUpBody = Type.Object({
  id: LeadId,
  date: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
    ...messages({ missing: '请选择回访日期', invalid: '回访日期格式应为 YYYY-MM-DD' }),
  }),
});
export type LeadFollowUpBody = Static<typeof LeadFollowUpBody>;

/** Several leads at once (bulk status, bulk assignment, restoring suspicious leads). */
const LeadIds = IdList('线索');

export const LeadBulkStatusBody = Type.Object({ ids: LeadIds, status: LeadStatusField });
export type LeadBulkStatusBody = Static<typeof LeadBulkStatusBody>;

export const LeadBulkAssignBody = Type.Object({ ids: LeadIds, staffId: LeadAssignBody.properties.staffId });
export type LeadBulkAssignBody = Static<typeof LeadBulkAssignBody>;

/** Suspicious leads staff judged real: they join the normal list (audited). */
export const LeadRestoreBody = Type.Object({ ids: LeadIds });
export type LeadRestoreBody = Static<typeof LeadRestoreBody>;

/** What a bulk change did: how many leads it changed (the others already were so). */
export const LeadBulkResult = Type.Object({ changed: Type.Integer() });
export type LeadBulkResult = Static<typeof LeadBulkResult>;

/**
 * The console's first screen for admissions staff (GET …/siteMessage/getSummary): counts of the
 * normal leads (not the suspicious ones) in China time, and the newest lead, so that the
 * navigation's count and the new-lead notification follow without reloading.
 */
export const LeadSummary = Type.Object({
  /** Stored today / since Monday. */
  today: Type.Integer(),
  thisWeek: Type.Integer(),
  /** Status 新线索, whatever their date: the navigation's count. */
  untouched: Type.Integer(),
  /** Still being worked (新线索 or 已联系) and given to nobody. */
  unassigned: Type.Integer(),
  /** Still being worked, with a follow-up date of today / before today. */
  followUpToday: Type.Integer(),
  followUpOverdue: Type.Integer(),
  /** Still being worked and given to the signed-in account. */
  mine: Type.Integer(),
  /** Suspicious leads waiting for a look (可疑线索). */
  quarantined: Type.Integer(),
  /** Past their due time without a first response (超时未响应), in all and per site (only sites that have some). */
  overdue: Type.Integer(),
  overdueBySite: Type.Array(Type.Object({ platform: PlatformName, count: Type.Integer() })),
  /** The newest normal lead: its id and time (null without leads). */
  latestId: NullableInteger,
  latestAt: NullableString,
});
export type LeadSummary = Static<typeof LeadSummary>;

export const REPORT_MAX_DAYS = 366;

/** The channel report (GET …/siteMessage/getChannelReport): leads and 已报名 per source or campaign per period. */
export const ChannelReportQuery = Type.Object({
  from: DAY('开始日期格式应为 YYYY-MM-DD'),
  to: DAY('结束日期格式应为 YYYY-MM-DD'),
  interval: Type.Enum(['day', 'week'], {
    default: 'day',
    ...messages({ invalid: '统计周期应为 day 或 week' }),
  }),
  by: Type.Enum(['source', 'campaign', 'answer'], {
    default: 'source',
    ...messages({ invalid: '分组应为 source、campaign 或 answer' }),
  }),
  platform: Type.Optional(Platform),
  /**
   * With `by=answer` (and a platform): the site's choice, 意向专业 or region field whose answers
   * the rows are (a region by province; a multiple choice counts a lead once per option chosen).
   */
  fieldKey: Type.Optional(FieldKey),
});
export type ChannelReportQuery = Static<typeof ChannelReportQuery>;

const ReportCount = Type.Object({ leads: Type.Integer(), enrolled: Type.Integer() });

/**
 * How fast a group of leads got their first response (issue 38 item 3). The median is of the
 * working minutes (each lead's site's hours) from arrival to first response, over the leads that
 * have one; the others are `unanswered` (未响应). The share within the target is
 * `withinTarget / judged`: `judged` counts the leads with a due time whose outcome is known
 * (answered, or past due), `withinTarget` those answered by their due time.
 */
export const ResponseStats = Type.Object({
  responded: Type.Integer(),
  unanswered: Type.Integer(),
  medianMinutes: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
  judged: Type.Integer(),
  withinTarget: Type.Integer(),
});
export type ResponseStats = Static<typeof ResponseStats>;

/** The row of the leads that left a field unanswered in a report `by=answer`: key `''`. */
export const NO_ANSWER_LABEL = '（未填写）';

export const ChannelReport = Type.Object({
  interval: Type.Enum(['day', 'week']),
  by: Type.Enum(['source', 'campaign', 'answer']),
  /** The first day (`YYYY-MM-DD`, China time) of each period in the range, oldest first; a week starts on Monday. */
  periods: Type.Array(Type.String()),
  /**
   * One row per source (or campaign, or answer), most leads first; `key` as the list filter takes
   * it (`''`: no campaign, or no answer).
   */
  rows: Type.Array(
    Type.Object({
      key: Type.String(),
      label: Type.String(),
      total: ReportCount,
      /** Aligned with `periods`. */
      byPeriod: Type.Array(ReportCount),
      response: ResponseStats,
    }),
  ),
  totals: ReportCount,
  response: ResponseStats,
});
export type ChannelReport = Static<typeof ChannelReport>;
