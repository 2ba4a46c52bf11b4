import { useState } from 'react';
import styled from 'styled-components';
import { AD_LAW_CATEGORIES, AD_LAW_CATEGORY_KEYS, type AdWord, isAdLawCategory } from '@contract/ad-law';
import { useListAdWordQuery, useRemoveAdWordMutation, useSaveAdWordMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { DangerButton, PrimaryButton, SecondaryButton } from '../ui/buttons';
import { type Column } from '../ui/data-table';
import { fieldValue } from '../ui/form-field';
import { MutedText, RowActions } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { KeywordField, PagedTable, removeAfterConfirm, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { useListParams } from '../ui/use-list-params';
import { AdWordDialog } from './ad-word-dialog';
import { adWordMessages as t } from './messages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Exceptions = styled(MutedText)`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
const Term = styled.strong`
  overflow-wrap: anywhere;
`;
const Off = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const FILTERS = ['keyword', 'category', 'enabled'] as const;
/** How many exceptions a row names before 等 N 个. */
const EXCEPTIONS_SHOWN = 5;

const exceptionsOf = (entry: AdWord) =>
  entry.exceptions.length === 0
    ? null
    : `例外：${entry.exceptions.slice(0, EXCEPTIONS_SHOWN).join('、')}${
        entry.exceptions.length > EXCEPTIONS_SHOWN ? ` 等 ${entry.exceptions.length} 个` : ''
      }`;

const CATEGORY_CHOICES = AD_LAW_CATEGORY_KEYS.map((key) => [key, AD_LAW_CATEGORIES[key].label] as const);
const STATE_CHOICES = [
  ['true', t.enabled],
  ['false', t.disabled],
] as const;

/**
 * 广告法词库: the group's word list (issue 37 item 3; docs/ad-law.md): search by keyword,
 * category and state in the address, paged; 新增 / 编辑 in a dialog, 启用 / 停用 and 删除 per row.
 */
export function AdWordListPage() {
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const category = isAdLawCategory(filters.category) ? filters.category : undefined;
  const enabled = filters.enabled === 'true' ? true : filters.enabled === 'false' ? false : undefined;
  const result = useListAdWordQuery({
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(category ? { category } : {}),
    ...(enabled === undefined ? {} : { enabled }),
  });
  const [save] = useSaveAdWordMutation();
  const [remove] = useRemoveAdWordMutation();
  /** The dialog: a new entry (null) or one to edit; closed when undefined. */
  const [editing, setEditing] = useState<AdWord | null | undefined>(undefined);

  const toggle = async (entry: AdWord) => {
    const { id, term, category: kind, reason, article, exceptions } = entry;
    const answer = await save({
      id,
      term,
      category: kind,
      reason,
      article,
      exceptions,
      enabled: !entry.enabled,
    });
    if ('data' in answer) showSuccessToast(entry.enabled ? t.disabledDone(term) : t.enabledDone(term));
  };

  const columns: Column<AdWord>[] = [
    {
      key: 'term',
      header: t.term,
      cell: (row) => (
        <>
          <Term>{row.term}</Term>
          {exceptionsOf(row) ? <Exceptions>{exceptionsOf(row)}</Exceptions> : null}
        </>
      ),
    },
    { key: 'category', header: t.category, cell: (row) => AD_LAW_CATEGORIES[row.category].label },
    { key: 'reason', header: t.reason, cell: (row) => row.reason },
    { key: 'article', header: t.article, cell: (row) => row.article },
    {
      key: 'enabled',
      header: t.state,
      cell: (row) => (row.enabled ? t.enabled : <Off>{t.disabled}</Off>),
    },
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <RowActions>
          <SecondaryButton
            type="button"
            aria-label={uiMessages.editNamed(row.term)}
            onClick={() => setEditing(row)}
          >
            {uiMessages.edit}
          </SecondaryButton>
          <SecondaryButton
            type="button"
            aria-label={row.enabled ? t.disableOf(row.term) : t.enableOf(row.term)}
            onClick={() => void toggle(row)}
          >
            {row.enabled ? t.disable : t.enable}
          </SecondaryButton>
          <DangerButton
            type="button"
            aria-label={uiMessages.removeNamed(row.term)}
            onClick={() => void removeAfterConfirm(remove, { id: row.id, kind: t.record, name: row.term })}
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
          <PrimaryButton type="button" onClick={() => setEditing(null)}>
            {t.add}
          </PrimaryButton>
        }
      />
      <Intro>{t.intro}</Intro>
      <SearchBar
        resetKey={FILTERS.map((key) => filters[key]).join('|')}
        onSearch={(form) =>
          update({
            filters: {
              keyword: fieldValue(form, 'keyword').trim(),
              category: fieldValue(form, 'category'),
              enabled: fieldValue(form, 'enabled'),
            },
          })
        }
        onReset={() => update({ filters: { keyword: '', category: '', enabled: '' } })}
      >
        <KeywordField label={t.keyword} hint={t.keywordHint} value={filters.keyword} maxLength={50} />
        <SelectField label={t.category} name="category" defaultValue={category ?? ''}>
          <Options none={t.allCategories} choices={CATEGORY_CHOICES} />
        </SelectField>
        <SelectField label={t.state} name="enabled" defaultValue={filters.enabled}>
          <Options none={t.allStates} choices={STATE_CHOICES} />
        </SelectField>
      </SearchBar>
      <PagedTable caption={t.caption} columns={columns} result={result} empty={t.empty} list={list} />
      {editing !== undefined ? <AdWordDialog entry={editing} onClose={() => setEditing(undefined)} /> : null}
    </>
  );
}
