/** Texts of the floating consult bar and its sheets (issue 21 item 3). */
export const floatingBarMessages = {
  barLabel: '快捷咨询',
  callLabel: (name: string, number: string) => `${name} ${number}`,
  leadSheetIntro: '留下您的姓名和手机号，招生老师会尽快与您联系。',
  qrAlt: '微信二维码',
  qrCaption: '请用微信扫一扫二维码；在微信中可长按二维码识别。',
  close: '关闭',
  loadFailed: '内容加载失败，请稍后重试。',
} as const;
