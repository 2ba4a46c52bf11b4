export const academicEducationMessages = {
  title: '学历教育',
  callToActionTitle: '报名与录取',
  callToActionText: '在线提交报名信息，或凭身份证号查询录取结果。',
  register: '在线报名',
  admissionLookup: '录取查询',
} as const;
