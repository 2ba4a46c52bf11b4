import { useId } from 'react';
import styled from 'styled-components';
import { useListSiteMenuQuery } from '@/api/generated/cms-api';
import type { Platform } from '@contract/common';
import { FieldError } from '../ui/form-field';
import { Options, SelectField } from '../ui/select-field';
import { siteChoices, useScreenSites } from '../ui/platform-switch';
import { contentMessages } from './messages';
import { flattenMenus } from '../ui/menu-tree';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** The content screens' drop-downs: side by side in a row, none narrower than half a text box. */
export const PickerSelect = styled(SelectField)`
  margin-bottom: 0;
  select {
    min-width: ${({ theme }) => theme.layout.inputWidth / 2}px;
  }
`;

/** A level of the tree, drawn before the name (ideographic spaces keep the columns even). */
const INDENT = '\u3000';

type MenuPickerProps = {
  platform: Platform;
  /** The chosen menu's id; null: none yet. */
  menuId: number | null;
  onChange: (place: { platform: Platform; menuId: number | null }) => void;
  error?: string | null;
};

/**
 * The platform (among the sites the user's roles edit content on) and one of its menus: the menu
 * tree as a select, each level indented, drafts marked. Changing the platform clears the menu
 * (menus belong to one platform).
 */
export function MenuPicker({ platform, menuId, onChange, error }: MenuPickerProps) {
  const errorId = useId();
  const { data: tree, isFetching } = useListSiteMenuQuery({ platform });
  const sites = useScreenSites();
  const options = tree ? flattenMenus(tree) : [];
  const empty = tree !== undefined && options.length === 0;

  return (
    <Row>
      <PickerSelect
        label={contentMessages.platform}
        value={platform}
        onChange={(event) => onChange({ platform: event.target.value as Platform, menuId: null })}
      >
        <Options choices={siteChoices(sites)} />
      </PickerSelect>
      {/* Its error stands under the row (the picker's two boxes stay side by side). */}
      <PickerSelect
        label={contentMessages.menu}
        value={menuId ?? ''}
        aria-busy={isFetching || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) =>
          onChange({ platform, menuId: event.target.value ? Number(event.target.value) : null })
        }
      >
        <option value="">
          {tree === undefined
            ? contentMessages.menuLoading
            : empty
              ? contentMessages.noMenus
              : contentMessages.chooseMenu}
        </option>
        {options.map(({ menu, depth }) => (
          <option key={menu.id} value={menu.id}>
            {`${INDENT.repeat(depth)}${menu.name}${menu.status ? '' : contentMessages.menuUnpublished}`}
          </option>
        ))}
      </PickerSelect>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Row>
  );
}
