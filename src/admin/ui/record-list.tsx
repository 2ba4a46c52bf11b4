import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { alertDialog, confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { Platform } from '@contract/common';
import { DangerButton, PrimaryButton, PrimaryLink, SecondaryButton, SecondaryLink } from './buttons';
import { type Column, DataTable } from './data-table';
import { fieldValue, TextField } from './form-field';
import { FilterBar, RowActions } from './layout';
import { uiMessages } from './messages';
import { MoveButtons, movedIds } from './move-buttons';
import { moveMessages } from './move-messages';
import { PageHeader } from './page-header';
import { Pagination } from './pagination';
import { PlatformSwitch } from './platform-switch';
import type { SaveResult } from './use-save-then-back';

type Call<Arg> = (arg: Arg) => PromiseLike<SaveResult>;

/** 重置 beside date boxes: as tall as they are. */
const ResetButton = styled(SecondaryButton)`
  min-height: ${({ theme }) => theme.space[7]}px;
`;

/** What a delete names: what the record is (栏目, 内容, 账号 …) and its name. */
export type RemoveTarget = { id: number; kind: string; name: string };

/**
 * The one delete question of the console: 确定删除栏目「name」吗？ (提示 / 确定 / 取消), naming what
 * goes. Resolves true on 确定.
 */
export const confirmRemove = ({ kind, name }: Omit<RemoveTarget, 'id'>) =>
  confirmDialog({ message: uiMessages.removeQuestion(kind, name) });

/**
 * A delete the server would refuse, said before asking anything: the dialog says it cannot be
 * deleted and why (the same words as the disabled 删除's title), with one button.
 */
export const explainCannotRemove = ({ kind, name }: Omit<RemoveTarget, 'id'>, reason: string) =>
  alertDialog({ title: uiMessages.cannotRemove(kind, name), body: reason });

/**
 * 删除 after naming what goes (确定删除栏目「…」吗？); the toast once the server has deleted it.
 * `blocker`, asked first (a cheap check: the list's own data or one small call), answers why the
 * server would refuse the delete, or null: a refusal is then explained instead of asked.
 */
export async function removeAfterConfirm(
  remove: Call<{ id: number }>,
  target: RemoveTarget,
  blocker?: () => Promise<string | null> | string | null,
): Promise<boolean> {
  const reason = blocker ? await blocker() : null;
  if (reason) {
    await explainCannotRemove(target, reason);
    return false;
  }
  if (!(await confirmRemove(target))) return false;
  const result = await remove({ id: target.id });
  if (!('data' in result)) return false;
  showSuccessToast(uiMessages.removed);
  return true;
}

/** A row's 编辑 link and 删除 button, named with the row for screen readers; other actions go between. */
export function EditRemoveActions({
  editTo,
  editLabel,
  removeLabel,
  onRemove,
  removeLocked,
  children,
}: {
  editTo: string;
  editLabel: string;
  removeLabel: string;
  onRemove: () => void;
  /** Why this row may not be deleted (one's own account): 删除 is off, with the reason as its title. */
  removeLocked?: string;
  children?: ReactNode;
}) {
  return (
    <RowActions>
      <SecondaryLink to={editTo} aria-label={editLabel}>
        {uiMessages.edit}
      </SecondaryLink>
      {children}
      <DangerButton
        type="button"
        disabled={removeLocked !== undefined}
        title={removeLocked}
        onClick={onRemove}
        aria-label={removeLabel}
      >
        {uiMessages.remove}
      </DangerButton>
    </RowActions>
  );
}

/** The 操作 column of a record list: 编辑「name」 and 删除「name」. */
export function editRemoveColumn<Row>({
  editTo,
  nameOf,
  onRemove,
}: {
  editTo: (row: Row) => string;
  nameOf: (row: Row) => string;
  onRemove: (row: Row) => void;
}): Column<Row> {
  return {
    key: 'actions',
    header: uiMessages.actions,
    cell: (row) => (
      <EditRemoveActions
        editTo={editTo(row)}
        editLabel={uiMessages.editNamed(nameOf(row))}
        removeLabel={uiMessages.removeNamed(nameOf(row))}
        onRemove={() => onRemove(row)}
      />
    ),
  };
}

/** A list screen's heading with its 新增 link; on per-platform screens, the platform switch under it. */
export function ListHeader({
  title,
  addTo,
  addLabel,
  platform,
}: {
  title: string;
  addTo: string;
  addLabel: string;
  platform?: Platform;
}) {
  return (
    <>
      <PageHeader title={title} actions={<PrimaryLink to={addTo}>{addLabel}</PrimaryLink>} />
      {platform ? <PlatformSwitch current={platform} /> : null}
    </>
  );
}

/**
 * A list's filter form (role search, 筛选): its fields, then 查询 and, where given, 重置.
 * `resetKey` draws the fields afresh when the filters in the address change.
 */
export function SearchBar({
  onSearch,
  onReset,
  resetKey,
  children,
}: {
  onSearch: (form: HTMLFormElement) => void;
  onReset?: () => void;
  resetKey: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(event.currentTarget);
  };
  return (
    <FilterBar role="search" aria-label={uiMessages.filters} onSubmit={submit} key={resetKey}>
      {children}
      <PrimaryButton type="submit">{uiMessages.search}</PrimaryButton>
      {onReset ? (
        <ResetButton type="button" onClick={onReset}>
          {uiMessages.reset}
        </ResetButton>
      ) : null}
    </FilterBar>
  );
}

/** The keyword box of a list's filter (`keyword` in the address). */
export function KeywordField({
  label,
  hint,
  value,
  maxLength,
}: {
  label: string;
  hint: string;
  value: string;
  maxLength: number;
}) {
  return (
    <TextField label={label} name="keyword" placeholder={hint} defaultValue={value} maxLength={maxLength} />
  );
}

/** A list's filter that is only a keyword: 查询 puts it in the address (a new search starts at page 1). */
export function KeywordSearch({
  label,
  hint,
  maxLength,
  keyword,
  onKeyword,
  resetKey = keyword,
}: {
  label: string;
  hint: string;
  maxLength: number;
  keyword: string;
  onKeyword: (keyword: string) => void;
  resetKey?: string;
}) {
  return (
    <SearchBar onSearch={(form) => onKeyword(fieldValue(form, 'keyword').trim())} resetKey={resetKey}>
      <KeywordField label={label} hint={hint} value={keyword} maxLength={maxLength} />
    </SearchBar>
  );
}

/** A page of a paged list: its table, then the pager (共 N 条, 上一页 / 下一页, 每页条数). */
export function PagedTable<Row extends { id: number }>({
  caption,
  columns,
  result: { data: page, isFetching },
  empty,
  list: { pageNum, pageSize, update },
}: {
  caption: string;
  columns: readonly Column<Row>[];
  /** The list call: the server's page (none while it loads, or when nothing may be asked yet). */
  result: { data?: { pageList: readonly Row[]; total: number }; isFetching: boolean };
  empty?: string;
  /** The list's paging in the address (useListParams). */
  list: { pageNum: number; pageSize: number; update: (next: { pageNum: number; pageSize: number }) => void };
}) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={page?.pageList ?? []}
        rowKey={(row) => row.id}
        empty={empty}
        busy={isFetching}
      />
      <Pagination total={page?.total ?? 0} pageNum={pageNum} pageSize={pageSize} onChange={update} />
    </>
  );
}

/** 开始日期 / 结束日期 of a filter (`from`, `to` in the address); the order error under the end. */
export function DateRangeFields({ from, to, error }: { from: string; to: string; error: string | null }) {
  return (
    <>
      <TextField label={uiMessages.from} name="from" type="date" defaultValue={from} />
      <TextField label={uiMessages.to} name="to" type="date" defaultValue={to} error={error} />
    </>
  );
}

/** The filter's dates out of order (the end before the start): the message; else null. */
export const dateOrderError = (from: string, to: string): string | null =>
  from && to && to < from ? uiMessages.dateOrder : null;

/**
 * 上移 / 下移 of a list kept in display order: the new order of every id goes to the server
 * (`idsNow`: the whole list, not one page), then where the row went is announced.
 */
export function useRowMoves<Row extends { id: number }>({
  sort,
  idsNow,
  nameOf,
  onMoved,
}: {
  sort: Call<{ ids: number[] }>;
  idsNow: () => readonly number[] | null | Promise<readonly number[] | null>;
  nameOf: (row: Row) => string;
  /** After a move, with the row's new place (0 first). */
  onMoved?: (place: number) => void;
}) {
  const [announcement, setAnnouncement] = useState('');
  const move = async (row: Row, delta: -1 | 1) => {
    const current = await idsNow();
    const ids = current && movedIds(current, row.id, delta);
    if (!ids) return;
    const result = await sort({ ids });
    if (!('data' in result)) return;
    const place = ids.indexOf(row.id);
    setAnnouncement(moveMessages.moved(nameOf(row), place + 1));
    onMoved?.(place);
  };
  return { announcement, move };
}

/** What a move said, for screen readers only. */
export function MoveAnnouncement({ text }: { text: string }) {
  return (
    <p role="status" className="visually-hidden">
      {text}
    </p>
  );
}

/** The 顺序 column: 上移 / 下移 on each row, its place counted in the whole list. */
export function orderColumn<Row>({
  nameOf,
  placeOf,
  count,
  busy,
  onMove,
}: {
  nameOf: (row: Row) => string;
  placeOf: (row: Row) => number;
  count: number;
  busy: boolean;
  onMove: (row: Row, delta: -1 | 1) => void;
}): Column<Row> {
  return {
    key: 'order',
    header: uiMessages.order,
    cell: (row) => (
      <MoveButtons
        name={nameOf(row)}
        index={placeOf(row)}
        count={count}
        busy={busy}
        onMove={(delta) => onMove(row, delta)}
      />
    ),
  };
}
