import type { DefaultTheme } from 'styled-components';
import type { ChannelReport } from '@contract/site-message';
import { reportMessages } from './messages';

/**
 * The chart's series colours, one per source or campaign in the order of the report's rows, then
 * 其他. Each has at least 4.5:1 contrast against the console's white surface, enough for the
 * bars (WCAG 1.4.11) and for the legend, which writes each name in its colour (checked by
 * lead-report/__tests__/chart-data.test.ts), and differs in hue from its neighbours; the first
 * two are the theme's primary and accent. 已报名 is a dashed line in the text colour.
 */
export const SERIES_COLOURS = ['#0b5cad', '#b45309', '#0f766e', '#7c3aed', '#be185d', '#15803d'] as const;
export const OTHERS_COLOUR = '#5f6b7a';

/** Sources or campaigns drawn one by one; the rest are summed as 其他 (the table lists each). */
export const CHART_SERIES_MAX = SERIES_COLOURS.length;

/** The chart's height (its place is kept this tall while its chunk loads). */
export const chartHeight = ({ space }: DefaultTheme): number => 3 * (space[9] ?? 0) + (space[6] ?? 0);

export type ChartSeries = { key: string; label: string; colour: string };
export type ChartPoint = { period: string; enrolled: number } & Record<string, number | string>;

/**
 * The report as the chart draws it: one point per period with each series' leads (keys `s0`,
 * `s1` …, since a source may hold dots, which the chart would read as a path) and the period's
 * 已报名; the report's first rows as series, the others summed as 其他.
 */
export function chartDataOf(
  report: ChannelReport,
  periodLabel: (day: string) => string,
): { series: ChartSeries[]; points: ChartPoint[] } {
  const shown = report.rows.slice(0, CHART_SERIES_MAX);
  const rest = report.rows.slice(CHART_SERIES_MAX);
  const series: ChartSeries[] = shown.map((row, index) => ({
    key: `s${index}`,
    label: row.label,
    colour: SERIES_COLOURS[index]!,
  }));
  if (rest.length > 0) series.push({ key: 'others', label: reportMessages.others, colour: OTHERS_COLOUR });

  const points = report.periods.map((period, index) => {
    const point: ChartPoint = { period: periodLabel(period), enrolled: 0 };
    shown.forEach((row, rowIndex) => {
      point[`s${rowIndex}`] = row.byPeriod[index]?.leads ?? 0;
    });
    if (rest.length > 0) point.others = rest.reduce((sum, row) => sum + (row.byPeriod[index]?.leads ?? 0), 0);
    point.enrolled = report.rows.reduce((sum, row) => sum + (row.byPeriod[index]?.enrolled ?? 0), 0);
    return point;
  });
  return { series, points };
}

/** Each period's totals over all rows (the table's 合计 row). */
export const periodTotals = (report: ChannelReport) =>
  report.periods.map((_period, index) =>
    report.rows.reduce(
      (sum, row) => ({
        leads: sum.leads + (row.byPeriod[index]?.leads ?? 0),
        enrolled: sum.enrolled + (row.byPeriod[index]?.enrolled ?? 0),
      }),
      { leads: 0, enrolled: 0 },
    ),
  );

/** Where a series' entry stands in the legend: the series in order, then 已报名. */
export const legendOrder = (series: readonly ChartSeries[], dataKey: string): number => {
  const place = series.findIndex((one) => one.key === dataKey);
  return place === -1 ? series.length : place;
};
