/** What the API layer says to a visitor (spec §8, error catalogue). */
export const apiMessages = {
  deploying: '服务器正在部署，请稍后再试',
  network: '网络连接失败，请检查网络后重试',
  unknown: '请求失败，请稍后再试',
  downloadFailed: '文件下载失败，请稍后再试',
} as const;
