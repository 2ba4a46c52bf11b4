/** The shared building blocks' texts. */
export const uiMessages = {
  empty: '暂无数据',
  loading: '正在加载…',
  total: (total: number) => `共 ${total} 条`,
  pageOf: (page: number, pages: number) => `第 ${page} / ${pages} 页`,
  previous: '上一页',
  next: '下一页',
  pageSize: '每页条数',
  pageSizeOption: (size: number) => `${size} 条/页`,
  pagination: '分页',
  search: '查询',
  reset: '重置',
  filters: '筛选',
  save: '保存',
  saving: '正在保存…',
  cancel: '取消',
} as const;
