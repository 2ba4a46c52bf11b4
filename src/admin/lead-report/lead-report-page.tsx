import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { useGetChannelReportSiteMessageQuery } from '@/api/generated/cms-api';
import type { ApiError } from '@/api/envelope';
import { CODE } from '@contract/codes';
import { chinaToday } from '../ui/china-days';
import { fieldValue } from '../ui/form-field';
import { Notice, SectionTitle } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { siteChoices, siteFilterAmong, useScreenSites } from '../ui/platform-switch';
import { DateRangeFields, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { chartDataOf, chartHeight } from './chart-data';
import { conversionRate, medianResponse, onTimeRate, reportMessages } from './messages';
import { useAnswerFields } from '../leads/use-answer-fields';
import { groupingError, rangeError, REPORT_PARAMS, type ReportParams, reportQueryOf } from './report-params';
import { ReportTable } from './report-table';

const ChannelChart = lazy(() => import(/* webpackChunkName: "admin-lead-report-chart" */ './channel-chart'));

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  figcaption {
    margin-bottom: ${({ theme }) => theme.space[3]}px;
    font-weight: 600;
  }
`;

/** The chart's place, as tall as the chart, so nothing jumps when its chunk arrives; its tooltip stays inside. */
const ChartBox = styled.div`
  position: relative;
  min-height: ${({ theme }) => chartHeight(theme)}px;
  overflow: hidden;
`;

const Totals = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

/** The server refused the query itself (a range it does not take): its words go beside the dates. */
const refusal = (error: unknown): string | null => {
  const failure = error as ApiError | undefined;
  return failure?.code === CODE.badRequest ? failure.message : null;
};

/**
 * 渠道报表: leads and 已报名 per source (or campaign) per day (or week) over a range (the last 30
 * China-time days unless the address says otherwise) and a platform, as a chart and a table;
 * each row opens the inbox filtered to its leads. The choices live in the address.
 */
export function LeadReportPage() {
  const { filters, update } = useListParams(REPORT_PARAMS);
  const sites = useScreenSites();
  const query = reportQueryOf(filters, chinaToday(), sites);
  const [formError, setFormError] = useState<string | null>(null);
  const report = useGetChannelReportSiteMessageQuery(query, { refetchOnMountOrArgChange: true });
  const data = report.isError ? undefined : report.data;
  const resetKey = REPORT_PARAMS.map((key) => filters[key]).join('|');
  // The grouping and site chosen in the form, before 查询: 按表单字段 offers the site's fields at
  // once. The address's again whenever it changes (the form is drawn afresh then).
  const [picked, setPicked] = useState({ resetKey, by: query.by as string, platform: query.platform ?? '' });
  const live =
    picked.resetKey === resetKey ? picked : { resetKey, by: query.by, platform: query.platform ?? '' };
  const pick = (change: Partial<Pick<typeof picked, 'by' | 'platform'>>) => setPicked({ ...live, ...change });
  const liveSite = siteFilterAmong(live.platform, sites);
  const answerFields = useAnswerFields(live.by === 'answer' ? liveSite : undefined);
  // The report's field, as the site's form names it (the address's, once the form is known).
  const shownFields = useAnswerFields(query.by === 'answer' ? query.platform : undefined).fields;
  const field = shownFields.find((one) => one.key === query.fieldKey);
  const by =
    query.by === 'answer'
      ? field
        ? field.retired
          ? reportMessages.retiredField(field.label)
          : field.label
        : reportMessages.rowHeader.answer
      : reportMessages.rowHeader[query.by];
  const interval = reportMessages.intervals[query.interval];
  const serverRefusal = report.isError ? refusal(report.error) : null;

  const onSearch = (form: HTMLFormElement) => {
    const next: ReportParams = {
      from: fieldValue(form, 'from'),
      to: fieldValue(form, 'to'),
      interval: fieldValue(form, 'interval'),
      by: fieldValue(form, 'by'),
      platform: fieldValue(form, 'platform'),
      field: fieldValue(form, 'by') === 'answer' ? fieldValue(form, 'field') : '',
    };
    const chosen = reportQueryOf(next, chinaToday(), sites);
    const error = rangeError(chosen.from, chosen.to) ?? groupingError(next);
    setFormError(error);
    if (error) return;
    // The defaults stay out of the address.
    update({
      filters: {
        ...next,
        from: chosen.from,
        to: chosen.to,
        interval: chosen.interval === 'day' ? '' : chosen.interval,
        by: chosen.by === 'source' ? '' : chosen.by,
      },
    });
  };

  const chart = data
    ? chartDataOf(data, data.interval === 'week' ? reportMessages.periodWeek : reportMessages.periodDay)
    : null;

  return (
    <>
      <PageHeader title={reportMessages.title} />
      <SearchBar onSearch={onSearch} resetKey={resetKey}>
        <DateRangeFields from={query.from} to={query.to} error={formError ?? serverRefusal} />
        <SelectField label={reportMessages.interval} name="interval" defaultValue={query.interval}>
          <Options choices={Object.entries(reportMessages.intervals)} />
        </SelectField>
        <SelectField
          label={reportMessages.by}
          name="by"
          defaultValue={query.by}
          onChange={(event) => pick({ by: event.target.value })}
        >
          <Options choices={Object.entries(reportMessages.groupings)} />
        </SelectField>
        <SelectField
          label={reportMessages.platform}
          name="platform"
          defaultValue={query.platform ?? ''}
          onChange={(event) => pick({ platform: event.target.value })}
        >
          <Options none={reportMessages.allPlatforms} choices={siteChoices(sites)} />
        </SelectField>
        {live.by === 'answer' && liveSite && answerFields.ready ? (
          <SelectField
            key={`${liveSite}|${answerFields.fields.length}`}
            label={reportMessages.field}
            name="field"
            defaultValue={liveSite === query.platform ? (query.fieldKey ?? '') : ''}
            hint={answerFields.fields.length === 0 ? reportMessages.noFields : undefined}
          >
            <Options
              none={reportMessages.chooseField}
              choices={answerFields.fields.map((one) => [
                one.key,
                one.retired ? reportMessages.retiredField(one.label) : one.label,
              ])}
            />
          </SelectField>
        ) : null}
      </SearchBar>
      {report.isError && !serverRefusal ? <Notice>{reportMessages.failed}</Notice> : null}
      {report.isLoading ? <p role="status">{reportMessages.loading}</p> : null}
      {data && chart ? (
        <section aria-labelledby="report-range" aria-busy={report.isFetching || undefined}>
          <SectionTitle id="report-range">{reportMessages.range(query.from, query.to)}</SectionTitle>
          <Totals>
            {reportMessages.totals(
              data.totals.leads,
              data.totals.enrolled,
              conversionRate(data.totals.enrolled, data.totals.leads),
            )}
          </Totals>
          <Totals>
            {reportMessages.responseTotals(
              medianResponse(data.response),
              onTimeRate(data.response),
              data.response.unanswered,
            )}
          </Totals>
          <Figure>
            <figcaption>{reportMessages.chartTitle(by, interval)}</figcaption>
            <ChartBox role="img" aria-label={reportMessages.chartName(by, interval, query.from, query.to)}>
              {data.rows.length === 0 ? (
                <p>{reportMessages.chartEmpty}</p>
              ) : (
                <Suspense fallback={<p>{reportMessages.chartLoading}</p>}>
                  <ChannelChart series={chart.series} points={chart.points} />
                </Suspense>
              )}
            </ChartBox>
          </Figure>
          {field?.type === 'multiple' && data.by === 'answer' ? (
            <Totals>{reportMessages.multipleNote}</Totals>
          ) : null}
          <ReportTable
            report={data}
            query={query}
            byLabel={by}
            overlapping={field?.type === 'multiple' && data.by === 'answer'}
          />
        </section>
      ) : null}
    </>
  );
}
