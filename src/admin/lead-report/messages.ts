import { REPORT_MAX_DAYS, type ResponseStats } from '@contract/site-message';
import { minutesInWords } from '@contract/working-hours';

export const reportMessages = {
  title: '渠道报表',
  interval: '统计周期',
  intervals: { day: '按天', week: '按周' },
  by: '分组',
  groupings: { source: '按来源', campaign: '按活动', answer: '按表单字段' },
  // 按表单字段 (issue 38 item 1): a choice, 意向专业 or 所在省市 field of one site's form.
  field: '表单字段',
  chooseField: '请选择字段',
  retiredField: (label: string) => `${label}（已从表单删除）`,
  noFields: '该平台的表单没有可统计的字段（选择题、意向专业或所在省市）',
  answerNeedsSite: '按表单字段统计请先选择平台',
  answerNeedsField: '请选择要统计的表单字段',
  multipleNote: '多选题：一条线索选了几项就计入几行，各行之和可能多于合计；各期合计不适用。',
  platform: '平台',
  allPlatforms: '全部平台',
  tooLong: `统计范围不能超过 ${REPORT_MAX_DAYS} 天，请缩短日期范围`,
  failed: '报表暂时无法加载，请稍后重试。',
  loading: '正在统计…',

  totals: (leads: number, enrolled: number, rate: string) =>
    `线索 ${leads} 条，已报名 ${enrolled} 人，转化率 ${rate}`,
  range: (from: string, to: string) => `${from} 至 ${to}`,

  chartTitle: (by: string, interval: string) => `各${by}线索数（${interval}）与已报名人数`,
  chartName: (by: string, interval: string, from: string, to: string) =>
    `图表：${from} 至 ${to} 各${by}的线索数（${interval}，堆叠柱形）与已报名人数（折线），数据见下表`,
  chartLoading: '正在加载图表…',
  chartEmpty: '所选范围内没有线索',
  others: '其他',
  enrolledSeries: '已报名',

  tableCaption: (by: string) => `各${by}的线索与报名（各期数字为：线索 / 已报名）`,
  rowHeader: { source: '来源', campaign: '活动', answer: '表单答案' },
  leads: '线索',
  enrolled: '已报名',
  rate: '转化率',
  total: '合计',
  empty: '所选范围内没有线索',
  periodDay: (day: string) => day.slice(5),
  periodWeek: (day: string) => `${day.slice(5)} 起`,
  cell: (leads: number, enrolled: number) => `${leads} / ${enrolled}`,
  cellSpoken: (leads: number, enrolled: number) => `线索 ${leads}，已报名 ${enrolled}`,
  noRate: '—',

  // How fast leads were answered (issue 38 item 3).
  medianResponse: '首次响应（中位数）',
  medianResponseHint: '从提交到第一次修改状态或添加备注，按各站点工作时间计算；未响应的线索不计入',
  onTime: '按时响应率',
  onTimeHint: '在响应时限内响应的线索占比（尚未到时限且未响应的线索不计入）',
  unanswered: '未响应',
  responseTotals: (median: string, onTime: string, unanswered: number) =>
    `首次响应中位数 ${median}，按时响应率 ${onTime}，未响应 ${unanswered} 条`,
} as const;

/** Enrolled of leads as a percentage with one decimal (`25.0%`); — without leads. */
export const conversionRate = (enrolled: number, leads: number): string =>
  leads > 0 ? `${((enrolled / leads) * 100).toFixed(1)}%` : reportMessages.noRate;

/** The median first response in words (`12 分钟`); — when no lead was answered. */
export const medianResponse = (stats: ResponseStats): string =>
  stats.medianMinutes === null ? reportMessages.noRate : minutesInWords(stats.medianMinutes);

/** The share answered within the target (`80.0%`); — when no lead's outcome is known yet. */
export const onTimeRate = (stats: ResponseStats): string =>
  stats.judged > 0 ? `${((stats.withinTarget / stats.judged) * 100).toFixed(1)}%` : reportMessages.noRate;
