import { formatDate, formatDateTime } from '../format';

describe('the console’s one time format (China time)', () => {
  it('writes a moment as 2026-03-01 09:30 in China time, whatever the zone it was given in', () => {
    expect(formatDateTime('2026-03-01T01:30:00.000Z')).toBe('2026-03-01 09:30');
    expect(formatDateTime('2026-02-28T16:05:59Z')).toBe('2026-03-01 00:05');
    expect(formatDateTime(Date.UTC(2026, 11, 31, 16, 0))).toBe('2027-01-01 00:00');
  });

  it('writes a day as 2026-03-01, the China day of the moment', () => {
    expect(formatDate('2026-02-28T16:00:00Z')).toBe('2026-03-01');
    expect(formatDate('2026-02-28T15:59:59Z')).toBe('2026-02-28');
  });

  it('shows a string that is no time as it is, and nothing as nothing', () => {
    expect(formatDateTime('不是时间')).toBe('不是时间');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
  });
});
