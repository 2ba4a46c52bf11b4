import { normalTemplateKey, type PageTypeSaveBody, type TemplateOption } from '@contract/page-type';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { TextField } from '../ui/form-field';
import { Notice } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { useRecordForm } from '../ui/use-record-form';
import { pageTypeMessages } from './messages';
import { TemplatePicker } from './template-picker';

export type PageTypeFormValues = { name: string; templateKey: string; contentType: string; sortType: string };

type Errors = Partial<Record<keyof PageTypeFormValues, string>>;

/** The checks of contract/page-type.ts PageTypeSaveBody, beside their fields. */
export function validatePageType(values: PageTypeFormValues, templates: readonly TemplateOption[]): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (!name) errors.name = pageTypeMessages.nameMissing;
  else if ([...name].length > 32) errors.name = pageTypeMessages.nameTooLong;
  if (!templates.some((template) => template.key === normalTemplateKey(values.templateKey)))
    errors.templateKey = pageTypeMessages.templateMissingChoice;
  if (values.contentType.trim().length > 8) errors.contentType = pageTypeMessages.contentTypeTooLong;
  if (values.sortType.trim().length > 12) errors.sortType = pageTypeMessages.sortTypeTooLong;
  return errors;
}

export function pageTypeSaveBody(values: PageTypeFormValues, id?: number): PageTypeSaveBody {
  const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    templateKey: normalTemplateKey(values.templateKey),
    contentType: blankToNull(values.contentType),
    sortType: blankToNull(values.sortType),
  };
}

type PageTypeFormProps = {
  initial: PageTypeFormValues;
  templates: readonly TemplateOption[] | undefined;
  saving: boolean;
  onSubmit: (values: PageTypeFormValues) => void;
};

/** Create and edit: name, the template (only registered keys, each with its layout), scheme-2 fields. */
export function PageTypeForm({ initial, templates, saving, onSubmit }: PageTypeFormProps) {
  const { values, set, errorOf, field, submit } = useRecordForm({
    initial: { ...initial, templateKey: normalTemplateKey(initial.templateKey) },
    validate: (candidate: PageTypeFormValues) => validatePageType(candidate, templates ?? []),
    onSubmit,
  });
  const currentGone =
    templates !== undefined &&
    initial.templateKey !== '' &&
    !templates.some((template) => template.key === normalTemplateKey(initial.templateKey));

  return (
    <form noValidate onSubmit={submit}>
      <TextField
        label={pageTypeMessages.name}
        autoComplete="off"
        maxLength={32}
        hint={pageTypeMessages.nameHint}
        {...field('name')}
        required
      />
      {currentGone ? <Notice>{pageTypeMessages.currentMissing(initial.templateKey)}</Notice> : null}
      {templates ? (
        <TemplatePicker
          templates={templates}
          value={values.templateKey}
          onChange={(key) => set('templateKey', key)}
          error={errorOf('templateKey')}
        />
      ) : (
        <p role="status">{uiMessages.loading}</p>
      )}
      <TextField
        label={pageTypeMessages.contentType}
        autoComplete="off"
        maxLength={8}
        hint={pageTypeMessages.contentTypeHint}
        {...field('contentType')}
      />
      <TextField
        label={pageTypeMessages.sortType}
        autoComplete="off"
        maxLength={12}
        hint={pageTypeMessages.sortTypeHint}
        {...field('sortType')}
      />
      <SaveOrCancel saving={saving} disabled={!templates} cancelTo="/page-types" />
    </form>
  );
}
