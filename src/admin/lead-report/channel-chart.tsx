import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useTheme } from 'styled-components';
import { chartHeight, type ChartPoint, type ChartSeries, legendOrder } from './chart-data';
import { reportMessages } from './messages';

/**
 * The channel report's chart (recharts, in a chunk of its own): leads per period stacked by
 * source or campaign, and 已报名 per period as a line. A picture only: the figure names it and
 * the table under it holds the same numbers for everyone.
 */
export default function ChannelChart({ series, points }: { series: ChartSeries[]; points: ChartPoint[] }) {
  const theme = useTheme();
  const axis = { fill: theme.colors.text, fontSize: theme.fontSizes[0] };
  return (
    <ResponsiveContainer width="100%" height={chartHeight(theme)}>
      <ComposedChart
        data={points}
        accessibilityLayer={false}
        margin={{ top: theme.space[2], right: theme.space[3] }}
      >
        <CartesianGrid stroke={theme.colors.border} vertical={false} />
        <XAxis dataKey="period" tick={axis} stroke={theme.colors.textMuted} />
        <YAxis allowDecimals={false} tick={axis} stroke={theme.colors.textMuted} width={theme.space[7]} />
        <Tooltip />
        {/* In the report's order (most leads first), 其他 and 已报名 last, not by name. */}
        <Legend
          itemSorter={(item) => legendOrder(series, String(item.dataKey))}
          wrapperStyle={{ fontSize: theme.fontSizes[1], color: theme.colors.text }}
        />
        {series.map((one) => (
          <Bar
            key={one.key}
            dataKey={one.key}
            name={one.label}
            stackId="leads"
            fill={one.colour}
            isAnimationActive={false}
          />
        ))}
        <Line
          dataKey="enrolled"
          name={reportMessages.enrolledSeries}
          type="linear"
          stroke={theme.colors.text}
          strokeWidth={2}
          strokeDasharray="6 3"
          dot={{ r: 3, fill: theme.colors.text }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
