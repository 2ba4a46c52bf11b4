/** Texts of the app shell: 404, load errors, titles. */
export const appMessages = {
  admissionTitle: '录取查询',
  notFoundTitle: '页面不存在',
  notFoundBody: '您访问的页面不存在或已被移除，请检查网址，或返回首页继续浏览。',
  goHome: '返回首页',
  goBack: '返回上一页',
  loadErrorTitle: '页面加载失败',
  loadErrorBody: '网络不稳定或页面正在更新，请稍后重试。',
  loadTimeoutBody: '页面加载超时，请检查网络后重试。',
  retry: '重新加载',
  skipToContent: '跳到正文',
} as const;
