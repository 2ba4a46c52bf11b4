import { progressPercent } from '../progress';

describe('progressPercent', () => {
  it('gives two decimals by default', () => {
    expect(progressPercent(1, 3)).toBe('33.33');
    expect(progressPercent(2, 3)).toBe('66.67');
    expect(progressPercent(3, 3)).toBe('100.00');
    expect(progressPercent(0, 5)).toBe('0.00');
  });

  it('honours other decimal counts', () => {
    expect(progressPercent(1, 3, 0)).toBe('33');
    expect(progressPercent(1, 3, 1)).toBe('33.3');
    expect(progressPercent(1, 8, 3)).toBe('12.500');
  });

  it('rounds half up where toFixed alone would not', () => {
    expect((1.005).toFixed(2)).toBe('1.00'); // the trap
    expect(progressPercent(1.005, 100)).toBe('1.01');
    expect(progressPercent(201, 20000)).toBe('1.01'); // 1.005 %
    expect(progressPercent(1, 200, 0)).toBe('1'); // 0.5 % → 1
    expect(progressPercent(1, 7)).toBe('14.29');
    expect(progressPercent(1, 1e9)).toBe('0.00'); // tiny shares do not turn into NaN
  });

  it('gives 0 for an empty or broken total', () => {
    expect(progressPercent(0, 0)).toBe('0.00');
    expect(progressPercent(5, 0)).toBe('0.00');
    expect(progressPercent(5, -1)).toBe('0.00');
    expect(progressPercent(Number.NaN, 10)).toBe('0.00');
    expect(progressPercent(0, 0, 0)).toBe('0');
  });

  it('stays within 0–100', () => {
    expect(progressPercent(12, 10)).toBe('100.00');
    expect(progressPercent(-1, 10)).toBe('0.00');
  });
});
