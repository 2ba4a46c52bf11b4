/** The page sizes a back-office list offers (spec §9). */
export const PAGE_SIZE_OPTIONS = [15, 30, 60, 100, 200, 400, 600, 800, 1000] as const;

export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];

/** Whether a number (say, from the query string) is one of the offered page sizes. */
export function isPageSizeOption(value: number): value is PageSizeOption {
  return (PAGE_SIZE_OPTIONS as readonly number[]).includes(value);
}
