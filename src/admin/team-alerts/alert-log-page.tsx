import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isPlatform } from '@contract/platform';
import {
  LEAD_ALERT_KINDS,
  LEAD_ALERT_REASONS,
  LEAD_ALERT_STATE_NAMES,
  LEAD_ALERT_STATES,
  type LeadAlertDelivery,
  type LeadAlertState,
} from '@contract/lead-alert';
import { useListDeliveryLeadAlertQuery, useListLeadAlertQuery } from '@/api/generated/cms-api';
import { SecondaryLink } from '../ui/buttons';
import { type Column } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { MutedText } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { platformQuery, siteChoices, siteFilterAmong, useScreenSites } from '../ui/platform-switch';
import { PagedTable, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { teamAlertMessages as t } from './messages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Tries = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  overflow-wrap: anywhere;
`;
const Failed = styled.li`
  color: ${({ theme }) => theme.colors.danger};
`;
const Small = styled(MutedText)`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
const StateWord = styled.span<{ $state: LeadAlertState }>`
  font-weight: 600;
  color: ${({ theme, $state }) =>
    $state === 'failed'
      ? theme.colors.danger
      : $state === 'sent'
        ? theme.colors.text
        : theme.colors.textMuted};
`;

const FILTERS = ['platform', 'targetId', 'state'] as const;
const STATE_CHOICES = LEAD_ALERT_STATE_NAMES.map((state) => [state, LEAD_ALERT_STATES[state]] as const);
const isState = (value: string): value is LeadAlertState =>
  (LEAD_ALERT_STATE_NAMES as string[]).includes(value);

/** Where a delivery stands, in words: a pending one says whether it waits for a retry, and until when. */
function stateWords(row: LeadAlertDelivery): string {
  if (row.state !== 'pending') return LEAD_ALERT_STATES[row.state];
  return row.attempts.length > 0 && row.nextAttemptAt
    ? t.retryAt(formatDateTime(row.nextAttemptAt))
    : t.dueNow;
}

/**
 * 通知记录 (issue 38 item 2): every lead's delivery to every destination of the sites the caller
 * manages alerts of, newest first, paged; by site, destination (of the chosen site) and state, in
 * the address; each with its tries (time, outcome or the reason in words, duration).
 */
export function AlertLogPage() {
  const sites = useScreenSites();
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const platform = siteFilterAmong(filters.platform, sites);
  const targetId = /^\d+$/.test(filters.targetId) ? Number(filters.targetId) : undefined;
  const state = isState(filters.state) ? filters.state : undefined;
  const targets = useListLeadAlertQuery(platform ? { platform } : skipToken);
  const result = useListDeliveryLeadAlertQuery({
    pageNum,
    pageSize,
    ...(platform ? { platform } : {}),
    ...(targetId !== undefined ? { targetId } : {}),
    ...(state ? { state } : {}),
  });
  const targetChoices = (targets.data?.targets ?? []).map(
    (target) => [String(target.id), target.name] as const,
  );

  const columns: Column<LeadAlertDelivery>[] = [
    { key: 'createdAt', header: t.time, nowrap: true, cell: (row) => formatDateTime(row.createdAt) },
    {
      key: 'platform',
      header: t.site,
      nowrap: true,
      cell: (row) => (isPlatform(row.platform) ? PLATFORM_LABELS[row.platform] : row.platform),
    },
    {
      key: 'target',
      header: t.target,
      cell: (row) => (
        <>
          {row.targetName}
          <Small>{LEAD_ALERT_KINDS[row.targetKind].label}</Small>
        </>
      ),
    },
    {
      key: 'lead',
      header: t.lead,
      nowrap: true,
      cell: (row) => (
        <>
          {row.leadLabel === null ? t.leadDeleted : <Link to={`/leads/${row.leadId}`}>{row.leadLabel}</Link>}
          {row.reason === 'overdue' ? <Small>{LEAD_ALERT_REASONS.overdue}</Small> : null}
        </>
      ),
    },
    {
      key: 'state',
      header: t.state,
      cell: (row) => (
        <>
          <StateWord $state={row.state}>{stateWords(row)}</StateWord>
          {row.state === 'cancelled' && row.lastError ? <Small>{row.lastError}</Small> : null}
        </>
      ),
    },
    {
      key: 'attempts',
      header: t.attempts,
      cell: (row) =>
        row.attempts.length === 0 ? (
          <Small>{t.noAttempt}</Small>
        ) : (
          <Tries>
            {row.attempts.map((attempt) =>
              attempt.ok ? (
                <li key={attempt.at}>
                  {t.attemptOk(formatDateTime(attempt.at), attempt.httpStatus, attempt.durationMs)}
                </li>
              ) : (
                <Failed key={attempt.at}>
                  {t.attemptFailed(formatDateTime(attempt.at), attempt.error ?? '', attempt.durationMs)}
                </Failed>
              ),
            )}
          </Tries>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.logTitle}
        actions={
          <SecondaryLink to={`/alert-settings${platform ? platformQuery(platform) : ''}`}>
            {t.listTitle}
          </SecondaryLink>
        }
      />
      <Intro>{t.logIntro}</Intro>
      <SearchBar
        resetKey={FILTERS.map((key) => filters[key]).join('|')}
        onSearch={(form) => {
          const site = fieldValue(form, 'platform');
          update({
            filters: {
              platform: site,
              // A destination belongs to one site: another site's choice is dropped.
              targetId: site === (platform ?? '') ? fieldValue(form, 'targetId') : '',
              state: fieldValue(form, 'state'),
            },
          });
        }}
        onReset={() => update({ filters: { platform: '', targetId: '', state: '' } })}
      >
        <SelectField label={t.site} name="platform" defaultValue={platform ?? ''}>
          <Options none={t.allSites} choices={siteChoices(sites)} />
        </SelectField>
        <SelectField
          label={t.target}
          name="targetId"
          defaultValue={targetId === undefined ? '' : String(targetId)}
          disabled={!platform}
          hint={platform ? undefined : t.targetsOfSite}
        >
          <Options none={t.allTargets} choices={targetChoices} />
        </SelectField>
        <SelectField label={t.state} name="state" defaultValue={state ?? ''}>
          <Options none={t.allStates} choices={STATE_CHOICES} />
        </SelectField>
      </SearchBar>
      <PagedTable caption={t.logCaption} columns={columns} result={result} empty={t.logEmpty} list={list} />
    </>
  );
}
