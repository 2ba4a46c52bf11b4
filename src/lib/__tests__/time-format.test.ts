import { formatDate, formatDateTime } from '../time-format';

describe('formatDateTime / formatDate', () => {
  it('shows an instant in China Standard Time (UTC+8), whatever the zone of the machine', () => {
    expect(formatDateTime('2026-03-01T06:05:09.000Z')).toBe('2026-03-01 14:05:09');
    expect(formatDateTime(Date.UTC(2026, 2, 1, 6, 5, 9))).toBe('2026-03-01 14:05:09');
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 1, 6, 5, 9)))).toBe('2026-03-01 14:05:09');
    expect(formatDateTime('2026-03-01T14:05:09+08:00')).toBe('2026-03-01 14:05:09');
  });

  it('moves to the next day where China already is (late evening UTC)', () => {
    expect(formatDate('2025-06-29T20:00:00.000Z')).toBe('2025-06-30');
    expect(formatDateTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00');
  });

  it('takes a time written without a zone as the site time, as written', () => {
    expect(formatDateTime('2026-03-01 14:05:09')).toBe('2026-03-01 14:05:09');
    expect(formatDateTime('2026-03-01T14:05')).toBe('2026-03-01 14:05:00');
    expect(formatDateTime('2026-03-01')).toBe('2026-03-01 00:00:00');
    expect(formatDate('2026-03-01')).toBe('2026-03-01');
    expect(formatDate(' 2026-12-31 23:59:59 ')).toBe('2026-12-31');
  });

  it('pads months, days and times with zeros on a 24-hour clock', () => {
    expect(formatDateTime('2026-01-02T01:02:03Z')).toBe('2026-01-02 09:02:03');
  });

  it.each([null, undefined, '', 'not a date', '2026-02-30', '2026-13-01', Number.NaN, new Date('x')])(
    'gives "" for %p',
    (value) => {
      expect(formatDateTime(value)).toBe('');
      expect(formatDate(value)).toBe('');
    },
  );
});
