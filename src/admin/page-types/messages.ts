import type { LayoutKind } from './layout-kind';
import { recordTitles } from '../ui/messages';

export const pageTypeMessages = {
  ...recordTitles('页面类型', '页面类型'),
  caption: '页面类型列表',
  notFound: '页面类型不存在或已被删除。',
  name: '名称',
  template: '模板',
  templateChoose: '选择模板（只列出网站已有的模板）',
  templateOf: (name: string, key: string) => `${name}（${key}）`,
  layout: '版式',
  scheme2: '内容类型 / 排版类型',
  templateState: '模板状态',
  templateOk: '正常',
  templateMissing: '模板不存在',
  none: '—',
  editOf: (name: string) => `编辑页面类型“${name}”`,
  removeOf: (name: string) => `删除页面类型“${name}”`,
  inUse: (menus: string[]) =>
    `仍有栏目使用此页面类型：${menus.slice(0, 10).join('、')}${menus.length > 10 ? ` 等 ${menus.length} 个` : ''}。请先把这些栏目改用其他页面类型。`,
  templateMissingChoice: '请选择模板',
  tooLong: (label: string, max: number) => `${label}不超过 ${max} 个字符`,
  builtIn: '内置功能',
  templatesLoading: '正在加载模板…',
  currentMissing: (key: string) => `当前模板 ${key} 在网站中已不存在，请重新选择。`,
} as const;

/** Each layout's name and its text alternative (what the small drawing shows). */
export const LAYOUT_TEXTS: Record<LayoutKind, { name: string; description: string }> = {
  news: { name: '新闻列表', description: '按日期排列的标题和摘要，一行一条' },
  cards: { name: '卡片', description: '图片卡片配标题，多列排列' },
  rows: { name: '图文行', description: '左图右文，一行一条' },
  gallery: { name: '图集', description: '带说明的图片拼排，第一张为大图' },
  band: { name: '四栏要点', description: '四项要点并排成一行' },
  timeline: { name: '时间轴', description: '事件沿竖直的时间轴依次排列' },
  spotlight: { name: '单篇图文', description: '一项内容，大图配文字' },
  page: { name: '固定页面', description: '顶部横幅加若干内容区块，版式由页面自身决定' },
  link: { name: '外部链接', description: '不打开页面，直接在新窗口打开第一条内容的链接' },
};
