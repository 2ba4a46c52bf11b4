import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import type { PageTypeAdmin, TemplateOption } from '@contract/page-type';
import type { MenuEntry, MenuSaveBody } from '@contract/site-menu';
import { sitePath } from '@contract/url-policy';
import type { RouteRegistry } from '@/registry/resolver';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { CheckRow, FieldError, Fieldset, inputStyle, TextField } from '../ui/form-field';
import { inputWidthPlus } from '../ui/theme-helpers';
import { flattenMenus } from './menu-tree';
import { menuMessages } from './messages';
import { publicTargetOf, templateOfMenuEntry } from './public-route';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  max-width: ${inputWidthPlus(8)};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  select {
    ${inputStyle};
  }
`;

const Opens = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  max-width: ${inputWidthPlus(8)};
`;

export type MenuTargetChoice = 'pageType' | 'scheme2' | 'none';

export type MenuFormValues = {
  name: string;
  parentId: number | null;
  target: MenuTargetChoice;
  pageType: string;
  contentType: string;
  sortType: string;
  path: string;
  icon: string;
  openType: 'self' | 'blank';
  status: boolean;
  /** As typed: empty for "last of its siblings". */
  sort: string;
};

type Errors = Partial<Record<'name' | 'pageType' | 'contentType' | 'sortType' | 'path' | 'sort', string>>;

/** The values of an existing menu (or of a new one under `parentId`). */
export function menuFormValues(menu: MenuEntry | null, parentId: number | null): MenuFormValues {
  return {
    name: menu?.name ?? '',
    parentId: menu ? menu.parentId : parentId,
    target: menu?.pageType ? 'pageType' : menu?.contentType ? 'scheme2' : menu ? 'none' : 'pageType',
    pageType: menu?.pageType ?? '',
    contentType: menu?.contentType ?? '',
    sortType: menu?.sortType ?? '',
    path: menu?.path ?? '',
    icon: menu?.icon ?? '',
    openType: menu?.openType ?? 'self',
    status: menu?.status ?? false,
    sort: menu ? String(menu.sort) : '',
  };
}

/** The checks of contract/site-menu.ts MenuSaveBody, beside their fields. */
export function validateMenu(values: MenuFormValues): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (!name) errors.name = menuMessages.nameMissing;
  else if ([...name].length > 32) errors.name = menuMessages.nameTooLong;
  if (values.target === 'pageType' && !values.pageType) errors.pageType = menuMessages.pageTypeMissing;
  if (values.target === 'scheme2') {
    const contentType = values.contentType.trim();
    const sortType = values.sortType.trim();
    if (!/^c-\d{1,2}$/.test(contentType)) errors.contentType = menuMessages.contentTypeInvalid;
    if (!/^s-\d{1,2}-\d{1,2}$/.test(sortType)) errors.sortType = menuMessages.sortTypeInvalid;
    else if (!errors.contentType && !sortType.startsWith(`s-${contentType.slice(2)}-`))
      errors.sortType = menuMessages.sortTypeOther(sortType, contentType);
  }
  const path = values.path.trim();
  if (path && (path.length > 200 || sitePath(path) === null)) errors.path = menuMessages.pathInvalid;
  const sort = values.sort.trim();
  if (sort && !(/^\d{1,7}$/.test(sort) && Number(sort) <= 1_000_000)) errors.sort = menuMessages.sortInvalid;
  return errors;
}

/** The save body: the fields of the other scheme are cleared, blanks are null. */
export function menuSaveBody(values: MenuFormValues, platform: Platform, id?: number): MenuSaveBody {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const sort = values.sort.trim();
  return {
    ...(id === undefined ? {} : { id }),
    platform,
    parentId: values.parentId,
    name: values.name.trim(),
    status: values.status,
    pageType: values.target === 'pageType' ? values.pageType : null,
    contentType: values.target === 'scheme2' ? blankToNull(values.contentType) : null,
    sortType: values.target === 'scheme2' ? blankToNull(values.sortType) : null,
    path: blankToNull(values.path),
    icon: blankToNull(values.icon),
    openType: values.openType,
    ...(sort ? { sort: Number(sort) } : {}),
  };
}

function SelectField({
  label,
  error,
  children,
  ...select
}: { label: string; error?: string; children: ReactNode } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

type MenuFormProps = {
  platform: Platform;
  /** The menu being edited (null: a new one). */
  menu: MenuEntry | null;
  initial: MenuFormValues;
  tree: readonly MenuEntry[];
  /** Ids the menu may not move under: itself and its own sub-menus. */
  excludedParents: ReadonlySet<number>;
  pageTypes: readonly PageTypeAdmin[];
  templates: readonly TemplateOption[];
  registry: RouteRegistry<TemplateOption>;
  saving: boolean;
  onSubmit: (values: MenuFormValues) => void;
};

/** Create and edit: name, parent, what it opens (page type or scheme 2), path, icon, open type, status, sort. */
export function MenuForm({
  platform,
  menu,
  initial,
  tree,
  excludedParents,
  pageTypes,
  templates,
  registry,
  saving,
  onSubmit,
}: MenuFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof MenuFormValues>(key: K, value: MenuFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const templateName = new Map(templates.map((template) => [template.key, template.name]));

  // What the public site would open for these values: the header's own resolver.
  const body = menuSaveBody(values, platform);
  const draft: MenuEntry = {
    id: menu?.id ?? 0,
    parentId: values.parentId,
    platform,
    name: body.name,
    status: body.status,
    path: body.path ?? null,
    pageType: body.pageType ?? null,
    icon: body.icon ?? null,
    contentType: body.contentType ?? null,
    sortType: body.sortType ?? null,
    openType: values.openType,
    sort: 0,
    subMenus: [],
  };
  const target = publicTargetOf(draft, registry, pageTypes);
  const template = templateOfMenuEntry(draft, registry, pageTypes);
  const opens =
    target.kind === 'first-content-url'
      ? menuMessages.opensFirstLink
      : template
        ? menuMessages.opensTemplate(template.name, template.key)
        : values.target === 'none' && target.kind === 'route'
          ? menuMessages.opensPath(target.to)
          : menuMessages.opensNoTemplate;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateMenu(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={menuMessages.name}
        name="name"
        autoComplete="off"
        maxLength={32}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errors.name}
        required
      />
      <SelectField
        label={menuMessages.parent}
        name="parentId"
        value={values.parentId ?? ''}
        onChange={(event) => set('parentId', event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{menuMessages.topLevel}</option>
        {flattenMenus(tree)
          .filter((entry) => !excludedParents.has(entry.menu.id))
          .map(({ menu: option, depth }) => (
            <option key={option.id} value={option.id}>
              {`${'　'.repeat(depth)}${depth > 0 ? '└ ' : ''}${option.name}`}
            </option>
          ))}
      </SelectField>

      <Fieldset>
        <legend>{menuMessages.target}</legend>
        {(
          [
            ['pageType', menuMessages.targetPageType],
            ['scheme2', menuMessages.targetScheme2],
            ['none', menuMessages.targetNone],
          ] as const
        ).map(([choice, label]) => (
          <CheckRow key={choice}>
            <input
              type="radio"
              name="target"
              value={choice}
              checked={values.target === choice}
              onChange={() => set('target', choice)}
            />
            {label}
          </CheckRow>
        ))}
      </Fieldset>

      {values.target === 'pageType' ? (
        <SelectField
          label={menuMessages.pageType}
          name="pageType"
          value={values.pageType}
          onChange={(event) => set('pageType', event.target.value)}
          error={errors.pageType}
          required
        >
          <option value="">{menuMessages.choosePageType}</option>
          {pageTypes.map((pageType) => (
            <option key={pageType.id} value={pageType.name}>
              {pageType.templateExists
                ? menuMessages.pageTypeOption(
                    pageType.name,
                    templateName.get(pageType.templateKey.replace(/^\//, '')) ?? pageType.templateKey,
                  )
                : menuMessages.pageTypeMissingTemplate(pageType.name)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {values.target === 'scheme2' ? (
        <>
          <TextField
            label={menuMessages.contentType}
            name="contentType"
            autoComplete="off"
            hint={menuMessages.contentTypeHint}
            value={values.contentType}
            onChange={(event) => set('contentType', event.target.value.trim())}
            error={errors.contentType}
            required
          />
          <TextField
            label={menuMessages.sortType}
            name="sortType"
            autoComplete="off"
            hint={menuMessages.sortTypeHint}
            value={values.sortType}
            onChange={(event) => set('sortType', event.target.value.trim())}
            error={errors.sortType}
            required
          />
        </>
      ) : null}
      <Opens role="status">{opens}</Opens>

      <TextField
        label={menuMessages.path}
        name="path"
        autoComplete="off"
        maxLength={200}
        hint={menuMessages.pathHint}
        value={values.path}
        onChange={(event) => set('path', event.target.value)}
        error={errors.path}
      />
      <TextField
        label={menuMessages.icon}
        name="icon"
        autoComplete="off"
        hint={menuMessages.iconHint}
        value={values.icon}
        onChange={(event) => set('icon', event.target.value)}
      />
      <Fieldset>
        <legend>{menuMessages.openType}</legend>
        {(
          [
            ['self', menuMessages.openSelf],
            ['blank', menuMessages.openBlank],
          ] as const
        ).map(([openType, label]) => (
          <CheckRow key={openType}>
            <input
              type="radio"
              name="openType"
              value={openType}
              checked={values.openType === openType}
              onChange={() => set('openType', openType)}
            />
            {label}
          </CheckRow>
        ))}
      </Fieldset>
      <Fieldset>
        <legend>{menuMessages.status}</legend>
        <CheckRow>
          <input
            type="checkbox"
            name="status"
            checked={values.status}
            onChange={(event) => set('status', event.target.checked)}
          />
          {menuMessages.statusToggle}
        </CheckRow>
      </Fieldset>
      <TextField
        label={menuMessages.sort}
        name="sort"
        inputMode="numeric"
        autoComplete="off"
        hint={menuMessages.sortHint}
        value={values.sort}
        onChange={(event) => set('sort', event.target.value.trim())}
        error={errors.sort}
      />
      <SaveOrCancel saving={saving} cancelTo={`/menus?platform=${platform}`} />
    </form>
  );
}
