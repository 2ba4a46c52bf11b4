export const timelineMessages = {
  year: (year: string) => `${year} 年`,
} as const;
