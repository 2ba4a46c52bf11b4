export const aboutUsMessages = {
  title: '关于我们',
  teachers: '领导与师资',
} as const;
