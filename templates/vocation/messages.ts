export const vocationMessages = {
  title: '职业教育',
  callToActionTitle: '学一门手艺，多一份底气',
  callToActionText: '课程时间灵活，学完即可参加职业技能考核。',
  register: '在线报名',
  contact: '咨询我们',
} as const;
