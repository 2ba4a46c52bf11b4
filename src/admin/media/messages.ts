import { MEDIA_KIND_LABELS, UPLOAD_LIMITS } from '@contract/server-file';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Texts of uploads and the media library. */
export const mediaMessages = {
  upload: { image: '上传图片', video: '上传视频' },
  pick: '从媒体库选择',
  clear: '清除',
  cancel: '取消上传',
  preview: (label: string) => `${label}预览`,
  progress: (percent: number) => `正在上传 ${percent}%`,
  progressLabel: '上传进度',
  uploaded: (chosen: string, stored: string) =>
    chosen === stored
      ? `已上传：${chosen}`
      : `已上传：${chosen}（媒体库已有同一文件“${stored}”，直接使用它）`,
  recommended: (label: string, [width, height]: readonly [number, number]) =>
    `${label.replace(/（.*）$/, '')} 建议 ${width} × ${height} 像素`,
  cancelled: '已取消上传',
  wrongType: { image: '请选择 JPG、PNG 或 GIF 图片', video: '请选择 MP4 视频' },
  tooLarge: {
    image: `图片不能超过 ${megabytes(UPLOAD_LIMITS.image)}`,
    video: `视频不能超过 ${megabytes(UPLOAD_LIMITS.video)}`,
  },
  failed: '上传失败，请稍后再试',
  network: '网络连接失败，请检查网络后重试',
  library: { image: '图片库', video: '视频库' },
  libraryHint: '选择以前上传的文件；新文件请用“上传”。',
  libraryEmpty: '还没有上传过文件',
  libraryLoading: '正在加载…',
  choose: (name: string) => `选择 ${name}`,
  close: '关闭',
  size: (bytes: number) =>
    bytes >= 1024 * 1024
      ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`,
} as const;

/** Texts of the 媒体库 screen. */
export const libraryPageMessages = {
  title: '媒体库',
  caption: '上传的图片和视频',
  empty: '没有符合条件的文件',
  keyword: '文件名',
  keywordHint: '文件名中的文字',
  kind: '类型',
  allKinds: '全部类型',
  kinds: [
    ['image', MEDIA_KIND_LABELS.image],
    ['video', MEDIA_KIND_LABELS.video],
    ['other', '其他'],
  ] as const,
  thumbnail: '预览',
  file: '文件',
  uploadedOn: (time: string) => `上传于 ${time}`,
  uploadedBy: (name: string) => `上传人：${name}`,
  noAlt: '（未填写替代文字）',
  /**
   * Why a file's alt text and 删除 are not offered: the library is one for all sites, and a role of
   * some sites changes only its own uploads (short: the actions column is narrow at 1024 px).
   */
  othersFile: '他人上传，不可修改',
  alt: '替代文字',
  altLabel: (name: string) => `“${name}”的替代文字`,
  altHint: '说明图片内容，供看不到图片的访客使用；网站在没有自己说明的地方显示它',
  altSave: '保存替代文字',
  // The accessible name starts with the visible label (WCAG 2.5.3 label in name).
  altSaveOf: (name: string) => `保存替代文字（${name}）`,
  altSaved: '替代文字已保存',
  usedBy: '使用位置',
  unused: '未使用',
  remove: '删除',
  removeOf: (name: string) => `删除“${name}”`,
  confirmRemove: (name: string) => `确定删除“${name}”吗？删除后无法恢复。`,
  removed: '文件已删除',
  pixels: (width: number, height: number) => `${width} × ${height} 像素`,
  webSizes: (widths: readonly number[]) => (widths.length ? `网页尺寸 ${widths.join('、')}` : ''),
  videoThumb: (name: string) => `视频：${name}`,
} as const;
