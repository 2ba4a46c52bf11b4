import { formatDate, formatDateTime } from '../time-format';

describe('formatDateTime / formatDate', () => {
  // Built in local time so the test does not depend on the machine's time zone.
  const afternoon = new Date(2026, 2, 1, 14, 5, 9);

  it('formats on a 24-hour clock with zero padding', () => {
    expect(formatDateTime(afternoon)).toBe('2026-03-01 14:05:09');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0, 0))).toBe('2026-12-31 00:00:00');
    expect(formatDate(afternoon)).toBe('2026-03-01');
  });

  it('accepts epoch milliseconds and ISO strings without a zone (local time)', () => {
    expect(formatDateTime(afternoon.getTime())).toBe('2026-03-01 14:05:09');
    expect(formatDateTime('2026-03-01T14:05:09')).toBe('2026-03-01 14:05:09');
    expect(formatDate('2026-03-01')).toBe('2026-03-01');
  });

  it.each([null, undefined, '', 'not a date', Number.NaN, new Date('x')])('gives "" for %p', (value) => {
    expect(formatDateTime(value)).toBe('');
    expect(formatDate(value)).toBe('');
  });
});
