/** The step-up dialog's words (issue 35). */
export const stepUpMessages = {
  title: '请确认是您本人',
  description:
    '这是一项敏感操作（两步验证、账号管理或导出线索）。请再次输入您的登录密码，确认后 10 分钟内无需再次输入。',
  password: '当前密码',
  missing: '请输入当前密码',
  confirm: '确认并继续',
  confirming: '正在确认…',
  cancel: '取消',
} as const;
