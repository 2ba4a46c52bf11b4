import { Type, type Static } from 'typebox';
import {
  Id,
  INT_MAX,
  messages,
  NullableInteger,
  NullableString,
  Page,
  Platform,
  StaffPageQuery,
} from './common';

// Chinese characters, Latin letters, the middle dots of transliterated names, and spaces.
const PERSON_TEXT = '^[\\u3400-\\u4DBF\\u4E00-\\u9FFFA-Za-z·・ ]+$';

export const DEFAULT_CHANNEL = '运营营销';
/** A form sent back sooner than this was filled in by a program, not a person. */
export const MIN_FILL_MS = 1500;

export const LEAD_TEXT_FIELDS = ['name', 'phone', 'channel', 'address', 'website'] as const;

export const LeadBody = Type.Object({
  name: Type.String({
    minLength: 1,
    maxLength: 20,
    pattern: PERSON_TEXT,
    ...messages({ missing: '请填写姓名', invalid: '请填写正确的姓名' }),
  }),
  phone: Type.String({ pattern: '^[0-9]{11}$', ...messages({ invalid: '请输入正确的手机号' }) }),
  channel: Type.Optional(
    Type.String({ maxLength: 20, pattern: PERSON_TEXT, ...messages({ invalid: '渠道名称不正确' }) }),
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
  fillMs: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 86400000, ...messages({ invalid: '提交内容不正确' }) }),
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

/** A lead's details: the whole phone number, the source page, the notes (oldest first). */
export const LeadDetails = Type.Object({
  ...LeadCommon,
  phone: Type.String(),
  address: NullableString,
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
 * Who a lead can be given to: the enabled staff accounts with the leads bit (GET
 * …/siteMessage/listAssignee, an extension: the staff list itself needs the accounts bit).
 */
export const LeadAssignee = Type.Object({ id: Type.Integer(), displayName: Type.String() });
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
