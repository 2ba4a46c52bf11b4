import { useState } from 'react';
import styled from 'styled-components';
import { LEAD_ALERT_KINDS, type LeadAlertTarget } from '@contract/lead-alert';
import {
  useListLeadAlertQuery,
  useRemoveLeadAlertMutation,
  useSendTestLeadAlertMutation,
  useSetEnabledLeadAlertMutation,
} from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { DangerButton, PrimaryButton, SecondaryButton, SecondaryLink } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { MutedText, Notice, RowActions } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { PlatformSwitch, platformQuery, usePlatformParam } from '../ui/platform-switch';
import { removeAfterConfirm } from '../ui/record-list';
import { AlertTargetDialog } from './alert-target-dialog';
import { teamAlertMessages as t } from './messages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Hint = styled(MutedText)`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  overflow-wrap: anywhere;
`;
const Failing = styled.strong`
  color: ${({ theme }) => theme.colors.danger};
`;
const Off = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Outcome = styled(Notice)<{ $ok: boolean }>`
  color: ${({ theme, $ok }) => ($ok ? theme.colors.text : theme.colors.danger)};
`;

/** The last test send's outcome, for the notice above the table. */
type TestOutcome = { ok: boolean; text: string };

/**
 * 通知设置 (issue 38 item 2): a site's destinations for new leads (企业微信, 钉钉, 飞书 robots and
 * mail), its tab in the address; each row's address as a hint, its state (启用, 已停用, 异常 with
 * the last failure), the last send and what waits; 编辑 / 新增 in a dialog, 测试发送 (the outcome
 * shown above the table), 停用 / 启用 (停用 cancels what waits) and 删除.
 */
export function AlertSettingsPage() {
  const platform = usePlatformParam();
  const result = useListLeadAlertQuery({ platform });
  const [setEnabled] = useSetEnabledLeadAlertMutation();
  const [remove] = useRemoveLeadAlertMutation();
  const [sendTest] = useSendTestLeadAlertMutation();
  /** The dialog: a new destination (null) or one to edit; closed when undefined. */
  const [editing, setEditing] = useState<LeadAlertTarget | null | undefined>(undefined);
  const [testing, setTesting] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const list = result.data;

  const toggle = async (target: LeadAlertTarget) => {
    const answer = await setEnabled({ id: target.id, enabled: !target.enabled });
    if ('data' in answer)
      showSuccessToast(target.enabled ? t.disabledDone(target.name) : t.enabledDone(target.name));
  };
  const test = async (target: LeadAlertTarget) => {
    setTesting(target.id);
    setOutcome(null);
    const answer = await sendTest({ id: target.id });
    setTesting(null);
    if (!('data' in answer) || !answer.data) return;
    const { ok, error, durationMs } = answer.data;
    setOutcome({
      ok,
      text: ok ? t.testOk(target.name, durationMs) : t.testFailed(target.name, error ?? ''),
    });
  };

  const columns: Column<LeadAlertTarget>[] = [
    {
      key: 'name',
      header: t.nameAndAddress,
      cell: (row) => (
        <>
          <strong>{row.name}</strong>
          <Hint>{row.addressHint}</Hint>
        </>
      ),
    },
    {
      key: 'kind',
      header: t.kind,
      cell: (row) => (
        <>
          {LEAD_ALERT_KINDS[row.kind].label}
          {row.signed ? <Hint>{t.signed}</Hint> : null}
        </>
      ),
    },
    {
      key: 'state',
      header: t.state,
      nowrap: true,
      cell: (row) =>
        !row.enabled ? (
          <Off>{t.disabled}</Off>
        ) : row.failing ? (
          <>
            <Failing title={t.failingTitle(row.consecutiveFailures)}>{t.failing}</Failing>
            <Hint>{t.failingTitle(row.consecutiveFailures)}</Hint>
          </>
        ) : (
          t.enabled
        ),
    },
    {
      key: 'lastSent',
      header: t.lastSent,
      cell: (row) =>
        row.lastAttemptAt === null ? (
          <Off>{t.never}</Off>
        ) : row.lastError === null ? (
          t.lastOk(formatDateTime(row.lastAttemptAt))
        ) : (
          <>
            {t.lastFailed(formatDateTime(row.lastAttemptAt))}
            <Hint>{row.lastError}</Hint>
          </>
        ),
    },
    { key: 'waiting', header: t.waiting, nowrap: true, cell: (row) => String(row.waiting) },
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <RowActions>
          <SecondaryButton
            type="button"
            aria-label={uiMessages.editNamed(row.name)}
            onClick={() => setEditing(row)}
          >
            {uiMessages.edit}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            aria-label={t.testOf(row.name)}
            disabled={testing !== null}
            onClick={() => void test(row)}
          >
            {testing === row.id ? t.testing : t.test}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            aria-label={row.enabled ? t.disableOf(row.name) : t.enableOf(row.name)}
            onClick={() => void toggle(row)}
          >
            {row.enabled ? t.disable : t.enable}
          </SecondaryButton>
          <DangerButton
            type="button"
            aria-label={uiMessages.removeNamed(row.name)}
            title={t.removeNote}
            onClick={() => void removeAfterConfirm(remove, { id: row.id, kind: t.record, name: row.name })}
          >
            {uiMessages.remove}
          </DangerButton>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <>
            <SecondaryLink to={`/alert-log${platformQuery(platform)}`}>{t.logTitle}</SecondaryLink>
            <PrimaryButton type="button" onClick={() => setEditing(null)}>
              {t.add}
            </PrimaryButton>
          </>
        }
      />
      <PlatformSwitch current={platform} />
      <Intro>{t.intro}</Intro>
      {list && !list.consoleLinks ? <Notice>{t.noLinks}</Notice> : null}
      {list && !list.mailReady ? <Notice>{t.noMail}</Notice> : null}
      <div role="status" aria-live="polite">
        {outcome ? <Outcome $ok={outcome.ok}>{outcome.text}</Outcome> : null}
      </div>
      <DataTable
        caption={t.caption(PLATFORM_LABELS[platform])}
        columns={columns}
        rows={list?.targets ?? []}
        rowKey={(row) => row.id}
        empty={result.isLoading ? uiMessages.loading : t.empty}
        busy={result.isFetching}
      />
      {editing !== undefined ? (
        <AlertTargetDialog
          platform={platform}
          target={editing}
          mailReady={list?.mailReady ?? false}
          loopbackAllowed={list?.loopbackAllowed ?? false}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
