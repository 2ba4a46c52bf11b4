export const introContentMessages = {
  tableOfContents: '本页目录',
} as const;
