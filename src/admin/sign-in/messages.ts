export const signInMessages = {
  title: '登录',
  heading: '华夏教育集团 · 内容管理',
  intro: '请使用员工账号登录。',
  username: '用户名',
  password: '密码',
  submit: '登录',
  submitting: '正在登录…',
  usernameMissing: '请输入用户名',
  passwordMissing: '请输入密码',
} as const;
