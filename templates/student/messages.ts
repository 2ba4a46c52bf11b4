export const studentMessages = {
  title: '学生风采',
} as const;
