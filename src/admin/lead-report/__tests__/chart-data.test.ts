import type { ChannelReport } from '@contract/site-message';
import { theme } from '@/theme/theme';
import { chartDataOf, legendOrder, OTHERS_COLOUR, periodTotals, SERIES_COLOURS } from '../chart-data';

/** WCAG 2.1 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const count = (leads: number, enrolled = 0) => ({ leads, enrolled });
const unanswered = (leads: number) => ({
  responded: 0,
  unanswered: leads,
  medianMinutes: null,
  judged: 0,
  withinTarget: 0,
});

const report = (rows: number): ChannelReport => ({
  interval: 'day',
  by: 'source',
  periods: ['2026-03-01', '2026-03-02'],
  rows: Array.from({ length: rows }, (_, index) => ({
    key: index === 0 ? 'm.baidu.com' : `source${index}`,
    label: `来源${index}`,
    total: count(3, 1),
    byPeriod: [count(1), count(2, 1)],
    response: unanswered(3),
  })),
  totals: count(3 * rows, rows),
  response: unanswered(3 * rows),
});

describe('the chart’s colours', () => {
  // 3:1 would do for bars (WCAG 1.4.11); the legend writes each name in its colour: 4.5:1 (1.4.3).
  it.each([...SERIES_COLOURS, OTHERS_COLOUR, theme.colors.text])(
    '%s has 4.5:1 contrast against the surface, as text and as a bar',
    (colour) => {
      expect(contrast(colour, theme.colors.surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('are all different', () => {
    expect(new Set([...SERIES_COLOURS, OTHERS_COLOUR]).size).toBe(SERIES_COLOURS.length + 1);
  });
});

describe('the report as the chart draws it', () => {
  it('draws each row as a series, with keys free of dots, and 已报名 per period', () => {
    const { series, points } = chartDataOf(report(2), (day) => day.slice(5));
    expect(series).toEqual([
      { key: 's0', label: '来源0', colour: SERIES_COLOURS[0] },
      { key: 's1', label: '来源1', colour: SERIES_COLOURS[1] },
    ]);
    expect(points).toEqual([
      { period: '03-01', s0: 1, s1: 1, enrolled: 0 },
      { period: '03-02', s0: 2, s1: 2, enrolled: 2 },
    ]);
  });

  it('sums the rows past the colours as 其他', () => {
    const { series, points } = chartDataOf(report(SERIES_COLOURS.length + 2), (day) => day);
    expect(series).toHaveLength(SERIES_COLOURS.length + 1);
    expect(series.at(-1)).toEqual({ key: 'others', label: '其他', colour: OTHERS_COLOUR });
    expect(points[1]).toMatchObject({ others: 4, enrolled: SERIES_COLOURS.length + 2 });
  });

  it('orders the legend as the report, 其他 and 已报名 last (not by name)', () => {
    const { series } = chartDataOf(report(SERIES_COLOURS.length + 1), (day) => day);
    const keys = ['enrolled', 'others', 's1', 's0'];
    expect([...keys].sort((a, b) => legendOrder(series, a) - legendOrder(series, b))).toEqual([
      's0',
      's1',
      'others',
      'enrolled',
    ]);
  });

  it('totals each period over the rows', () => {
    expect(periodTotals(report(3))).toEqual([count(3), count(6, 3)]);
  });
});
