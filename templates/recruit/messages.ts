export const recruitMessages = {
  title: '人才招聘',
  positions: '招聘职位',
  callToActionTitle: '期待你的加入',
  callToActionText: '没有找到合适的职位？留下联系方式，我们会尽快与你联系。',
  apply: '立即申请',
} as const;
