export const homeMessages = {
  title: '首页',
  welcome: (name: string) => `您好，${name}`,
  intro: '从下面进入您有权限使用的功能。',
  screens: '功能入口',
  none: '您的账号暂未分配任何角色，请联系账号管理员。',

  leads: '线索概况',
  unit: '条',
  loadingCount: '—',
  loading: '正在加载线索统计…',
  failed: '线索统计暂时无法加载。',
  retry: '重试',
  overdueBySite: '各站点超时未响应',
  overdueOfSite: (site: string, count: number) => `${site} ${count} 条`,
  cards: {
    today: { label: '今日新增', hint: '今天提交的线索' },
    thisWeek: { label: '本周新增', hint: '本周一以来提交的线索' },
    unassigned: { label: '待分配', hint: '跟进中，还没有负责人' },
    overdue: { label: '超时未响应', hint: '已过响应时限，还没有人联系' },
    followUpToday: { label: '今日回访', hint: '回访日期是今天，仍在跟进' },
    followUpOverdue: { label: '逾期回访', hint: '回访日期已过，仍在跟进' },
    mine: { label: '我的线索', hint: '由我负责，仍在跟进' },
    quarantined: { label: '可疑线索', hint: '疑似程序提交，待核实' },
  },

  review: '审核概况',
  reviewFailed: '审核统计暂时无法加载。',
  reviewCards: {
    pending: { label: '待审核', hint: '等待我审核的修改' },
    returned: { label: '已退回', hint: '我提交后被退回，待修改' },
    drafts: { label: '未提交', hint: '我保存了修改，尚未提交审核' },
  },
} as const;
