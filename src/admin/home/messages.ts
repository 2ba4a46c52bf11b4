export const homeMessages = {
  title: '首页',
  welcome: (name: string) => `您好，${name}`,
  intro: '从下面进入您有权限使用的功能。',
  screens: '功能入口',
  none: '您的账号暂未分配任何功能权限，请联系账号管理员。',
} as const;
