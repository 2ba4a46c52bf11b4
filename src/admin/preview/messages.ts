/** 预览 (issue 25 item 1): the button on the edit screens and the preview screen. */
export const previewMessages = {
  button: '预览',
  making: '正在生成预览…',
  blockedOpen: '浏览器阻止了新窗口，请点此打开预览',
  title: '预览',
  intro: '按访客看到的样子显示尚未发布的内容：左侧为手机（375 像素宽），右侧为电脑（1280 像素宽）。',
  phone: '手机（375 像素）',
  desktop: '电脑（1280 像素）',
  phoneFrame: '手机宽度的页面预览',
  desktopFrame: '电脑宽度的页面预览',
  copy: '复制预览链接',
  copied: '预览链接已复制，未登录的同事也可以打开',
  copyFailed: '无法复制，请手动复制地址栏中的链接',
  openNew: '在新窗口打开',
  expires: (at: string) => `链接有效期至 ${at}，不会被搜索引擎收录。`,
  badLink: '预览链接不正确，请回到编辑页面重新点击“预览”。',
  failed: '预览生成失败，请稍后重试',
} as const;
