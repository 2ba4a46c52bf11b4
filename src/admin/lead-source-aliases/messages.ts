import { recordTitles } from '../ui/messages';

/** 来源别名's own words (the fields' labels and hints are the contract's: LeadSourceAliasSaveBody). */
export const sourceAliasMessages = {
  ...recordTitles('来源别名', '来源别名'),
  intro:
    '推广链接里 utm_source 的写法五花八门（weixin、wx、微信……）。同一来源的各种写法归为一个来源后，渠道报表和线索筛选不再把它拆成几行。保存或删除别名时，已有线索中这种写法的来源会随之更新；线索原来携带的 utm_source 保持不变。',
  caption: '自定义别名（按来源排列）',
  empty: '还没有自定义别名',
  alias: '别名',
  source: '来源',
  updated: '最后修改',
  updatedBy: (name: string, time: string) => `${name} · ${time}`,
  builtInTitle: '内置写法',
  builtInIntro:
    '以下写法无需添加，系统已自动归入对应来源；各来源本身的写法（如 wechat、微信、zhihu、知乎）也是。大小写、全角半角不计。',
  newSource: '新来源…',
  newSourceName: '新来源名称',
  newSourceHint: '如：哔哩哔哩；最多 20 个字',
  chooseSource: '请选择来源',
  choose: '请选择',
  saved: (leads: number) => (leads > 0 ? `已保存，${leads} 条线索的来源随之更新` : '已保存'),
  removedWith: (leads: number) => (leads > 0 ? `已删除，${leads} 条线索的来源随之更新` : '已删除'),
  submit: '保存',
  saving: '正在保存…',
  cancel: '取消',
} as const;
