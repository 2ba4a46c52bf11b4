import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import styled from 'styled-components';
import {
  AD_LAW_CATEGORIES,
  AD_LAW_CATEGORY_KEYS,
  AD_WORD_EXCEPTIONS_MAX,
  AD_WORD_MESSAGES,
  AD_WORD_TERM_MAX,
  type AdLawCategory,
  type AdWord,
  AdWordSaveBody,
} from '@contract/ad-law';
import { useSaveAdWordMutation } from '@/api/generated/cms-api';
import { Content, Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { showSuccessToast } from '@/features/feedback/toast';
import { DialogFormActions } from '../ui/form-dialog';
import { CheckboxFieldset, FieldError, TextField } from '../ui/form-field';
import { checkFields, labelledLayout, namesOf, textBoxOf } from '../ui/resource-fields';
import { Options, SelectField } from '../ui/select-field';
import { type Refusal, refusalOf } from '../ui/server-message';
import { TextAreaField } from '../ui/text-area-field';
import { uiMessages } from '../ui/messages';
import { useRecordForm } from '../ui/use-record-form';
import { inputWidthPlus } from '../ui/theme-helpers';
import { adWordMessages as t } from './messages';

/** The dialog holds a form a little wider than a box, for the exceptions. */
const WideDialog = styled(Content)`
  max-width: ${inputWidthPlus(8, 8)};
`;

export type AdWordFormValues = {
  term: string;
  category: AdLawCategory;
  reason: string;
  article: string;
  /** One phrase a line. */
  exceptions: string;
  enabled: boolean;
};

type Errors = Partial<Record<keyof AdWordFormValues, string>>;

const CHECKED = labelledLayout([{ key: 'term' }, { key: 'reason' }, { key: 'article' }], AdWordSaveBody);

const linesOf = (text: string) => [
  ...new Set(
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  ),
];

/** The contract's checks (AdWordSaveBody), beside their fields. */
export function validateAdWord(values: AdWordFormValues): Errors {
  const { term, reason, article } = values;
  const errors: Errors = checkFields(CHECKED, AdWordSaveBody, { fields: { term, reason, article } });
  const exceptions = linesOf(values.exceptions);
  if (
    exceptions.length > AD_WORD_EXCEPTIONS_MAX ||
    exceptions.some((phrase) => [...phrase].length > AD_WORD_TERM_MAX)
  )
    errors.exceptions = AD_WORD_MESSAGES.exceptionInvalid;
  return errors;
}

export function adWordSaveBody(values: AdWordFormValues, id?: number): AdWordSaveBody {
  return {
    ...(id === undefined ? {} : { id }),
    term: values.term.trim(),
    category: values.category,
    reason: values.reason.trim(),
    article: values.article.trim(),
    exceptions: linesOf(values.exceptions),
    enabled: values.enabled,
  };
}

/** A new entry's values: 承诺效果 with its article. */
const EMPTY: AdWordFormValues = {
  term: '',
  category: 'promise',
  reason: '',
  article: AD_LAW_CATEGORIES.promise.article,
  exceptions: '',
  enabled: true,
};

export const formValuesOf = (entry: AdWord): AdWordFormValues => ({
  term: entry.term,
  category: entry.category,
  reason: entry.reason,
  article: entry.article,
  exceptions: entry.exceptions.join('\n'),
  enabled: entry.enabled,
});

const CATEGORY_CHOICES = AD_LAW_CATEGORY_KEYS.map((key) => [key, AD_LAW_CATEGORIES[key].label] as const);

/** 新增词条 / 编辑词条 in a dialog over the list: the save's refusal beside the field it names. */
export function AdWordDialog({ entry, onClose }: { entry: AdWord | null; onClose: () => void }) {
  const [save, { isLoading }] = useSaveAdWordMutation();
  const [serverError, setServerError] = useState<Refusal | null>(null);
  const { values, set, field, checkbox, submit, unplacedServerError, formRef } = useRecordForm({
    initial: entry ? formValuesOf(entry) : EMPTY,
    serverError,
    validate: validateAdWord,
    onSubmit: (typed: AdWordFormValues) => {
      setServerError(null);
      void save(adWordSaveBody(typed, entry?.id)).then((result) => {
        if ('error' in result) {
          setServerError(refusalOf(result.error));
          return;
        }
        showSuccessToast(uiMessages.saved);
        onClose();
      });
    },
  });
  /** A category's article follows it while the article is still the previous category's. */
  const chooseCategory = (category: AdLawCategory) => {
    if (values.article.trim() === '' || values.article === AD_LAW_CATEGORIES[values.category].article)
      set('article', AD_LAW_CATEGORIES[category].article);
    set('category', category);
  };
  const enabled = checkbox('enabled');

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <Overlay />
        <WideDialog>
          <Title>{entry ? t.editTitle(entry.term) : t.createTitle}</Title>
          <Description>{t.intro}</Description>
          <form ref={formRef} noValidate onSubmit={submit}>
            <TextField
              {...textBoxOf(AdWordSaveBody, 'term')}
              autoComplete="off"
              {...field('term')}
              required
            />
            <SelectField
              {...namesOf(AdWordSaveBody, 'category')}
              name="category"
              value={values.category}
              onChange={(event) => chooseCategory(event.target.value as AdLawCategory)}
            >
              <Options choices={CATEGORY_CHOICES} />
            </SelectField>
            <TextField
              {...textBoxOf(AdWordSaveBody, 'reason')}
              autoComplete="off"
              {...field('reason')}
              required
            />
            <TextField
              {...textBoxOf(AdWordSaveBody, 'article')}
              autoComplete="off"
              {...field('article')}
              required
            />
            <TextAreaField {...namesOf(AdWordSaveBody, 'exceptions')} rows={4} {...field('exceptions')} />
            <CheckboxFieldset
              legend={t.state}
              label={namesOf(AdWordSaveBody, 'enabled').label}
              name={enabled.name}
              checked={enabled.checked}
              onChange={enabled.onChange}
            />
            {unplacedServerError ? <FieldError role="alert">{unplacedServerError}</FieldError> : null}
            <DialogFormActions
              busy={isLoading}
              submitLabel={t.submit}
              busyLabel={t.saving}
              cancelLabel={t.cancel}
            />
          </form>
        </WideDialog>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
