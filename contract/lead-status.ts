/**
 * The admissions workflow of a lead (site message), an extension of the catalogue (issue 13).
 * No typebox here: the browser imports this file at run time to draw labels and filters.
 */
export const LEAD_STATUS = {
  /** 新线索: nobody has worked it yet (the list marks it `isNew`). */
  new: 0,
  /** 已联系: called back. */
  contacted: 1,
  /** 已报名: enrolled. */
  enrolled: 2,
  /** 无效: not a real lead (wrong number, spam). */
  invalid: 3,
} as const;
export type LeadStatusName = keyof typeof LEAD_STATUS;
export type LeadStatusValue = (typeof LEAD_STATUS)[LeadStatusName];

export const LEAD_STATUS_VALUES = Object.values(LEAD_STATUS) as LeadStatusValue[];

/** Chinese labels by value, for lists, details and the export. */
export const LEAD_STATUS_LABELS: Record<LeadStatusValue, string> = {
  0: '新线索',
  1: '已联系',
  2: '已报名',
  3: '无效',
};

/** A phone number as the list shows it: `138****5678` (the details show it whole). */
export const maskPhone = (phone: string): string =>
  /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****';

/**
 * A name where others may see it (a browser notification, a team's group chat, an alert mail):
 * the first character only (`陈**`), or 访客 for none. Never the whole name.
 */
export const maskName = (name: string): string => {
  const first = [...name.trim()][0];
  return first ? `${first}**` : '访客';
};
