import type { PermissionName } from '@contract/permissions';
import { recordTitles } from '../ui/messages';

export const accountMessages = {
  ...recordTitles('账号管理', '账号'),
  keyword: '关键词',
  keywordHint: '用户名或姓名',
  caption: '员工账号列表',
  username: '用户名',
  usernameHint: '2 到 32 位字母、数字、下划线、点或连字符，保存后不能修改',
  displayName: '姓名',
  permissions: '权限',
  status: '状态',
  lastSignIn: '最近登录',
  never: '从未登录',
  enabled: '启用',
  disabled: '已停用',
  enabledToggle: '启用此账号（取消勾选即停用，停用后立即退出登录）',
  none: '无',
  resetPassword: '重置密码',
  you: '（我）',
  password: '初始密码',
  passwordHint: '至少 10 位；留空则由系统生成随机密码，保存后仅显示一次',
  created: '账号已创建',
  generatedPassword: '系统生成的初始密码（仅显示这一次，请复制后告知本人）：',
  resetDone: '密码已重置',
  resetPasswordShown: '新密码（仅显示这一次，请复制后告知本人）：',
  copy: '复制密码',
  resetConfirm: (name: string) => `确定重置「${name}」的密码吗？系统将生成新密码，该账号需用新密码重新登录。`,
  selfLocked: '这是您自己的账号：不能停用，也不能修改自己的权限，请由其他有“账号管理”权限的同事修改。',
  selfNoDelete: '不能删除自己的账号',
  usernameMissing: '请输入用户名',
  usernameInvalid: '用户名为 2 到 32 位字母、数字、下划线、点或连字符',
  displayNameMissing: '请输入姓名',
  displayNameInvalid: '姓名为 1 到 32 个字符，不含 < >',
  passwordTooShort: (min: number) => `密码至少 ${min} 位`,
  notFound: '账号不存在或已被删除。',
  twoFactor: '两步验证',
  twoFactorOn: '已启用',
  twoFactorOff: '未启用',
  resetTwoFactor: '重置两步验证',
  resetTwoFactorConfirm: (name: string) =>
    `确定重置「${name}」的两步验证吗？该账号的验证器和恢复码将失效并立即退出登录，之后只用密码登录（若被要求使用两步验证，需重新设置）。`,
  resetTwoFactorDone: '两步验证已重置',
  policyLegend: '登录安全',
  policyLabel: '要求拥有“账号管理”或“线索导出”权限的账号使用两步验证登录',
  policyHint: '开启后，这些账号登录时须输入验证码；尚未设置的账号登录后只能先完成设置。',
  policyNeedsOwn: '开启前，请先在右上角“两步验证”为自己的账号完成设置。',
  policyConfirm:
    '确定要求拥有“账号管理”或“线索导出”权限的账号使用两步验证吗？尚未设置的账号下次操作时将被要求先完成设置。',
  policyOn: '已要求使用两步验证',
  policyOff: '已取消两步验证要求',
} as const;

/** The permission checkboxes' labels, by bit name (contract/permissions.ts). */
export const PERMISSION_CHECKBOX_LABELS: Record<PermissionName, string> = {
  content: '内容管理',
  leads: '线索查看与跟进',
  // Exporting also needs 线索查看与跟进 (an export holds every whole phone number).
  leadExport: '线索导出（需同时有线索查看权限）',
  accounts: '账号管理',
};
