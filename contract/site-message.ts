import { Type, type Static } from 'typebox';
import { messages } from './common';

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
