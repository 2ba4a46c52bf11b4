import { UPLOAD_LIMITS } from '@contract/server-file';

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
  uploaded: (name: string) => `已上传：${name}`,
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
