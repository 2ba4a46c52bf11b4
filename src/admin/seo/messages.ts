/** Texts of 搜索与分享, the SEO and sharing section of the content and menu editors (issue 25 item 3). */
export const seoMessages = {
  title: '搜索与分享',
  intro: '页面在搜索结果和微信分享卡片中的样子。留空的项目沿用页面的标题、摘要和图片。',
  loading: '正在加载搜索与分享…',
  seoTitle: '搜索标题',
  seoDescription: '搜索描述',
  seoImage: '分享图片',
  seoImageHint: '分享卡片上的图片（微信显示为方形缩略图，取中间部分）；留空则用内容的图片或网站的默认图片',
  noindexLegend: '搜索引擎',
  noindex: '不让搜索引擎收录',
  noindexHint: '勾选后页面带 noindex 标记并从站点地图中去掉；已收录的页面要过一段时间才会从搜索结果中消失。',
  /** The soft limit under a box: how much a search result shows, and how much is typed. */
  shown: (limit: number, width: number) =>
    `搜索结果中大约只显示前 ${limit} 个字；现在约 ${width} 个字（英文字母和数字按半个字计）`,
  shownEmpty: (limit: number) => `留空则沿用页面的；搜索结果中大约只显示前 ${limit} 个字`,
  over: (limit: number, width: number) =>
    `偏长：搜索结果中大约只显示前 ${limit} 个字，现在约 ${width} 个字，后面的部分会被省略`,
  searchPreview: '搜索结果预览',
  searchPreviewNote: '按百度、谷歌大约显示的长度截断；实际显示由搜索引擎决定。',
  noindexPreview: '已设置不让搜索引擎收录：此页面不会出现在搜索结果中。',
  cardPreview: '微信分享卡片预览',
  cardPreviewNote:
    '网站未接入微信 JS-SDK：微信是否采用这里的标题、描述和图片由微信决定，有时只显示网页标题和链接。',
  noDescription: '（留空：使用栏目第一条内容的摘要）',
  noPicture: '无图片',
} as const;
