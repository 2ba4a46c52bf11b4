import { Fragment, useState } from 'react';
import styled from 'styled-components';
import type { LeadSourceAlias, LeadSourceAliasList } from '@contract/lead-source-alias';
import { useListLeadSourceAliasQuery, useRemoveLeadSourceAliasMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { DangerButton, PrimaryButton, SecondaryButton } from '../ui/buttons';
import { type Column, DataTable } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { RowActions } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { confirmRemove } from '../ui/record-list';
import { SourceAliasDialog } from './source-alias-dialog';
import { sourceAliasMessages as t } from './messages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  max-width: 60em;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Alias = styled.code`
  overflow-wrap: anywhere;
`;
const BuiltIn = styled.section`
  margin-top: ${({ theme }) => theme.space[6]}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The built-in spellings by source, in the table's order: 微信 → weixin、wx …. */
function bySource(builtIn: LeadSourceAliasList['builtIn']): [label: string, aliases: string[]][] {
  const groups = new Map<string, string[]>();
  for (const { alias, sourceLabel } of builtIn)
    groups.set(sourceLabel, [...(groups.get(sourceLabel) ?? []), alias]);
  return [...groups];
}

/**
 * 来源别名 (issue 38 item 4): the staff's spellings of a campaign's utm_source, each counted under
 * one source (a known one or one they name); 新增 / 编辑 in a dialog, 删除 per row, each telling how
 * many stored leads were counted anew; the built-in spellings below, for reference.
 */
export function SourceAliasPage() {
  const result = useListLeadSourceAliasQuery();
  const [remove] = useRemoveLeadSourceAliasMutation();
  /** The dialog: a new alias (null) or one to edit; closed when undefined. */
  const [editing, setEditing] = useState<LeadSourceAlias | null | undefined>(undefined);
  const data = result.data;

  const onRemove = async (row: LeadSourceAlias) => {
    if (!(await confirmRemove({ kind: t.record, name: row.alias }))) return;
    const answer = await remove({ id: row.id });
    if ('data' in answer && answer.data) showSuccessToast(t.removedWith(answer.data.leads));
  };

  const columns: Column<LeadSourceAlias>[] = [
    {
      key: 'alias',
      header: t.alias,
      cell: (row) => <Alias>{row.alias}</Alias>,
      sortValue: (row) => row.alias,
    },
    { key: 'source', header: t.source, cell: (row) => row.sourceLabel, sortValue: (row) => row.sourceLabel },
    {
      key: 'updated',
      header: t.updated,
      cell: (row) => t.updatedBy(row.updatedByName, formatDateTime(row.updatedAt)),
    },
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <RowActions>
          <SecondaryButton
            type="button"
            aria-label={uiMessages.editNamed(row.alias)}
            onClick={() => setEditing(row)}
          >
            {uiMessages.edit}
          </SecondaryButton>
          <DangerButton
            type="button"
            aria-label={uiMessages.removeNamed(row.alias)}
            onClick={() => void onRemove(row)}
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
          <PrimaryButton type="button" disabled={!data} onClick={() => setEditing(null)}>
            {t.add}
          </PrimaryButton>
        }
      />
      <Intro>{t.intro}</Intro>
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={data?.aliases ?? []}
        rowKey={(row) => row.id}
        empty={t.empty}
        busy={result.isLoading}
      />
      {data ? (
        <BuiltIn aria-labelledby="built-in-aliases">
          <h2 id="built-in-aliases">{t.builtInTitle}</h2>
          <Intro>{t.builtInIntro}</Intro>
          <dl>
            {bySource(data.builtIn).map(([label, aliases]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{aliases.join('、')}</dd>
              </Fragment>
            ))}
          </dl>
        </BuiltIn>
      ) : null}
      {editing !== undefined && data ? (
        <SourceAliasDialog entry={editing} sources={data.sources} onClose={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
