import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ChannelReport, ChannelReportQuery, ResponseStats } from '@contract/site-message';
import { inboxPath, type LeadFilters } from '../leads/lead-filters';
import { TableScroller, tableCaptionAndCells } from '../ui/data-table';
import { periodTotals } from './chart-data';
import { conversionRate, medianResponse, onTimeRate, reportMessages } from './messages';

const Table = styled.table`
  border-collapse: separate;
  border-spacing: 0;
  min-width: 100%;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-variant-numeric: tabular-nums;
  ${tableCaptionAndCells}
  th,
  td {
    white-space: nowrap;
    text-align: right;
    background: ${({ theme }) => theme.colors.surface};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  thead th,
  tfoot th,
  tfoot td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-weight: 700;
  }
  /* The label column stays in view while the periods scroll under it. */
  tr > :first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    text-align: left;
    max-width: ${({ theme }) => theme.layout.inputWidth / 2}px;
    overflow: hidden;
    text-overflow: ellipsis;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/**
 * The inbox's filters that list a row's leads: its source, campaign or answer, the range and
 * platform; null for the row of leads without an answer (the inbox filters by an answer given).
 */
function rowFilters(
  report: ChannelReport,
  key: string,
  query: ChannelReportQuery,
): Partial<LeadFilters> | null {
  const range = { from: query.from, to: query.to, platform: query.platform ?? '' };
  if (report.by === 'source') return { ...range, source: key };
  if (report.by === 'answer') {
    return key === '' || !query.fieldKey ? null : { ...range, answerKey: query.fieldKey, answerValue: key };
  }
  return key === '' ? { ...range, noCampaign: 'true' } : { ...range, campaign: key };
}

function PeriodCell({ leads, enrolled }: { leads: number; enrolled: number }) {
  return (
    <td>
      <span aria-hidden="true">{reportMessages.cell(leads, enrolled)}</span>
      <span className="visually-hidden">{reportMessages.cellSpoken(leads, enrolled)}</span>
    </td>
  );
}

/** The columns of ResponseCells. */
const RESPONSE_COLUMNS = 3;

/** How fast a row's leads were answered: the median first response, the share on time, 未响应. */
function ResponseCells({ stats }: { stats: ResponseStats }) {
  return (
    <>
      <td>{medianResponse(stats)}</td>
      <td>{onTimeRate(stats)}</td>
      <td>{stats.unanswered}</td>
    </>
  );
}

/**
 * The report as a table, the chart's equivalent for everyone: a row per source (or campaign)
 * whose label opens the inbox filtered to it, its leads, 已报名 and conversion, how fast its leads
 * were answered, then each period's leads / 已报名; 合计 at the foot.
 */
export function ReportTable({
  report,
  query,
  byLabel = reportMessages.rowHeader[report.by],
  overlapping = false,
}: {
  report: ChannelReport;
  query: ChannelReportQuery;
  /** What a row is (来源, 活动, or the form field's label). */
  byLabel?: string;
  /** A lead may count in several rows (a multiple choice's options): the periods' sums are no totals. */
  overlapping?: boolean;
}) {
  const periodLabel = report.interval === 'week' ? reportMessages.periodWeek : reportMessages.periodDay;
  const totals = periodTotals(report);
  return (
    <TableScroller role="region" aria-label={reportMessages.tableCaption(byLabel)} tabIndex={0}>
      <Table>
        <caption>{reportMessages.tableCaption(byLabel)}</caption>
        <thead>
          <tr>
            <th scope="col">{byLabel}</th>
            <th scope="col">{reportMessages.leads}</th>
            <th scope="col">{reportMessages.enrolled}</th>
            <th scope="col">{reportMessages.rate}</th>
            <th scope="col" title={reportMessages.medianResponseHint}>
              {reportMessages.medianResponse}
            </th>
            <th scope="col" title={reportMessages.onTimeHint}>
              {reportMessages.onTime}
            </th>
            <th scope="col">{reportMessages.unanswered}</th>
            {report.periods.map((period) => (
              <th scope="col" key={period}>
                <time dateTime={period}>{periodLabel(period)}</time>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.length === 0 ? (
            <tr>
              <td colSpan={RESPONSE_COLUMNS + 4 + report.periods.length}>{reportMessages.empty}</td>
            </tr>
          ) : (
            report.rows.map((row) => {
              const filters = rowFilters(report, row.key, query);
              return (
                <tr key={row.key}>
                  <th scope="row" title={row.label}>
                    {filters ? <Link to={inboxPath(filters)}>{row.label}</Link> : row.label}
                  </th>
                  <td>{row.total.leads}</td>
                  <td>{row.total.enrolled}</td>
                  <td>{conversionRate(row.total.enrolled, row.total.leads)}</td>
                  <ResponseCells stats={row.response} />
                  {row.byPeriod.map((count, index) => (
                    <PeriodCell key={report.periods[index]} {...count} />
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{reportMessages.total}</th>
            <td>{report.totals.leads}</td>
            <td>{report.totals.enrolled}</td>
            <td>{conversionRate(report.totals.enrolled, report.totals.leads)}</td>
            <ResponseCells stats={report.response} />
            {totals.map((count, index) =>
              overlapping ? (
                <td key={report.periods[index]}>{reportMessages.noRate}</td>
              ) : (
                <PeriodCell key={report.periods[index]} {...count} />
              ),
            )}
          </tr>
        </tfoot>
      </Table>
    </TableScroller>
  );
}
