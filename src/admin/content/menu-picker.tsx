import { useId } from 'react';
import styled from 'styled-components';
import { useListSiteMenuQuery } from '@/api/generated/cms-api';
import { PLATFORMS, type Platform } from '@contract/common';
import { FieldError, inputStyle } from '../ui/form-field';
import { PLATFORM_SHORT_LABELS } from '../ui/platform-messages';
import { contentMessages } from './messages';
import { flattenMenus } from './menu-tree';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
`;

export const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  select {
    ${inputStyle};
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
 * The platform and one of its menus: the menu tree as a select, each level indented, drafts
 * marked. Changing the platform clears the menu (menus belong to one platform).
 */
export function MenuPicker({ platform, menuId, onChange, error }: MenuPickerProps) {
  const platformId = useId();
  const menuSelectId = useId();
  const { data: tree, isFetching } = useListSiteMenuQuery({ platform });
  const options = tree ? flattenMenus(tree) : [];
  const empty = tree !== undefined && options.length === 0;

  return (
    <Row>
      <SelectField>
        <label htmlFor={platformId}>{contentMessages.platform}</label>
        <select
          id={platformId}
          value={platform}
          onChange={(event) => onChange({ platform: event.target.value as Platform, menuId: null })}
        >
          {PLATFORMS.map((key) => (
            <option key={key} value={key}>
              {PLATFORM_SHORT_LABELS[key]}
            </option>
          ))}
        </select>
      </SelectField>
      <SelectField>
        <label htmlFor={menuSelectId}>{contentMessages.menu}</label>
        <select
          id={menuSelectId}
          value={menuId ?? ''}
          aria-busy={isFetching || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${menuSelectId}-error` : undefined}
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
        </select>
      </SelectField>
      {error ? (
        <FieldError id={`${menuSelectId}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Row>
  );
}
