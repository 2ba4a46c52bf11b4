import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  cmsApi,
  useCompareRevisionQuery,
  useListRevisionQuery,
  useRestoreRevisionMutation,
} from '@/api/generated/cms-api';
import type { ServerData } from '@/api/generated/server-types';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showErrorToast, showSuccessToast } from '@/features/feedback/toast';
import type { Platform } from '@contract/common';
import type { RevisionEntity } from '@contract/revision';
import { useConsoleDispatch } from '../app/store';
import { SecondaryButton } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { inlineRowStyle, MutedText, RowActions, SectionTitle } from '../ui/layout';
import { Pagination } from '../ui/pagination';
import { FieldComparison, OnlyChangedToggle } from './field-comparison';
import { revisionMessages as t } from './messages';
import { recordTag } from './record-tag';

type Item = ServerData<'/api/cms/web/revision/list', 'get'>['pageList'][number];

export type RevisionHistoryProps = {
  entity: RevisionEntity;
  /** The record; site settings are named by their platform instead. */
  recordId?: number;
  platform?: Platform;
  /** The record's name or title: the restore's confirmation and toast name it. */
  recordName: string;
  /** After a restore: the screen shows the record again as the server now holds it. */
  onRestored: () => void;
  /**
   * Changes with each save made on the screen (0: none yet): the history is asked afresh and the
   * save's version is compared with the one before it, so whoever just published sees what changed.
   */
  savedCount?: number;
};

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Toolbar = styled.div`
  ${inlineRowStyle};
  margin: ${({ theme }) => theme.space[3]}px 0;
`;

const CompareBox = styled.section`
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/** 版本 N and how it came about (新建, 修改, 恢复自版本 M …). */
function versionLabel(item: Item): string {
  const how =
    item.action === 'restore' && item.restoredFrom !== null
      ? t.restoredFrom(item.restoredFrom)
      : (t.actionWords[item.action] ?? item.action);
  return `${t.versionName(item.version)} · ${how}`;
}

function changedWords(item: Item): string {
  if (item.action === 'create') return t.created;
  if (item.action === 'baseline') return t.baseline;
  return item.changedFields.length > 0 ? item.changedFields.join('、') : t.none;
}

function ComparisonView({
  entity,
  pair,
  onClose,
}: {
  entity: RevisionEntity;
  pair: [number, number];
  onClose: () => void;
}) {
  const { data, isError, isFetching } = useCompareRevisionQuery({ entity, from: pair[0], to: pair[1] });
  const [onlyChanged, setOnlyChanged] = useState(true);
  if (isError) return <p role="alert">{t.loadFailed}</p>;
  if (!data || isFetching) return <p role="status">{t.loading}</p>;
  const { from, to } = data;
  return (
    <CompareBox aria-labelledby="revision-compare-title">
      <SectionTitle as="h3" id="revision-compare-title">
        {t.compareTitle(from.version, to.version)}
      </SectionTitle>
      <Toolbar>
        <OnlyChangedToggle checked={onlyChanged} onChange={setOnlyChanged} />
        <SecondaryButton type="button" onClick={onClose}>
          {t.closeCompare}
        </SecondaryButton>
      </Toolbar>
      <FieldComparison
        fields={data.fields}
        onlyChanged={onlyChanged}
        caption={t.compareCaption(from.version, to.version)}
        beforeHeading={
          <>
            {t.versionName(from.version)}（{formatDateTime(from.at)}）
          </>
        }
        afterHeading={
          <>
            {t.versionName(to.version)}（{formatDateTime(to.at)}）
          </>
        }
      />
    </CompareBox>
  );
}

/**
 * 历史版本 of one record: its revisions (版本, 修改人, 时间 in China time, 变更字段 in words),
 * two ticked and compared field by field (rich text as a word-level diff), and 恢复此版本 after a
 * confirmation naming the version and the record. Loaded as a chunk of its own (history-section.tsx).
 */
export function RevisionHistory({
  entity,
  recordId,
  platform,
  recordName,
  onRestored,
  savedCount = 0,
}: RevisionHistoryProps) {
  const [page, setPage] = useState({ pageNum: 1, pageSize: 10 });
  const { data, isError, isFetching, refetch } = useListRevisionQuery(
    { entity, ...(recordId === undefined ? { platform } : { recordId }), ...page },
    { refetchOnMountOrArgChange: true },
  );
  const [picked, setPicked] = useState<Item[]>([]);
  const [pair, setPair] = useState<[number, number] | null>(null);
  const [restore, { isLoading: restoring }] = useRestoreRevisionMutation();
  const dispatch = useConsoleDispatch();
  const [lastSave, setLastSave] = useState<{ version: number; fields: string[] } | null>(null);
  // A save shows its version on the first page, where the newest are.
  const [pagedAtSave, setPagedAtSave] = useState(savedCount);
  if (savedCount !== pagedAtSave) {
    setPagedAtSave(savedCount);
    if (page.pageNum !== 1) setPage({ ...page, pageNum: 1 });
  }

  useEffect(() => {
    if (savedCount === 0) return;
    let current = true;
    void refetch().then((result) => {
      const [saved, before] = result.data?.pageList ?? [];
      if (!current || !saved) return;
      setLastSave({ version: saved.version, fields: saved.changedFields });
      if (before) setPair([before.id, saved.id]);
    });
    return () => {
      current = false;
    };
    // Only a new save asks again; `refetch` is the query's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedCount]);

  if (isError) return <p role="alert">{t.loadFailed}</p>;
  if (!data) return <p role="status">{t.loading}</p>;
  const newest = page.pageNum === 1 ? data.pageList[0]?.id : undefined;

  const toggle = (item: Item, on: boolean) =>
    setPicked((current) =>
      on
        ? [...current.filter((other) => other.id !== item.id), item].slice(-2)
        : current.filter((other) => other.id !== item.id),
    );

  const compare = () => {
    if (picked.length !== 2) return;
    const [a, b] = picked as [Item, Item];
    setPair(a.version <= b.version ? [a.id, b.id] : [b.id, a.id]);
  };

  const restoreOne = async (item: Item) => {
    const confirmed = await confirmDialog({
      title: t.restoreTitle,
      message: t.restoreConfirm(recordName, item.version, formatDateTime(item.at)),
      confirmText: t.restoreOk,
    });
    if (!confirmed) return;
    const result = await restore({ entity, id: item.id });
    if ('error' in result) {
      showErrorToast((result.error as { message?: string } | undefined)?.message ?? t.loadFailed);
      return;
    }
    dispatch(cmsApi.util.invalidateTags([recordTag(entity)]));
    showSuccessToast(t.restored(recordName, item.version));
    onRestored();
  };

  const columns: Column<Item>[] = [
    {
      key: 'pick',
      header: t.pick,
      cell: (item) => (
        <input
          type="checkbox"
          aria-label={t.pickVersion(item.version)}
          checked={picked.some((other) => other.id === item.id)}
          onChange={(event) => toggle(item, event.target.checked)}
        />
      ),
    },
    {
      key: 'version',
      header: t.version,
      cell: (item) => (
        <>
          {versionLabel(item)}
          {item.id === newest ? <MutedText>{t.current}</MutedText> : null}
        </>
      ),
    },
    { key: 'staff', header: t.staff, cell: (item) => item.staffName ?? t.nobody },
    { key: 'at', header: t.at, cell: (item) => formatDateTime(item.at) },
    { key: 'changed', header: t.changed, cell: changedWords },
    {
      key: 'actions',
      header: t.actions,
      hideHeader: true,
      cell: (item) =>
        item.id === newest ? null : (
          <RowActions>
            <SecondaryButton
              type="button"
              disabled={restoring}
              aria-label={t.restoreLabel(item.version)}
              onClick={() => void restoreOne(item)}
            >
              {t.restore}
            </SecondaryButton>
          </RowActions>
        ),
    },
  ];

  return (
    <>
      <Intro>{t.intro}</Intro>
      {lastSave ? (
        <p role="status">
          {lastSave.fields.length > 0
            ? t.lastSave(lastSave.version, lastSave.fields.join('、'))
            : t.lastSaveUnchanged(lastSave.version)}
        </p>
      ) : null}
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={data.pageList}
        rowKey={(item) => item.id}
        empty={t.empty}
        busy={isFetching}
      />
      {data.total > page.pageSize ? (
        <Pagination total={data.total} pageNum={page.pageNum} pageSize={page.pageSize} onChange={setPage} />
      ) : null}
      <Toolbar>
        <SecondaryButton type="button" onClick={compare} aria-disabled={picked.length !== 2}>
          {t.compare}
        </SecondaryButton>
        {picked.length !== 2 ? <MutedText>{t.comparePickTwo}</MutedText> : null}
      </Toolbar>
      {pair ? <ComparisonView entity={entity} pair={pair} onClose={() => setPair(null)} /> : null}
    </>
  );
}

export default RevisionHistory;
