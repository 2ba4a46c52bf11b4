export const teacherProfileMessages = {
  subjects: '授课科目',
  bio: '个人简介',
  otherTeachers: '其他老师',
  notFoundTitle: '没有找到这位老师',
  notFoundText: '该老师的信息不存在或已下线。',
} as const;
