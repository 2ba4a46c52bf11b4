/** The advertising-law check's words in the editors (issue 37 item 3). */
export const adLawMessages = {
  heading: (count: number) => `广告法提示（${count} 处）：`,
  headingOf: (label: string, count: number) => `${label}：广告法提示（${count} 处）：`,
  hit: (reason: string, article: string) => `${reason}（${article}）`,
  more: '…',
  overrideTitle: '以理由放行广告法提示',
  overrideAndSave: '以理由放行并保存',
  overrideIntro: '以下用语可能违反《广告法》。确需保留时，请写明理由；理由和这些用语将记入操作日志。',
  overrideReason: '放行理由',
  overrideHint: (min: number, max: number) => `${min} 到 ${max} 个字符，例如：已核实为学员真实评价并取得授权`,
  confirm: '确认放行',
  confirming: '正在提交…',
  cancel: '取消',
} as const;
