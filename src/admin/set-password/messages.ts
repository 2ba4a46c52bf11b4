import { rolesAllowing } from '../ui/role-words';

/** 设置密码: the page an invitation or a 忘记密码 link opens (issue 37 item 4). */
export const setPasswordMessages = {
  title: '设置密码',
  checking: '正在检查链接…',
  forWhom: (displayName: string, username: string) => `为 ${displayName}（${username}）设置密码`,
  purpose: { invite: '用途：账号邀请', reset: '用途：找回密码' },
  expires: (time: string) => `链接有效期至 ${time}（北京时间），只能使用一次。`,
  save: '设置密码',
  saving: '正在保存…',
  done: '设置成功，请用新密码登录。',
  toSignIn: '前往登录',
  invalidTitle: '链接不可用',
  noToken: '链接不完整，请从邮件或管理员发送的消息中完整复制链接后打开。',
  askAdmin: `如需重新获取链接，请联系管理账号的同事（${rolesAllowing('accounts')}）。`,
  failed: '无法检查链接，请稍后重试',
} as const;
