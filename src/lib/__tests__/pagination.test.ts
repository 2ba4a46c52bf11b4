import { isPageSizeOption, PAGE_SIZE_OPTIONS } from '../pagination';

describe('PAGE_SIZE_OPTIONS', () => {
  it('are the sizes of spec §9, ascending', () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([15, 30, 60, 100, 200, 400, 600, 800, 1000]);
  });

  it('recognises an offered size', () => {
    expect(isPageSizeOption(60)).toBe(true);
    expect(isPageSizeOption(6)).toBe(false);
    expect(isPageSizeOption(50)).toBe(false);
  });
});
