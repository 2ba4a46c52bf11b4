import { FAILING_AFTER, LEAD_ALERT_KINDS, type LeadAlertKind } from '@contract/lead-alert';
import { recordTitles } from '../ui/messages';

/** 通知设置 and 通知记录's own words (the fields' labels and hints are the contract's: LeadAlertSaveBody). */
export const teamAlertMessages = {
  ...recordTitles('通知设置', '通知'),
  intro:
    '新线索提交后几秒内，发送到本站的企业微信、钉钉、飞书群机器人或邮箱：站点、来源、时间、手机号（中间四位隐藏）、姓氏和后台链接，不含完整手机号和姓名。可疑线索在恢复为正常线索后才发送。',
  caption: (site: string) => `${site}的线索通知`,
  empty: '本站还没有设置线索通知',
  noLinks: '服务器未设置后台地址（STAFF_CONSOLE_URL），消息中不含线索链接。',
  noMail: '服务器未配置发信邮箱（SMTP_URL），暂不能添加邮件通知。',
  name: '名称',
  nameAndAddress: '名称与地址',
  kind: '通知方式',
  state: '状态',
  lastSent: '最近发送',
  waiting: '待发送',
  enabled: '启用',
  disabled: '已停用',
  failing: '异常',
  failingTitle: (count: number) => `连续 ${count} 次发送失败`,
  signed: '已加签',
  never: '尚未发送',
  lastOk: (time: string) => `${time} 成功`,
  lastFailed: (time: string) => `${time} 失败`,
  enable: '启用',
  disable: '停用',
  enableOf: (name: string) => `启用通知「${name}」`,
  disableOf: (name: string) => `停用通知「${name}」`,
  enabledDone: (name: string) => `已启用「${name}」`,
  disabledDone: (name: string) => `已停用「${name}」，待发送的消息已取消`,
  test: '测试发送',
  testOf: (name: string) => `测试发送到「${name}」`,
  testing: '正在发送…',
  testOk: (name: string, ms: number) =>
    `已发送测试消息到「${name}」（用时 ${ms} 毫秒），请在群里或邮箱中查看。`,
  testFailed: (name: string, reason: string) => `测试消息未能发送到「${name}」：${reason}`,
  removeNote: '删除后，尚未发出的消息将被取消。',
  // The dialog.
  dialogIntro: '地址和加签密钥保存后不再显示；修改时留空即保留原来的。',
  kindChoice: (kind: LeadAlertKind) => LEAD_ALERT_KINDS[kind].label,
  mailUnavailable: '（服务器未配置邮件）',
  addressLabel: (kind: LeadAlertKind) => LEAD_ALERT_KINDS[kind].addressLabel,
  addressHint: (kind: LeadAlertKind) =>
    kind === 'email'
      ? '每位收件人单独添加一条'
      : kind === 'wecom'
        ? '群聊 › 群机器人 › 添加机器人，复制 Webhook 地址（https://qyapi.weixin.qq.com/…）'
        : kind === 'dingtalk'
          ? '群设置 › 机器人 › 添加自定义机器人，复制 Webhook 地址（https://oapi.dingtalk.com/…）'
          : '群设置 › 群机器人 › 添加自定义机器人，复制 Webhook 地址（https://open.feishu.cn/…）',
  storedAddress: (hint: string) => `已保存：${hint}（留空则不修改）`,
  signing: '加签',
  signingLabel: '使用加签（机器人“安全设置”中选择了“加签”时勾选）',
  secretStored: '已保存密钥（留空则不修改）',
  enabledLegend: '状态',
  enabledLabel: '启用（新线索将发送到这里）',
  submit: '保存',
  saving: '正在保存…',
  cancel: '取消',

  // 通知记录.
  logTitle: '通知记录',
  logIntro: `每条新线索发送到每个通知的记录，新的在前。失败后按 10 秒、30 秒、2 分钟、10 分钟……重试，24 小时仍未成功记为“失败”；连续 ${FAILING_AFTER} 次失败的通知标为“异常”。`,
  logCaption: '通知记录（新的在前）',
  logEmpty: '没有符合条件的发送记录',
  site: '站点',
  allSites: '全部站点',
  target: '通知',
  allTargets: '全部通知',
  allStates: '全部状态',
  time: '线索时间',
  lead: '线索',
  leadDeleted: '线索已删除',
  attempts: '发送情况',
  noAttempt: '尚未尝试',
  retryAt: (time: string) => `等待重试（${time}）`,
  dueNow: '等待发送',
  attemptOk: (time: string, status: number | null, ms: number) =>
    `${time} 成功${status === null ? '' : `（HTTP ${status}）`}，${ms} 毫秒`,
  attemptFailed: (time: string, reason: string, ms: number) => `${time} 失败：${reason}（${ms} 毫秒）`,
  targetsOfSite: '先选择站点再选择通知',

  // 首页.
  homeTitle: '线索通知',
  homeFailed: '线索通知统计暂时无法加载。',
  homeCards: {
    failing: { label: '异常的通知', hint: `连续 ${FAILING_AFTER} 次以上发送失败` },
    failedRecently: { label: '发送失败', hint: '近 7 天重试 24 小时仍未送达' },
    waiting: { label: '待发送', hint: '正在发送或等待重试' },
  },
  homeFailing: (name: string, site: string, count: number, reason: string | null) =>
    `「${name}」（${site}）连续 ${count} 次发送失败${reason ? `：${reason}` : ''}`,
  unit: '个',
  unitMessages: '条',
} as const;
