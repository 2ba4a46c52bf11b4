export const nationwideLayoutMessages = {
  overview: '全国布局总览',
  totals: (regions: number, campuses: number) => `覆盖 ${regions} 个省市，共 ${campuses} 个校区`,
  campusCount: (count: number) => `${count} 个校区`,
  regionPicker: '选择省市',
  noCampus: '暂无校区信息',
  more: '查看详情',
} as const;
