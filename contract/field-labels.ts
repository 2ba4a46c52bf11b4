import type { TSchema } from 'typebox';
import { COLLECTIONS } from './collections';

/**
 * What staff call a record's fields, wherever the console shows them by name: the audit trail's
 * changes (issue 25 item 4) and the revisions' comparisons (item 2). A save body that names its
 * fields (`named(…)` of contract/common.ts) is read first (each collection's, from its
 * definition); then the labels of one kind of object; then the labels every object shares.
 */

/** The collections' save bodies, by key: a field's title there is its label. */
const SAVE_BODIES: Record<string, TSchema> = Object.fromEntries(
  COLLECTIONS.map((collection) => [collection.key, collection.saveBody]),
);

/** Where a kind of object calls a field otherwise than the others do. */
const FIELD_LABELS_OF: Record<string, Record<string, string>> = {
  siteContent: { status: '发布' },
  siteMenu: { status: '发布', name: '栏目名称' },
  pageType: { name: '页面类型名称' },
  adWord: { term: '词条', category: '类别', article: '法律条款' },
  siteMessage: { status: '状态', name: '姓名', source: '来源', medium: '媒介' },
  leadSourceAlias: { alias: '别名', source: '来源', leads: '来源随之更新的线索' },
  staffAccount: { name: '姓名' },
  leadAlertTarget: { name: '名称', addressHint: '地址', enabled: '启用' },
};

const FIELD_LABELS: Record<string, string> = {
  // The SEO and sharing fields of content and menus (contract/seo.ts).
  seoTitle: '搜索标题',
  seoDescription: '搜索描述',
  seoImage: '分享图片',
  noindex: '不让搜索引擎收录',
  title: '标题',
  name: '名称',
  status: '启用',
  enabled: '启用',
  platform: '平台',
  menuId: '栏目',
  parentId: '上级栏目',
  path: '栏目路径',
  summary: '摘要',
  url: '链接地址',
  image: '图片',
  video: '视频',
  body: '正文',
  bio: '简介',
  requirements: '职位要求',
  publishTime: '发布时间',
  endTime: '下线时间',
  templateKey: '模板',
  contentType: '内容类型',
  sortType: '排版类型',
  pageType: '页面类型',
  icon: '图标',
  openType: '打开方式',
  siteTitle: '站点标题',
  contactTitle: '联系标题',
  copyright: '版权信息',
  address: '地址',
  phone: '电话',
  email: '邮箱',
  homeUrl: '首页地址',
  wechatQr: '微信二维码',
  weiboQr: '微博二维码',
  xiaohongshuQr: '小红书二维码',
  icpLinks: '备案链接',
  enrollNotice: '录取查询说明',
  workingHours: '工作时间',
  leadNextSteps: '提交后说明',
  privacyMenuId: '隐私政策页面',
  username: '用户名',
  displayName: '姓名',
  /** Rows of before roles (migration 019) kept the permission mask. */
  permissions: '权限',
  roles: '角色',
  generated: '系统生成密码',
  onboarding: '开通方式',
  purpose: '用途',
  requireTwoFactor: '要求两步验证',
  method: '方式',
  reason: '原因',
  ended: '结束的登录数',
  followUpDate: '回访日期',
  assignee: '负责人',
  assigneeId: '负责人',
  note: '备注',
  noteId: '备注编号',
  text: '内容',
  channel: '渠道',
  createdAt: '提交时间',
  filters: '筛选条件',
  rows: '行数',
  completed: '已完成',
  count: '数量',
  before: '截止',
  months: '月数',
  via: '执行方式',
  webSizes: '生成的网页尺寸数',
  widths: '网页尺寸（宽度）',
  originalName: '原文件名',
  alt: '替代文字',
  type: '类型',
  size: '大小（字节）',
  ids: '对象',
  names: '新顺序',
  recoveryCodes: '恢复码数量',
  recoveryCodesLeft: '剩余恢复码',
  bulk: '批量操作',
  expiresAt: '有效期至',
  restoredFrom: '恢复的版本',
  // The advertising-law check (contract/ad-law.ts): an entry's change, a hit passed with a reason.
  hitReason: '命中原因',
  exceptions: '例外短语',
  overrideReason: '放行理由',
  hits: '广告法提示',
  // Review before publishing (contract/review.ts): a step's summary.
  mode: '审核方式',
  kind: '审核内容',
  author: '提交人',
  comment: '退回意见',
  publish: '发布方式',
  // Lead alerts (contract/lead-alert.ts): a destination's change, a test send's outcome.
  alertKind: '通知方式',
  signed: '加签',
  result: '结果',
  cancelled: '取消的待发送通知',
  // Lead routing (contract/lead-routing.ts): a site's routing changed, a lead given by it
  // (工作时间 as the site's settings name it, above).
  responseMinutes: '响应时限（工作分钟）',
  afterHoursOwner: '非工作时间负责人',
  rules: '分配规则',
  rule: '分配规则',
  afterHours: '非工作时间',
  // The lead form (contract/lead-form.ts): a site's fields beyond name and phone, its majors.
  leadFields: '表单字段',
  majors: '专业列表',
};

/** A field's name as staff read it; the key itself when nobody named it. */
export function fieldLabel(entity: string, key: string): string {
  const body = SAVE_BODIES[entity] as { properties?: Record<string, { title?: unknown }> } | undefined;
  const title = body?.properties?.[key]?.title;
  if (typeof title === 'string') return title;
  return FIELD_LABELS_OF[entity]?.[key] ?? FIELD_LABELS[key] ?? key;
}
