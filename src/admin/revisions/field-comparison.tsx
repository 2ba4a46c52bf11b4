import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RevisionFieldChange } from '@contract/revision';
import { TableScroller, tableCaptionAndCells } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { MutedText } from '../ui/layout';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { revisionMessages as t } from './messages';
import { readableText, RichTextDiff } from './rich-text-diff';

const Legend = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CompareTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  ${tableCaptionAndCells}
  th,
  td {
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  th[scope='row'] {
    width: 9em;
  }
  td {
    white-space: pre-wrap;
  }
  tr[data-changed='true'] th[scope='row'] {
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A value as staff read it: times in China time, platforms by name, rich text as its words (no
 * markup), nothing as （空）.
 */
function shown(change: Pick<RevisionFieldChange, 'kind'>, value: string | null) {
  const text = change.kind === 'html' && value !== null ? readableText(value) : value;
  if (text === null || text === '') return <MutedText>{t.emptyValue}</MutedText>;
  if (change.kind === 'time') return formatDateTime(value);
  if (change.kind === 'platform') return PLATFORM_LABELS[value as keyof typeof PLATFORM_LABELS] ?? value;
  return text;
}

/** 只看修改过的字段: the comparison's switch between the changed fields and all of them. */
export function OnlyChangedToggle({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />{' '}
      {t.onlyChanged}
    </label>
  );
}

/**
 * Two versions of a record field by field (the server's comparison, RevisionFieldChange[]): a row
 * per field, marked 已修改 / 未修改, the left and right values as staff read them; a changed rich
 * text's right value marks its words taken out and put in (with the legend above the table), so
 * the right column reads as the newer version and the left as the older. `onlyChanged`
 * leaves the unchanged fields out. Used by 历史版本's 对比 and by 审核's details.
 */
export function FieldComparison({
  fields: all,
  onlyChanged,
  caption,
  beforeHeading,
  afterHeading,
}: {
  fields: readonly RevisionFieldChange[];
  onlyChanged: boolean;
  caption: string;
  beforeHeading: ReactNode;
  afterHeading: ReactNode;
}) {
  const fields = onlyChanged ? all.filter((field) => field.changed) : all;
  return (
    <>
      {fields.some((field) => field.kind === 'html' && field.changed) ? (
        <Legend>{t.diffLegend}</Legend>
      ) : null}
      <TableScroller>
        <CompareTable>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col" style={{ width: '9em' }}>
                {t.field}
              </th>
              <th scope="col">{beforeHeading}</th>
              <th scope="col">{afterHeading}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.key} data-changed={field.changed}>
                <th scope="row">
                  {field.label}
                  <br />
                  <MutedText>{field.changed ? t.changedMark : t.unchangedMark}</MutedText>
                </th>
                <td>{shown(field, field.before)}</td>
                <td>
                  {field.kind === 'html' && field.changed ? (
                    <RichTextDiff before={field.before ?? ''} after={field.after ?? ''} />
                  ) : (
                    shown(field, field.after)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </CompareTable>
      </TableScroller>
    </>
  );
}
