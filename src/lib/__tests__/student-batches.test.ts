import { studentBatchLabel, studentBatchOptions } from '../student-batches';

const NOW = new Date(2026, 4, 20);

describe('studentBatchOptions', () => {
  it('lists spring and autumn from 2010 to the current year + 2, oldest first', () => {
    const options = studentBatchOptions({ now: NOW });
    expect(options).toHaveLength((2028 - 2010 + 1) * 2);
    expect(options.slice(0, 2)).toEqual([
      { value: '201003', label: '2010年春季' },
      { value: '201009', label: '2010年秋季' },
    ]);
    expect(options.at(-1)).toEqual({ value: '202809', label: '2028年秋季' });
    expect(options).toContainEqual({ value: '202603', label: '2026年春季' });
  });

  it('starts at the current year when asked', () => {
    expect(studentBatchOptions({ now: NOW, fromCurrentYear: true }).map((option) => option.value)).toEqual([
      '202603',
      '202609',
      '202703',
      '202709',
      '202803',
      '202809',
    ]);
  });

  it('sorts newest first when asked', () => {
    const values = studentBatchOptions({ now: NOW, order: 'desc' }).map((option) => option.value);
    expect(values.slice(0, 3)).toEqual(['202809', '202803', '202709']);
    expect(values.at(-1)).toBe('201003');
    expect(values).toEqual([...values].sort().reverse());
  });

  it('follows the clock it is given', () => {
    expect(studentBatchOptions({ now: new Date(2030, 0, 1) }).at(-1)?.value).toBe('203209');
  });
});

describe('studentBatchLabel', () => {
  it('names a batch value', () => {
    expect(studentBatchLabel('202609')).toBe('2026年秋季');
    expect(studentBatchLabel('201003')).toBe('2010年春季');
  });

  it.each(['202606', '2026', '20260a', ''])('refuses %p', (value) => {
    expect(studentBatchLabel(value)).toBeNull();
  });
});
