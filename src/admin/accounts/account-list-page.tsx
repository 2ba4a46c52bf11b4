import { type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  useListAdminQuery,
  useRemoveAdminMutation,
  useResetPasswordAdminMutation,
} from '@/api/generated/bms-api';
import { alertDialog, confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { StaffAccount } from '@contract/staff';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { dangerButtonStyle, primaryButtonStyle, primaryLinkStyle, secondaryButtonStyle } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { fieldValue, TextField } from '../ui/form-field';
import { FilterBar, RowActions } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { Pagination } from '../ui/pagination';
import { useListParams } from '../ui/use-list-params';
import { formatDateTime } from '../ui/format';
import { GeneratedPassword } from './generated-password';
import { accountMessages, PERMISSION_CHECKBOX_LABELS } from './messages';
import { permissionNamesOf } from './permission-mask';

const AddLink = styled(Link)`
  ${primaryLinkStyle};
`;
const Search = styled.button`
  ${primaryButtonStyle};
`;
const RowLink = styled(Link)`
  ${secondaryButtonStyle};
`;
const RowButton = styled.button`
  ${secondaryButtonStyle};
`;
const DangerButton = styled.button`
  ${dangerButtonStyle};
`;
const Disabled = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const FILTERS = ['keyword'] as const;

/** 账号管理: the staff accounts, a keyword filter, paging; edit, reset password and delete per row. */
export function AccountListPage() {
  const me = useConsoleSelector(selectStaff);
  const { pageNum, pageSize, filters, update } = useListParams(FILTERS);
  const { data, isFetching } = useListAdminQuery({
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
  });
  const [resetPassword] = useResetPasswordAdminMutation();
  const [remove] = useRemoveAdminMutation();

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = fieldValue(event.currentTarget, 'keyword').trim();
    update({ filters: { keyword } });
  };

  const onReset = async (account: StaffAccount) => {
    if (!(await confirmDialog({ message: accountMessages.resetConfirm(account.displayName) }))) return;
    const result = await resetPassword({ id: account.id });
    if (!('data' in result) || !result.data) return;
    showSuccessToast(accountMessages.resetDone);
    if (result.data.password) {
      await alertDialog({
        title: accountMessages.resetDone,
        body: (
          <GeneratedPassword label={accountMessages.resetPasswordShown} password={result.data.password} />
        ),
      });
    }
  };

  const onRemove = async (account: StaffAccount) => {
    if (!(await confirmDialog())) return;
    const result = await remove({ id: account.id });
    if ('data' in result) showSuccessToast(accountMessages.removed);
  };

  const columns: Column<StaffAccount>[] = [
    {
      key: 'username',
      header: accountMessages.username,
      cell: (row) => row.username,
      sortValue: (row) => row.username,
    },
    {
      key: 'displayName',
      header: accountMessages.displayName,
      cell: (row) => (row.id === me?.id ? `${row.displayName}${accountMessages.you}` : row.displayName),
      sortValue: (row) => row.displayName,
    },
    {
      key: 'permissions',
      header: accountMessages.permissions,
      cell: (row) =>
        permissionNamesOf(row.permissions)
          .map((name) => PERMISSION_CHECKBOX_LABELS[name])
          .join('、') || accountMessages.none,
    },
    {
      key: 'status',
      header: accountMessages.status,
      cell: (row) =>
        row.enabled ? accountMessages.enabled : <Disabled>{accountMessages.disabled}</Disabled>,
      sortValue: (row) => (row.enabled ? 0 : 1),
    },
    {
      key: 'lastSignIn',
      header: accountMessages.lastSignIn,
      cell: (row) => (row.lastSignInAt ? formatDateTime(row.lastSignInAt) : accountMessages.never),
      sortValue: (row) => row.lastSignInAt,
    },
    {
      key: 'actions',
      header: accountMessages.actions,
      cell: (row) => (
        <RowActions>
          <RowLink to={`/accounts/${row.id}`} aria-label={`${accountMessages.edit} ${row.username}`}>
            {accountMessages.edit}
          </RowLink>
          <RowButton
            type="button"
            onClick={() => void onReset(row)}
            aria-label={`${accountMessages.resetPassword} ${row.username}`}
          >
            {accountMessages.resetPassword}
          </RowButton>
          <DangerButton
            type="button"
            disabled={row.id === me?.id}
            title={row.id === me?.id ? accountMessages.selfNoDelete : undefined}
            onClick={() => void onRemove(row)}
            aria-label={`${accountMessages.remove} ${row.username}`}
          >
            {accountMessages.remove}
          </DangerButton>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={accountMessages.listTitle}
        actions={<AddLink to="/accounts/new">{accountMessages.add}</AddLink>}
      />
      <FilterBar role="search" aria-label={uiMessages.filters} onSubmit={onSearch} key={filters.keyword}>
        <TextField
          label={accountMessages.keyword}
          name="keyword"
          placeholder={accountMessages.keywordHint}
          defaultValue={filters.keyword}
          maxLength={32}
        />
        <Search type="submit">{uiMessages.search}</Search>
      </FilterBar>
      <DataTable
        caption={accountMessages.caption}
        columns={columns}
        rows={data?.pageList ?? []}
        rowKey={(row) => row.id}
        busy={isFetching}
      />
      <Pagination total={data?.total ?? 0} pageNum={pageNum} pageSize={pageSize} onChange={update} />
    </>
  );
}
