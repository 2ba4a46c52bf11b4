import { RESPONSE_MINUTES_MAX, RULE_NAME_MAX, RULES_MAX } from '@contract/lead-routing';

/** 分配规则 (issue 38 item 3): the words of a site's lead routing screen. */
export const routingMessages = {
  title: '分配规则',
  intro:
    '新线索提交时，在工作时间内按下面的规则从上到下匹配，第一条符合的规则把线索轮流分配给它的负责人；工作时间外分配给非工作时间负责人（未设置则留待分配）。可疑线索不自动分配。',
  loading: '正在加载分配规则…',
  failed: '分配规则暂时无法加载，请稍后再试。',
  reload: '重新加载',

  hoursTitle: '工作时间与响应时限',
  days: '工作日',
  start: '上班时间',
  end: '下班时间',
  hoursHint: '北京时间；下班时间之后提交的线索从下一个工作日上班起计时',
  responseMinutes: '响应时限（工作分钟）',
  responseHint: `1 到 ${RESPONSE_MINUTES_MAX}；从线索提交起，只计工作时间。超过时限仍未改状态或添加备注的线索记为“超时未响应”`,
  responseMissing: `请填写 1 到 ${RESPONSE_MINUTES_MAX} 之间的整数`,
  afterHoursOwner: '非工作时间负责人',
  afterHoursNobody: '不分配（留待上班后分配）',
  noLongerWorks: (name: string) => `${name}（已不负责本站线索）`,

  rulesTitle: '分配规则',
  rulesEmpty: '还没有分配规则：新线索不会自动分配。',
  rule: (position: number, name: string) => `规则 ${position}${name ? `：${name}` : ''}`,
  ruleName: '规则名称',
  ruleNameHint: `不超过 ${RULE_NAME_MAX} 个字，操作日志和线索记录里用它称呼这条规则`,
  source: '来源',
  anySource: '全部来源',
  campaign: '活动（utm_campaign）',
  campaignHint: '与链接中的 utm_campaign 完全一致；留空表示不限活动',
  members: '轮流分配给',
  membersHint: '只能选择负责本站线索的账号；按顺序轮流，每人一条',
  noStaff: '本站还没有负责线索的账号，请先在账号管理中分配招生老师或招生主管角色。',
  removeRule: (name: string) => `删除规则「${name}」`,
  remove: '删除',
  addRule: '添加规则',
  rulesFull: `每个站点最多 ${RULES_MAX} 条规则`,
  untitled: '未命名',

  save: '保存',
  saving: '正在保存…',
  saved: (site: string) => `${site}的分配规则已保存`,
  unchanged: '分配规则没有变化',
  updatedAt: (time: string) => `最近保存：${time}`,
} as const;
