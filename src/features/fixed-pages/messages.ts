/** Texts of the fixed-page building blocks (sections, job positions). */
export const fixedPageMessages = {
  more: '更多',
  relatedLinks: '相关链接',
  allDepartments: '全部',
  departmentFilter: '按部门筛选',
  headcount: (count: number) => `招聘 ${count} 人`,
  requirements: '岗位要求',
  applyNow: '立即申请',
} as const;
