/**
 * The passwords printed in this repository: the demo staff's (README "Demo data"). The demo seed
 * gives them to its accounts (accounts.ts); a server not in demo mode refuses a sign-in with one
 * (routes/api/bms/system/admin.ts), and no staff member may choose one (password-strength.ts).
 */
/** By username: the demo's accounts, one per typical role (accounts.ts). */
export const DEMO_PASSWORDS = {
  admin: 'Huaxia@2026demo',
  editor: 'Bianji@2026demo',
  'vocational.editor': 'Zhiye@2026demo',
  'vocational.writer': 'Zhuangao@2026demo',
  'vocational.reviewer': 'Shenhe@2026demo',
  'academic.admissions': 'Zhaosheng@2026demo',
  'admissions.lead': 'Zhuguan@2026demo',
} as const;

/** Whether a password is one printed in the repository. */
export const isPublishedPassword = (password: string): boolean =>
  (Object.values(DEMO_PASSWORDS) as string[]).includes(password);

/** The refusal of a sign-in with one outside the demo: who can set a new password, and how. */
export const PUBLISHED_PASSWORD_REFUSED =
  '此账号仍在使用公开的演示密码，正式运行时不能用它登录。请管理员在“账号管理”中为此账号重置密码，' +
  '或在服务器上运行 npm run admin -- password <用户名> 设置新密码';
