/** The new-lead count and notification's texts (the navigation's badge, 首页's switch, the notification). */
export const leadAlertMessages = {
  /** Read after the navigation's 线索: `线索，12 条新线索`. */
  untouched: (count: number) => `，${count} 条新线索`,

  turnOn: '开启新线索提醒',
  turnOff: '关闭新线索提醒',
  on: '新线索提醒已开启：此浏览器打开控制台时，有新线索会弹出系统通知。',
  off: '开启后，有新线索时浏览器会弹出系统通知（控制台须在某个标签页中保持打开）。',
  unsupported: '此浏览器不支持系统通知，无法开启新线索提醒。请使用新版 Chrome、Edge 或 Firefox。',
  insecure: '浏览器只允许 HTTPS 网址弹出系统通知：请通过 https:// 开头的地址打开控制台后再开启。',
  denied: '浏览器已禁止本站弹出通知。请点击地址栏左侧的图标，在“通知”一项选择“允许”，然后再开启。',
  dismissed: '您没有允许通知，新线索提醒未开启。',

  title: '新线索',
  body: (parts: readonly string[]) => parts.join(' · '),
  fromSource: (label: string) => `来自${label}`,
  someone: '访客',
} as const;
