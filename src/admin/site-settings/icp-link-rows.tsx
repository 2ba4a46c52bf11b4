import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { DangerButton, SecondaryButton } from '../ui/buttons';
import { FieldError, fieldsetStyle, Hint, TextField } from '../ui/form-field';
import { MoveButtons, movedIds } from '../ui/move-buttons';
import { siteSettingMessages } from './messages';
import { icpRow, type IcpRow, MAX_ICP_LINKS, MAX_ICP_TEXT, type SettingErrors } from './site-setting-values';

const Group = styled.fieldset`
  ${fieldsetStyle};
`;

const Rows = styled.ol`
  margin: ${({ theme }) => theme.space[3]}px 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  column-gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const RowTitle = styled.p`
  flex-basis: 100%;
  margin: 0 0 ${({ theme }) => theme.space[2]}px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const RowButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-self: center;
`;

type IcpLinkRowsProps = {
  rows: IcpRow[];
  errors: SettingErrors;
  onChange: (rows: IcpRow[]) => void;
};

/**
 * The footer's ICP filings: a text and an address per row, rows added, removed and moved. A new
 * row's text box takes the focus; a removed row hands it to the add button.
 */
export function IcpLinkRows({ rows, errors, onChange }: IcpLinkRowsProps) {
  const addButton = useRef<HTMLButtonElement>(null);
  const focusRow = useRef<number | null>(null);
  const focusAdd = useRef(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (focusRow.current !== null) {
      list.current?.querySelector<HTMLInputElement>(`[data-row="${focusRow.current}"] input`)?.focus();
      focusRow.current = null;
    } else if (focusAdd.current) {
      addButton.current?.focus();
      focusAdd.current = false;
    }
  }, [rows]);

  const update = (key: number, change: Partial<IcpRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  const add = () => {
    const row = icpRow();
    focusRow.current = row.key;
    onChange([...rows, row]);
  };

  const remove = (key: number) => {
    focusAdd.current = true;
    onChange(rows.filter((row) => row.key !== key));
  };

  const move = (key: number, delta: -1 | 1) => {
    const order = movedIds(
      rows.map((row) => row.key),
      key,
      delta,
    );
    if (order) onChange(order.map((orderKey) => rows.find((row) => row.key === orderKey)!));
  };

  return (
    <Group aria-describedby="icp-links-hint">
      <legend>{siteSettingMessages.icpLinks}</legend>
      <Hint id="icp-links-hint">{siteSettingMessages.icpHint(MAX_ICP_LINKS)}</Hint>
      {rows.length === 0 ? <Hint>{siteSettingMessages.icpEmpty}</Hint> : null}
      <Rows ref={list}>
        {rows.map((row, index) => (
          <Row key={row.key} data-row={row.key}>
            <RowTitle>{siteSettingMessages.icpRow(index + 1)}</RowTitle>
            <TextField
              label={`${siteSettingMessages.icpText}（${siteSettingMessages.icpRow(index + 1)}）`}
              name={`icpLinks.${index}.text`}
              maxLength={MAX_ICP_TEXT}
              placeholder={siteSettingMessages.icpTextHint}
              value={row.text}
              onChange={(event) => update(row.key, { text: event.target.value })}
              error={errors[`icp-${index}-text`]}
            />
            <TextField
              label={`${siteSettingMessages.icpUrl}（${siteSettingMessages.icpRow(index + 1)}）`}
              name={`icpLinks.${index}.url`}
              inputMode="url"
              value={row.url}
              onChange={(event) => update(row.key, { url: event.target.value })}
              error={errors[`icp-${index}-url`]}
            />
            <RowButtons>
              <MoveButtons
                name={siteSettingMessages.icpRow(index + 1)}
                index={index}
                count={rows.length}
                onMove={(delta) => move(row.key, delta)}
              />
              <DangerButton
                type="button"
                aria-label={siteSettingMessages.icpRemove(index + 1)}
                onClick={() => remove(row.key)}
              >
                {siteSettingMessages.icpRemoveShort}
              </DangerButton>
            </RowButtons>
          </Row>
        ))}
      </Rows>
      {errors.icpLinks ? <FieldError role="alert">{errors.icpLinks}</FieldError> : null}
      <SecondaryButton ref={addButton} type="button" disabled={rows.length >= MAX_ICP_LINKS} onClick={add}>
        {siteSettingMessages.icpAdd}
      </SecondaryButton>
    </Group>
  );
}
