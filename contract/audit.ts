import { COLLECTIONS, type Collection } from './collections';
import { LEAD_ALERT_KINDS } from './lead-alert';
import { ONBOARDING_LABELS } from './onboarding';
import { REVIEW_KINDS, REVIEW_MODES } from './review';

/**
 * The audit trail's words (issue 25 item 4): what staff read on 操作日志 for every object and
 * action the server records, and the shape of a change. The collections' names come from their
 * definitions (contract/collections). `server/test/staff/audit-catalogue.test.ts` reads the
 * server's sources and fails when the server records an entity or an action this catalogue does
 * not name.
 */

/** The objects the trail names that are no collection: files, leads, accounts, sign-ins. */
const OTHER_ENTITY_LABELS = {
  serverFile: '媒体文件',
  siteMessage: '线索',
  staffAccount: '账号',
  session: '登录会话',
  securityPolicy: '安全策略',
  adWord: '广告法词条',
  leadSourceAlias: '来源别名',
  reviewPolicy: '审核设置',
  leadAlertTarget: '线索通知',
  leadRouting: '线索分配规则',
  leadForm: '线索表单字段',
} as const;

/** The objects the trail names (the `entity` of a row), in the order of the console's filter. */
export const AUDIT_ENTITY_LABELS = {
  ...(Object.fromEntries(COLLECTIONS.map((collection) => [collection.key, collection.label])) as {
    [C in Collection as C['key']]: C['label'];
  }),
  ...OTHER_ENTITY_LABELS,
} satisfies Record<string, string>;

export type AuditEntity = keyof typeof AUDIT_ENTITY_LABELS;
export const AUDIT_ENTITIES = Object.keys(AUDIT_ENTITY_LABELS) as AuditEntity[];

/** What was done (the `action` of a row). */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  sort: '调整顺序',
  publish: '发布',
  unpublish: '取消发布',
  upload: '上传',
  updateAlt: '修改替代文字',
  backfill: '补全文件信息',
  restore: '恢复版本',
  preview: '生成预览',
  move: '移到其他栏目',
  reschedule: '修改发布时间',
  adLawOverride: '以理由放行广告法提示',
  propose: '保存待审修改',
  submit: '提交审核',
  approve: '审核通过并发布',
  return: '退回修改',
  withdraw: '撤销待审修改',
  signIn: '登录',
  signInFailed: '登录失败',
  signInCodeNeeded: '密码正确，待输入验证码',
  signOut: '退出登录',
  confirmPassword: '再次验证密码',
  confirmPasswordFailed: '再次验证密码失败',
  updatePassword: '修改密码',
  resetPassword: '重置密码',
  invite: '发送邀请链接',
  setPasswordWithLink: '通过链接设置密码',
  requestPasswordReset: '申请找回密码',
  endSession: '结束登录',
  endOtherSessions: '结束其他所有登录',
  endSessions: '结束全部登录',
  enableTwoFactor: '开启两步验证',
  enableTwoFactorFailed: '开启两步验证失败',
  disableTwoFactor: '关闭两步验证',
  resetTwoFactor: '重置两步验证',
  export: '导出',
  updateStatus: '修改状态',
  addNote: '添加备注',
  assign: '分配负责人',
  autoAssign: '自动分配负责人',
  setFollowUp: '设置回访日期',
  anonymise: '匿名化',
  deleteOld: '删除过期线索',
  purgeQuarantined: '清除过期可疑线索',
  testSend: '测试发送',
};

/** An action that means something else for one kind of object. */
const ACTION_LABELS_OF: Partial<Record<AuditEntity, Record<string, string>>> = {
  siteMessage: { restore: '恢复为正常线索' },
};

/**
 * Codes the server records as a value and staff read as words: why a sign-in was refused, how
 * one was made. A code not listed reads as 其他.
 */
export const AUDIT_CODE_LABELS: Record<string, Record<string, string>> = {
  reason: {
    disabled: '账号已停用',
    publishedPassword: '使用公开的演示密码',
    wrongCode: '验证码错误',
    replayedCode: '验证码已用过',
    recoveryCodeUsed: '恢复码已用过',
    wrongRecoveryCode: '恢复码错误',
  },
  method: { totp: '验证器应用', recoveryCode: '恢复码' },
  onboarding: ONBOARDING_LABELS,
  purpose: { invite: '邀请链接', reset: '忘记密码' },
  mode: REVIEW_MODES,
  kind: REVIEW_KINDS,
  publish: { now: '立即发布', scheduled: '按计划时间发布' },
  alertKind: Object.fromEntries(Object.entries(LEAD_ALERT_KINDS).map(([kind, { label }]) => [kind, label])),
};

export const isAuditEntity = (value: string): value is AuditEntity =>
  Object.prototype.hasOwnProperty.call(AUDIT_ENTITY_LABELS, value);

/** The object's name in Chinese; an unknown one as it is stored. */
export const auditEntityLabel = (entity: string): string =>
  isAuditEntity(entity) ? AUDIT_ENTITY_LABELS[entity] : entity;

/** The action's name in Chinese; an unknown one as it is stored. */
export function auditActionLabel(entity: string, action: string): string {
  const own = isAuditEntity(entity) ? ACTION_LABELS_OF[entity]?.[action] : undefined;
  return own ?? AUDIT_ACTION_LABELS[action] ?? action;
}

/**
 * One field's change in a summary of the current format (`{ name, changes }`): the values before
 * and after as stored (`from` absent on create). A reference to another record (a content item's
 * menu) carries that record's name at the time; rich text carries only its length in characters.
 */
export type AuditChange = {
  from?: unknown;
  to?: unknown;
  fromName?: string | null;
  toName?: string | null;
  /** Rich text: `from` and `to` are the text's lengths (characters, markup not counted). */
  richText?: true;
};

/**
 * The summary saves, removals and restores write (issue 25): the record's name at the time, and
 * per field only what changed. Older rows hold other shapes (the whole body, `{ field: { from,
 * to } }`, `{ title }`): the console renders them too.
 */
export type AuditSummaryOfChange = {
  name?: string | null;
  changes?: Record<string, AuditChange>;
  /** A restore's source: the version of 历史版本 it brought back. */
  restoredFrom?: number;
};
