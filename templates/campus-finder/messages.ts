export const campusFinderMessages = {
  title: '校区查询',
} as const;
