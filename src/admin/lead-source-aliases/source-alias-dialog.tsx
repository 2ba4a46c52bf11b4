import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import {
  type LeadSourceAlias,
  LeadSourceAliasSaveBody,
  type LeadSourceChoice,
  NEW_SOURCE_MAX,
  SOURCE_ALIAS_MESSAGES,
} from '@contract/lead-source-alias';
import { useSaveLeadSourceAliasMutation } from '@/api/generated/cms-api';
import { Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { showSuccessToast } from '@/features/feedback/toast';
import { DialogFormActions, FormDialogContent } from '../ui/form-dialog';
import { FieldError, TextField } from '../ui/form-field';
import { namesOf, textBoxOf } from '../ui/resource-fields';
import { Options, SelectField } from '../ui/select-field';
import { type Refusal, refusalOf } from '../ui/server-message';
import { useRecordForm } from '../ui/use-record-form';
import { sourceAliasMessages as t } from './messages';

/** The 来源 drop-down's choice for a source not listed yet: its name is typed below. */
const NEW_SOURCE = '__new__';

export type SourceAliasValues = {
  alias: string;
  /** A listed source's key, or NEW_SOURCE. */
  source: string;
  /** The new source's name, when `source` is NEW_SOURCE. */
  newSource: string;
};

type Errors = Partial<Record<keyof SourceAliasValues, string>>;

/** The contract's checks beside their fields (the server's, which knows the aliases, come back the same way). */
export function validateSourceAlias(values: SourceAliasValues): Errors {
  const errors: Errors = {};
  const alias = values.alias.trim();
  if (alias === '') errors.alias = SOURCE_ALIAS_MESSAGES.aliasMissing;
  else if ([...alias].length > (textBoxOf(LeadSourceAliasSaveBody, 'alias').maxLength ?? Infinity))
    errors.alias = SOURCE_ALIAS_MESSAGES.aliasTooLong;
  if (values.source === '') errors.source = t.chooseSource;
  if (values.source === NEW_SOURCE) {
    const name = values.newSource.trim();
    if (name === '') errors.newSource = SOURCE_ALIAS_MESSAGES.sourceMissing;
    else if ([...name].length > NEW_SOURCE_MAX) errors.newSource = SOURCE_ALIAS_MESSAGES.sourceTooLong;
  }
  return errors;
}

export const sourceAliasBody = (values: SourceAliasValues, id?: number): LeadSourceAliasSaveBody => ({
  ...(id === undefined ? {} : { id }),
  alias: values.alias.trim(),
  source: values.source === NEW_SOURCE ? values.newSource.trim() : values.source,
});

/**
 * 新增来源别名 / 编辑来源别名 in a dialog over the list: the alias, and the source it stands for (a
 * listed one, or a new one named here). The save's refusal beside the field it names; the toast
 * says how many stored leads it counted anew.
 */
export function SourceAliasDialog({
  entry,
  sources,
  onClose,
}: {
  entry: LeadSourceAlias | null;
  sources: readonly LeadSourceChoice[];
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveLeadSourceAliasMutation();
  const [serverError, setServerError] = useState<Refusal | null>(null);
  const initial: SourceAliasValues = {
    alias: entry?.alias ?? '',
    source: entry?.source ?? '',
    newSource: '',
  };
  const { values, field, submit, unplacedServerError, formRef } = useRecordForm({
    initial,
    serverError,
    validate: validateSourceAlias,
    // A refusal of the source goes beside the new source's name when that is what was typed.
    fields: ['alias', 'source', 'newSource'],
    onSubmit: (typed: SourceAliasValues) => {
      setServerError(null);
      void save(sourceAliasBody(typed, entry?.id)).then((result) => {
        if ('error' in result) {
          const refusal = refusalOf(result.error);
          setServerError(
            refusal?.field === 'source' && typed.source === NEW_SOURCE
              ? { ...refusal, field: 'newSource' }
              : refusal,
          );
          return;
        }
        showSuccessToast(t.saved(result.data.leads));
        onClose();
      });
    },
  });
  const sourceNames = namesOf(LeadSourceAliasSaveBody, 'source');

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <Overlay />
        <FormDialogContent>
          <Title>{entry ? t.editTitle(entry.alias) : t.createTitle}</Title>
          <Description>{t.builtInIntro}</Description>
          <form ref={formRef} noValidate onSubmit={submit}>
            <TextField
              {...textBoxOf(LeadSourceAliasSaveBody, 'alias')}
              autoComplete="off"
              {...field('alias')}
              required
            />
            <SelectField label={sourceNames.label} hint={sourceNames.hint} required {...field('source')}>
              <Options
                none={t.choose}
                choices={[
                  ...sources.map((choice) => [choice.key, choice.label] as const),
                  [NEW_SOURCE, t.newSource],
                ]}
              />
            </SelectField>
            {values.source === NEW_SOURCE ? (
              <TextField
                label={t.newSourceName}
                hint={t.newSourceHint}
                maxLength={NEW_SOURCE_MAX}
                autoComplete="off"
                required
                {...field('newSource')}
              />
            ) : null}
            {unplacedServerError ? <FieldError role="alert">{unplacedServerError}</FieldError> : null}
            <DialogFormActions
              busy={isLoading}
              submitLabel={t.submit}
              busyLabel={t.saving}
              cancelLabel={t.cancel}
            />
          </form>
        </FormDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
