/** The built-in page types (docs/content-contract.md), plus one that content staff added later. */
export const PAGE_TYPES: { name: string; templateKey: string; contentType?: string; sortType?: string }[] = [
  { name: '新闻列表', templateKey: 'word_list1', contentType: 'c-2', sortType: 's-2-1' },
  { name: '图文图片列表', templateKey: 'word_list2' },
  { name: '可点击分页图片', templateKey: 'word_list3', contentType: 'c-2', sortType: 's-2-7' },
  { name: '拼图', templateKey: 'word_list4' },
  { name: '纯图片', templateKey: 'word_list5' },
  { name: '文字图片列表', templateKey: 'word_list6' },
  { name: '时间轴', templateKey: 'word_list7', contentType: 'c-2', sortType: 's-2-3' },
  { name: '内容展示', templateKey: 'word_list8' },
  { name: '联系我们', templateKey: '/concact_us' },
  { name: '招聘', templateKey: 'word_list11' },
  { name: '全国布局', templateKey: 'word_list12' },
  { name: '封面列表', templateKey: 'word_list13', contentType: 'c-2', sortType: 's-2-4' },
  { name: '分页纯图片', templateKey: 'word_list14', contentType: 'c-2', sortType: 's-2-8' },
  { name: '全屏图片', templateKey: 'word_list15' },
  { name: '四栏介绍', templateKey: 'word_list16', contentType: 'c-2', sortType: 's-2-5' },
  { name: '视频标题列表', templateKey: 'word_list20', contentType: 'c-2', sortType: 's-2-6' },
  { name: '单链接新窗口', templateKey: 'single_link' },
  { name: '校区查询', templateKey: 'campus_finder' },
  // Added by content staff: an existing template under a new name.
  { name: '荣誉墙', templateKey: 'word_list14' },
];
