export const auditMessages = {
  title: '操作日志',
  caption: '操作日志（最新的在前）',
  entity: '对象类型',
  allEntities: '全部对象',
  staff: '操作人',
  allStaff: '全部账号',
  at: '时间',
  action: '操作',
  entityId: '对象编号',
  summary: '内容摘要',
  ip: 'IP 地址',
  system: '系统',
} as const;

/** What the audit trail records, in Chinese (unknown values are shown as they are). */
export const ENTITY_LABELS: Record<string, string> = {
  staffAccount: '员工账号',
  session: '登录会话',
  siteContent: '内容',
  siteMenu: '栏目',
  siteMessage: '线索',
  siteBanner: '横幅',
  siteSetting: '站点设置',
  pageType: '页面类型',
  coworker: '师资',
  jobPosition: '招聘',
};

export const ACTION_LABELS: Record<string, string> = {
  create: '新增',
  update: '修改',
  delete: '删除',
  signIn: '登录',
  signInFailed: '登录失败',
  signOut: '退出登录',
  export: '导出',
  resetPassword: '重置密码',
  updatePassword: '修改密码',
  // 我的登录 and 账号管理 (issue 23 item 3).
  endSession: '结束登录',
  endOtherSessions: '结束其他所有登录',
  endSessions: '结束全部登录',
};
