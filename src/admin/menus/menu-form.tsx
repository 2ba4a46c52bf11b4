import styled from 'styled-components';
import type { Platform } from '@contract/common';
import {
  FLOATING_ACTION_PATHS,
  FLOATING_ENTRY_KINDS,
  FLOATING_KIND_LABELS,
  FLOATING_MENU_NAME,
  type FloatingEntryKind,
  floatingKindOf,
} from '@contract/floating-menu';
import { type MenuEntry, menuFieldsOfSave, MenuSaveBody } from '@contract/site-menu';
import { isAllowedContentUrl, sitePath } from '@contract/url-policy';
import { useSavePreviewSiteMenuMutation, useSaveSiteMenuMutation } from '@/api/generated/cms-api';
import { PreviewButton } from '../preview/preview-button';
import { CheckboxFieldset, RadioFieldset, TextField } from '../ui/form-field';
import { uiMessages } from '../ui/messages';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { Options, SelectField } from '../ui/select-field';
import { checkFields, labelledLayout, namesOf, propertyOf, textBoxOf } from '../ui/resource-fields';
import { inputWidthPlus } from '../ui/theme-helpers';
import { useRecordForm } from '../ui/use-record-form';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { AdLawOverrideOffer } from '../ad-law/ad-law-override-offer';
import { flattenMenus } from '../ui/menu-tree';
import { ownBranchIds } from './menu-tree';
import { menuMessages } from './messages';
import { publicTargetOf, templateOfMenuEntry } from './public-route';
import type { useMenuData } from './use-menu-data';
import { LazySeoSection } from '../seo/lazy-seo-section';
import { seoSaveFields, seoValuesOf, type SeoValues } from '../seo/seo-values';

/** The menu's drop-downs, as wide as its text boxes. */
const MenuSelect = styled(SelectField)`
  max-width: ${inputWidthPlus(8)};
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
  /** A sub-menu of 悬浮菜单 (a button of the floating consult bar): what it does. */
  floatingKind: FloatingEntryKind;
} & SeoValues;

type Errors = Partial<
  Record<'name' | 'pageType' | 'contentType' | 'sortType' | 'path' | 'sort' | keyof SeoValues, string>
>;

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
    floatingKind: floatingKindOf(menu?.path),
    ...seoValuesOf(menu),
  };
}

/** Whether a parent is 悬浮菜单 (a top menu): its sub-menus are the floating consult bar's buttons. */
export const isFloatingParent = (tree: readonly MenuEntry[], parentId: number | null): boolean =>
  parentId !== null && tree.some((top) => top.id === parentId && top.name === FLOATING_MENU_NAME);

/** A floating button that is no link (a call, the form, the QR code): its path says which. */
const isActionButton = (values: MenuFormValues, floating: boolean) =>
  floating && values.floatingKind !== 'link';

/** A property of the save body (contract/site-menu.ts): its limits, names and messages. */
const schemaOf = (key: keyof MenuSaveBody) => propertyOf(MenuSaveBody, key);
/** A box's label and hint: the save body's names of its property. */
const names = (key: keyof MenuSaveBody) => namesOf(MenuSaveBody, key);
/** A text box's label, hint and length: the save body's. */
const textBox = (key: keyof MenuSaveBody) => textBoxOf(MenuSaveBody, key);
/** The name's checks are the contract's length, with its messages (resource-fields.ts). */
const NAME_FIELD = labelledLayout([{ key: 'name' }], MenuSaveBody);

/**
 * The checks of contract/site-menu.ts MenuSaveBody, beside their fields; for a button of the
 * floating bar (`floating`) those of server/src/lib/content-input.ts menuPath too.
 */
export function validateMenu(values: MenuFormValues, floating = false): Errors {
  const errors: Errors = checkFields(NAME_FIELD, MenuSaveBody, { fields: { name: values.name } });
  const sort = values.sort.trim();
  const { minimum = 0, maximum = Infinity, 'x-messages': sortMessages } = schemaOf('sort');
  const inRange = /^\d+$/.test(sort) && Number(sort) >= minimum && Number(sort) <= maximum;
  if (sort && !inRange) errors.sort = sortMessages?.invalid;
  // A call, the form or the QR code: nothing else to choose.
  if (isActionButton(values, floating)) return errors;
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
  const tooLong = path.length > (schemaOf('path').maxLength ?? Infinity);
  if (floating) {
    if (path && (tooLong || !isAllowedContentUrl(path))) errors.path = menuMessages.floatingPathInvalid;
  } else if (path && (tooLong || sitePath(path) === null)) errors.path = menuMessages.pathInvalid;
  return errors;
}

/**
 * The save body: the fields of the other scheme are cleared, blanks are null. A button of the
 * floating bar that is no link opens no page: its path is its kind's (contract/floating-menu.ts).
 */
export function menuSaveBody(
  values: MenuFormValues,
  platform: Platform,
  { id, floating = false }: { id?: number; floating?: boolean } = {},
): MenuSaveBody {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  const sort = values.sort.trim();
  const action = isActionButton(values, floating);
  const target = action ? 'none' : values.target;
  return {
    ...(id === undefined ? {} : { id }),
    platform,
    parentId: values.parentId,
    name: values.name.trim(),
    status: values.status,
    pageType: target === 'pageType' ? values.pageType : null,
    contentType: target === 'scheme2' ? blankToNull(values.contentType) : null,
    sortType: target === 'scheme2' ? blankToNull(values.sortType) : null,
    path: action
      ? FLOATING_ACTION_PATHS[values.floatingKind as keyof typeof FLOATING_ACTION_PATHS]
      : blankToNull(values.path),
    icon: blankToNull(values.icon),
    openType: values.openType,
    ...(sort ? { sort: Number(sort) } : {}),
    ...seoSaveFields(values),
  };
}

const NO_EXCLUSIONS: ReadonlySet<number> = new Set();

type MenuFormProps = {
  platform: Platform;
  /** The menu being edited (null: a new one, under `parentId`). */
  menu: MenuEntry | null;
  parentId?: number | null;
  /** The menus screens' data, the tree loaded. */
  data: ReturnType<typeof useMenuData> & { tree: readonly MenuEntry[] };
};

/**
 * Create and edit: name, parent, what it opens (page type or scheme 2), path, icon, open type,
 * status, sort; saved, back to the platform's menus.
 */
export function MenuForm({ platform, menu, parentId = null, data }: MenuFormProps) {
  const { tree, pageTypes, pageTypesLoaded, templates, registry } = data;
  // A menu may not move under itself or its own sub-menus.
  const excludedParents = menu ? ownBranchIds(menu) : NO_EXCLUSIONS;
  const listTo = `/menus?platform=${platform}`;
  const [save, { isLoading: saving }] = useSaveSiteMenuMutation();
  const {
    submit: saveThenBack,
    serverError,
    resubmitWithReason,
  } = useSaveThenBack(save, listTo, uiMessages.saved);
  const [savePreview] = useSavePreviewSiteMenuMutation();
  const floatingOf = (checked: MenuFormValues) => isFloatingParent(tree, checked.parentId);
  const isGone = (name: string) =>
    pageTypesLoaded && name !== '' && !pageTypes.some((pageType) => pageType.name === name);
  const { values, set, field, checkbox, submit, errorOf, unplacedServerError, formRef } = useRecordForm({
    initial: menuFormValues(menu, menu ? menu.parentId : parentId),
    // The server's refusal beside the field it names (MenuFormValues' keys are the save body's).
    serverError,
    validate: (checked: MenuFormValues) => {
      const errors = validateMenu(checked, floatingOf(checked));
      // A page type that no longer exists is not saved (the server would refuse it too).
      if (checked.target === 'pageType' && !errors.pageType && isGone(checked.pageType))
        errors.pageType = menuMessages.pageTypeGone(checked.pageType);
      return errors;
    },
    onSubmit: (checked: MenuFormValues) =>
      saveThenBack(menuSaveBody(checked, platform, { id: menu?.id, floating: floatingOf(checked) })),
  });
  // The menu's page type was deleted (or renamed away): named, with a warning, never （请选择）.
  const pageTypeGone = isGone(values.pageType);
  const templateName = new Map(templates.map((template) => [template.key, template.name]));
  const floating = floatingOf(values);
  const action = isActionButton(values, floating);

  // What the public site would open for these values: the header's own resolver.
  const body = menuSaveBody(values, platform, { floating });
  const draft: MenuEntry = { id: menu?.id ?? 0, ...menuFieldsOfSave(body), sort: 0, subMenus: [] };
  const target = publicTargetOf(draft, registry, pageTypes);
  const template = templateOfMenuEntry(draft, registry, pageTypes);
  const opens = action
    ? menuMessages.floatingKindOpens[values.floatingKind]
    : target.kind === 'first-content-url'
      ? menuMessages.opensFirstLink
      : template
        ? menuMessages.opensTemplate(template.name, template.key)
        : values.target === 'none' && target.kind === 'route'
          ? menuMessages.opensPath(target.to)
          : menuMessages.opensNoTemplate;

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <TextField {...textBox('name')} autoComplete="off" {...field('name')} required />
      <MenuSelect
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
      </MenuSelect>

      {floating ? (
        <MenuSelect
          label={menuMessages.floatingKind}
          name="floatingKind"
          hint={menuMessages.floatingKindHint}
          value={values.floatingKind}
          onChange={(event) => set('floatingKind', event.target.value as FloatingEntryKind)}
        >
          <Options
            choices={FLOATING_ENTRY_KINDS.map((kind) => [kind, FLOATING_KIND_LABELS[kind]] as const)}
          />
        </MenuSelect>
      ) : null}

      {action ? null : (
        <>
          <RadioFieldset
            legend={menuMessages.target}
            name="target"
            choices={[
              ['pageType', menuMessages.targetPageType],
              ['scheme2', menuMessages.targetScheme2],
              ['none', menuMessages.targetNone],
            ]}
            value={values.target}
            onChange={(choice) => set('target', choice)}
          />

          {values.target === 'pageType' ? (
            <MenuSelect
              {...names('pageType')}
              {...field('pageType')}
              error={
                field('pageType').error ?? (pageTypeGone ? menuMessages.pageTypeGone(values.pageType) : null)
              }
              required
            >
              <option value="">{menuMessages.choosePageType}</option>
              {pageTypeGone ? (
                <option value={values.pageType}>{menuMessages.pageTypeGoneOption(values.pageType)}</option>
              ) : null}
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
            </MenuSelect>
          ) : null}
          {values.target === 'scheme2' ? (
            <>
              <TextField
                {...names('contentType')}
                autoComplete="off"
                {...field('contentType', { trim: true })}
                required
              />
              <TextField
                {...names('sortType')}
                autoComplete="off"
                {...field('sortType', { trim: true })}
                required
              />
            </>
          ) : null}
        </>
      )}
      <Opens role="status">{opens}</Opens>

      {action ? null : (
        <TextField
          {...textBox('path')}
          autoComplete="off"
          // A button of the floating bar may also link out or call: its own hint.
          {...(floating ? { hint: menuMessages.floatingPathHint } : {})}
          {...field('path')}
        />
      )}
      <TextField {...textBox('icon')} autoComplete="off" {...field('icon')} />
      {/* A call, the form's sheet and the QR code open in no window: only links have a way to open. */}
      {action ? null : (
        <RadioFieldset
          legend={menuMessages.openType}
          name="openType"
          choices={[
            ['self', menuMessages.openSelf],
            ['blank', menuMessages.openBlank],
          ]}
          value={values.openType}
          onChange={(openType) => set('openType', openType)}
        />
      )}
      <CheckboxFieldset
        legend={menuMessages.status}
        label={menuMessages.statusToggle}
        {...checkbox('status')}
      />
      <TextField
        {...names('sort')}
        inputMode="numeric"
        autoComplete="off"
        {...field('sort', { trim: true })}
      />
      {action ? null : (
        <LazySeoSection
          values={values}
          set={(key, value) => set(key, value as MenuFormValues[typeof key])}
          errors={{
            seoTitle: errorOf('seoTitle'),
            seoDescription: errorOf('seoDescription'),
            seoImage: errorOf('seoImage'),
            noindex: errorOf('noindex'),
          }}
          fallback={{
            title: values.name.trim(),
            description: '',
            image: null,
            path: target.kind === 'route' && target.to.startsWith('/') ? target.to : null,
          }}
        />
      )}
      <AdLawOverrideOffer
        refusal={serverError}
        platform={platform}
        busy={saving}
        onReason={resubmitWithReason}
      />
      <SaveOrCancel
        saving={saving}
        cancelTo={listTo}
        message={unplacedServerError}
        extra={
          <PreviewButton
            send={() =>
              savePreview(menuSaveBody(values, platform, { id: menu?.id, floating: floatingOf(values) }))
            }
          />
        }
      />
    </form>
  );
}
