import { normalTemplateKey, PageTypeSaveBody, type TemplateOption } from '@contract/page-type';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { TextField } from '../ui/form-field';
import { Notice } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { checkFields, labelledLayout, namesOf, propertyOf, textBoxOf } from '../ui/resource-fields';
import type { Refusal } from '../ui/server-message';
import { useRecordForm } from '../ui/use-record-form';
import { pageTypeMessages } from './messages';
import { TemplatePicker } from './template-picker';

export type PageTypeFormValues = { name: string; templateKey: string; contentType: string; sortType: string };

type Errors = Partial<Record<keyof PageTypeFormValues, string>>;

/** A property of the save body (contract/page-type.ts): its limits, names and messages. */
const schemaOf = (key: keyof PageTypeFormValues) => propertyOf(PageTypeSaveBody, key);
const names = (key: keyof PageTypeFormValues) => namesOf(PageTypeSaveBody, key);
/** A text box's label, hint and length: the save body's. */
const textBox = (key: keyof PageTypeFormValues) => textBoxOf(PageTypeSaveBody, key);
/** The name's checks are the contract's length, with its messages (resource-fields.ts). */
const NAME_FIELD = labelledLayout([{ key: 'name' }], PageTypeSaveBody);

/** The checks of contract/page-type.ts PageTypeSaveBody, beside their fields. */
export function validatePageType(values: PageTypeFormValues, templates: readonly TemplateOption[]): Errors {
  const errors: Errors = checkFields(NAME_FIELD, PageTypeSaveBody, { fields: { name: values.name } });
  if (!templates.some((template) => template.key === normalTemplateKey(values.templateKey)))
    errors.templateKey = pageTypeMessages.templateMissingChoice;
  for (const key of ['contentType', 'sortType'] as const) {
    const max = schemaOf(key).maxLength ?? Infinity;
    if (values[key].trim().length > max) errors[key] = pageTypeMessages.tooLong(names(key).label, max);
  }
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
  /** The server's refusal of the last save: beside the field it names (a name taken), else above the buttons. */
  serverError: Refusal | null;
  onSubmit: (values: PageTypeFormValues) => void;
};

/** Create and edit: name, the template (only registered keys, each with its layout), scheme-2 fields. */
export function PageTypeForm({ initial, templates, saving, serverError, onSubmit }: PageTypeFormProps) {
  const { values, set, errorOf, field, submit, unplacedServerError, formRef } = useRecordForm({
    initial: { ...initial, templateKey: normalTemplateKey(initial.templateKey) },
    serverError,
    validate: (candidate: PageTypeFormValues) => validatePageType(candidate, templates ?? []),
    onSubmit,
  });
  const currentGone =
    templates !== undefined &&
    initial.templateKey !== '' &&
    !templates.some((template) => template.key === normalTemplateKey(initial.templateKey));

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <TextField {...textBox('name')} autoComplete="off" {...field('name')} required />
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
      <TextField {...textBox('contentType')} autoComplete="off" {...field('contentType')} />
      <TextField {...textBox('sortType')} autoComplete="off" {...field('sortType')} />
      <SaveOrCancel
        saving={saving}
        disabled={!templates}
        cancelTo="/page-types"
        message={unplacedServerError}
      />
    </form>
  );
}
