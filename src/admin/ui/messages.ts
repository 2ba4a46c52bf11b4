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
  from: '开始日期',
  to: '结束日期',
  dateOrder: '结束日期不能早于开始日期',
  save: '保存',
  saving: '正在保存…',
  cancel: '取消',
  // The counter under a box with a limit (form-field.tsx).
  typed: (length: number, max: number) =>
    length > max ? `已输入 ${length}/${max}，超出 ${length - max} 个字符` : `已输入 ${length}/${max}`,
  pasteCut: (max: number, cut: number) =>
    `粘贴的文字超过 ${max} 个字符的上限，末尾 ${cut} 个字符没有粘贴进来`,
  // The record screens' words (list, create, edit), the same on every resource.
  order: '顺序',
  actions: '操作',
  edit: '编辑',
  editNamed: (name: string) => `编辑「${name}」`,
  remove: '删除',
  removeNamed: (name: string) => `删除「${name}」`,
  removed: '删除成功',
  removeQuestion: (kind: string, name: string) => `确定删除${kind}「${name}」吗？`,
  cannotRemove: (kind: string, name: string) => `不能删除${kind}「${name}」`,
  saved: '保存成功',
  backToList: '返回列表',
} as const;

/**
 * A resource's screen titles, from the list's title and what one record is called (账号, 轮播图 …):
 * 新增…, 编辑…, 编辑…：its name.
 */
export const recordTitles = (listTitle: string, record: string) =>
  ({
    listTitle,
    /** What one record is called: the delete question names it (确定删除轮播图「…」吗？). */
    record,
    add: `新增${record}`,
    createTitle: `新增${record}`,
    editTitleLoading: `编辑${record}`,
    editTitle: (name: string) => `编辑${record}：${name}`,
  }) as const;
