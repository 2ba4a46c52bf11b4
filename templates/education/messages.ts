export const educationMessages = {
  title: '教育培训',
  programmes: '开设项目',
  teachers: '名师团队',
  callToActionTitle: '找到适合你的课程',
  callToActionText: '留下联系方式，课程顾问会尽快为你答疑。',
  register: '在线报名',
  contact: '联系我们',
} as const;
