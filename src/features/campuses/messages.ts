export const campusMessages = {
  address: '地址',
  hours: '开放时间',
  phone: '电话',
  openIn: '在地图中打开',
  amap: '高德地图',
  baidu: '百度地图',
  tencent: '腾讯地图',
  /** A map link's accessible name: which campus, which map, and that it opens elsewhere. */
  mapLink: (map: string, campus: string) => `用${map}查看${campus}（新窗口打开）`,
  pictureAlt: (campus: string) => `${campus}外景`,
  cityFilter: '按城市查找',
  allCities: '全部城市',
  cityCount: (city: string, count: number) => `${city}（${count}）`,
  totals: (cities: number, campuses: number) => `共 ${campuses} 个校区，分布在 ${cities} 个城市`,
  empty: '暂无校区信息',
  finderLink: '查看全部校区与交通指引',
} as const;
