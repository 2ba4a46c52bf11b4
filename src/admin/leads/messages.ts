import type { Platform } from '@contract/common';
import {
  DEVICE_LABELS,
  type DeviceClass,
  QUARANTINE_REASON_LABELS,
  type QuarantineReason,
} from '@contract/lead-rules';
import { PLATFORM_LABELS } from '../ui/platform-messages';

export const leadMessages = {
  listTitle: '线索',
  /** What one lead is called: the delete question names it (确定删除线索「王建国」吗？). */
  record: '线索',
  allLeads: '全部线索',
  caption: '访客留言（最新的在前）',
  quarantineCaption: '可疑线索（最新的在前）：疑似程序提交，核实后可恢复为正常线索',
  quarantineEmpty: '没有可疑线索',
  views: '线索视图',
  viewCount: (count: number) => `（${count}）`,
  detailTitle: (name: string) => `线索：${name}`,
  detailTitleLoading: '线索详情',
  notFound: '线索不存在或已被删除。',

  platform: '平台',
  allPlatforms: '全部平台',
  noPlatform: '未记录',
  status: '状态',
  allStatuses: '全部状态',
  keyword: '关键词',
  keywordHint: '姓名或手机号，可直接粘贴',
  openStatus: '跟进中（新线索、已联系）',
  allAssignees: '全部负责人',
  mine: '我的线索',
  unassignedFilter: '待分配',
  followUp: '回访',
  allFollowUps: '全部',
  followUpToday: '今日回访',
  followUpOverdue: '逾期回访',
  source: '来源',
  allSources: '全部来源',
  sourceChoice: (label: string, leads: number) => `${label}（${leads}）`,
  campaign: '活动',
  campaignHint: '与 utm_campaign 完全一致',
  noCampaign: '只看无活动的线索',
  overdueView: '超时未响应',
  overdueOnly: '只看超时未响应的线索',

  name: '姓名',
  phone: '手机号',
  channel: '渠道',
  createdAt: '提交时间',
  assignee: '负责人',
  unassigned: '未分配',
  followUpDate: '回访日期',
  none: '—',
  reason: '可疑原因',
  openLead: (name: string) => `查看 ${name}`,
  newBadge: '新',
  newBadgeLong: '新线索，尚未处理',
  repeatBadge: '重复',
  repeatBadgeLong: '此前已有相同手机号的线索',

  select: '选择',
  selectRow: (name: string) => `选择 ${name}`,
  selectPage: '本页全选',
  selected: (count: number) => `已选择 ${count} 条`,
  bulk: '批量操作',
  bulkAssignee: '批量分配给',
  bulkAssigneeNone: '（取消负责人）',
  chooseAssignee: '请选择负责人',
  assign: '分配',
  bulkStatus: '批量改为',
  chooseStatus: '请选择状态',
  changeStatus: '修改状态',
  confirmAssign: (count: number, name: string) => `确定将选中的 ${count} 条线索分配给「${name}」吗？`,
  confirmUnassign: (count: number) => `确定取消选中的 ${count} 条线索的负责人吗？`,
  confirmStatus: (count: number, label: string) => `确定将选中的 ${count} 条线索改为“${label}”吗？`,
  assigned: (changed: number) => `已分配 ${changed} 条线索`,
  unassignedMany: (changed: number) => `已取消 ${changed} 条线索的负责人`,
  statusChanged: (changed: number, label: string) => `已将 ${changed} 条线索改为“${label}”`,
  unchanged: (count: number) => `，${count} 条原本如此`,

  restore: '恢复为正常线索',
  restoreRow: (name: string) => `将 ${name} 恢复为正常线索`,
  confirmRestore: (count: number) =>
    `确定将选中的 ${count} 条可疑线索恢复为正常线索吗？恢复后它们会出现在线索列表和统计中。`,
  confirmRestoreOne: (name: string) =>
    `确定将「${name}」恢复为正常线索吗？恢复后它会出现在线索列表和统计中。`,
  restored: (changed: number) => `已恢复 ${changed} 条线索`,

  export: '导出 CSV',
  exporting: '正在导出…',
  exported: '导出完成，请查看下载的文件',
  exportHint: '按当前筛选条件导出全部线索',
  exportNeedsSite: (sites: string) => `导出请先按平台筛选：${sites}`,

  basics: '基本信息',
  // The answers to the site's extra fields (issue 38 item 1).
  answers: '表单信息',
  retiredField: '已从表单删除',
  answerField: '表单字段',
  answerFilter: '表单答案',
  anyAnswer: '全部答案',
  retiredFieldOption: (label: string) => `${label}（已不在表单中）`,
  attribution: '来源与设备',
  formPage: '表单页面',
  landingPage: '着陆页',
  medium: '媒介',
  utmSourceAs: (spelling: string) => `推广链接中写作“${spelling}”`,
  // As the CSV's columns name them (utm_term, utm_content).
  utmTerm: '关键词',
  utmContent: '投放内容',
  referrer: '来源网址',
  device: '设备',
  inWechat: '微信内打开',
  yes: '是',
  no: '否',
  fillTime: '填写用时',
  seconds: (seconds: string) => `${seconds} 秒`,
  quarantineTitle: '可疑线索',
  quarantineNotice: (reason: string) =>
    `可疑线索，原因：${reason}。它不在线索列表和统计中；核实是真实访客后，可恢复为正常线索。`,
  restoredAt: (time: string) => `已于 ${time} 从可疑线索恢复`,
  restoredOne: '已恢复为正常线索',
  // The response target (issue 38 item 3).
  firstResponse: '首次响应',
  firstResponseAt: (span: string, time: string) => `${span}（${time}）`,
  firstResponseHint: '从提交到第一次修改状态或添加备注，按本站工作时间计算',
  notAnswered: '尚未响应',
  awaiting: '待响应',
  respondBy: '响应时限',
  remaining: (span: string) => `剩余 ${span}`,
  overdueBy: (span: string) => `已超时 ${span}`,
  overdueBadge: '超时',
  overdueBadgeLong: '超过响应时限仍未响应',
  noTarget: '未设响应时限',
  workingHours: (hours: string) => `本站工作时间：${hours}`,
  publicId: '编号',
  siteAddress: '站点网址',
  copyPhone: '复制手机号',
  work: '跟进',
  followUpClear: '留空即清除回访日期',
  saveWork: '保存跟进',
  saved: '保存成功',
  nothingChanged: '没有需要保存的修改',

  notes: '备注',
  notesEmpty: '暂无备注',
  noteBy: (author: string, time: string) => `${author} · ${time}`,
  newNote: '添加备注',
  noteHint: (max: number) => `最多 ${max} 个字符，保存后不能修改`,
  noteMissing: '请填写备注',
  noteTooLong: (max: number) => `备注不能超过 ${max} 个字符`,
  addNote: '添加备注',
  noteAdded: '备注已添加',

  remove: '删除线索',
  removed: '删除成功',
} as const;

/** A lead's platform in Chinese; leads stored before the platform was recorded have none. */
export const platformLabel = (platform: string | null): string =>
  platform ? (PLATFORM_LABELS[platform as Platform] ?? platform) : leadMessages.noPlatform;

/** Why a lead is held as suspicious, in Chinese (a reason this console does not know is shown as sent). */
export const reasonLabel = (reason: string | null): string =>
  reason === null ? leadMessages.none : (QUARANTINE_REASON_LABELS[reason as QuarantineReason] ?? reason);

/** 手机 / 平板 / 电脑; — for leads stored before the device was recorded. */
export const deviceLabel = (device: string | null): string =>
  device === null ? leadMessages.none : (DEVICE_LABELS[device as DeviceClass] ?? device);

/** Milliseconds of filling in as seconds with one decimal (`8.2 秒`); — when none was measured. */
export const fillTimeLabel = (fillMs: number | null): string =>
  fillMs === null ? leadMessages.none : leadMessages.seconds((fillMs / 1000).toFixed(1));

/** 已分配 3 条线索，1 条原本如此: what the server changed, out of how many were asked. */
export const bulkOutcome = (text: string, asked: number, changed: number): string =>
  changed < asked ? `${text}${leadMessages.unchanged(asked - changed)}` : text;
