import type { Platform } from '@contract/common';
import { PLATFORM_SHORT_LABELS } from '../ui/platform-messages';

export const leadMessages = {
  listTitle: '线索',
  caption: '访客留言（最新的在前）',
  detailTitle: (name: string) => `线索：${name}`,
  detailTitleLoading: '线索详情',
  notFound: '线索不存在或已被删除。',

  platform: '平台',
  allPlatforms: '全部平台',
  noPlatform: '未记录',
  status: '状态',
  allStatuses: '全部状态',
  keyword: '关键词',
  keywordHint: '姓名或手机号中的数字',

  name: '姓名',
  phone: '手机号',
  channel: '渠道',
  createdAt: '提交时间',
  assignee: '负责人',
  unassigned: '未分配',
  followUpDate: '回访日期',
  none: '—',
  open: '查看',
  openLead: (name: string) => `查看 ${name}`,
  newBadge: '新',
  newBadgeLong: '新线索，尚未处理',
  repeatBadge: '重复',
  repeatBadgeLong: '此前已有相同手机号的线索',

  export: '导出 CSV',
  exporting: '正在导出…',
  exported: '导出完成，请查看下载的文件',
  exportHint: '按当前筛选条件导出全部线索',

  basics: '基本信息',
  publicId: '编号',
  address: '来源页面',
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
  platform ? (PLATFORM_SHORT_LABELS[platform as Platform] ?? platform) : leadMessages.noPlatform;
