export const videoListMessages = {
  playlist: '视频列表',
  noVideo: '该条目暂无视频',
  nowPlaying: '正在播放',
} as const;
