/** Texts of the unsaved-report guard (spec §8); the dialog keeps its default 提示 / 确定 / 取消. */
export const reportGuardMessages = {
  leaveUnsaved: '您还没有保存报告，确定离开此页面吗？',
} as const;
