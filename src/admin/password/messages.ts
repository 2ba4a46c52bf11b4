export const passwordMessages = {
  title: '修改密码',
  description: '修改后，您在其他设备上的登录将失效。',
  oldPassword: '当前密码',
  newPassword: '新密码',
  newPasswordHint: (min: number) => `至少 ${min} 位`,
  confirmPassword: '再次输入新密码',
  save: '确定修改',
  saving: '正在保存…',
  cancel: '取消',
  done: '密码已修改',
  oldMissing: '请输入当前密码',
  tooShort: (min: number) => `新密码至少 ${min} 位`,
  mismatch: '两次输入的新密码不一致',
  same: '新密码不能与当前密码相同',
} as const;

/** The page an account that signed in with a password an admin set is kept on until it chose its own. */
export const requiredPasswordMessages = {
  title: '设置您自己的密码',
  intro: '当前密码由管理员设置，请设置您自己的密码后继续。',
  oldPassword: '当前密码（管理员提供的密码）',
  save: '设置密码并继续',
  saving: '正在保存…',
  done: '密码已设置',
  signOut: '退出登录',
} as const;
