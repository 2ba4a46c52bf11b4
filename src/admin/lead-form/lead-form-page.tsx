import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDetailsLeadFormQuery, useSaveLeadFormMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import type { LeadFormDetails, LeadFormSaveBody } from '@contract/lead-form';
import {
  FIELD_HELP_MAX,
  FIELD_LABEL_MAX,
  formProblem,
  LEAD_FIELD_TYPE_LABELS,
  LEAD_FIELD_TYPES,
  LEAD_FIELDS_MAX,
  normalizeField,
  type LeadFieldType,
} from '@contract/lead-form-fields';
import { PLATFORM_NAMES } from '@contract/platform';
import { DangerButton, PrimaryButton, SecondaryButton } from '../ui/buttons';
import { DataTable, sortableColumn } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { CheckRow, Fieldset, FieldError, FormActions, Hint, TextField } from '../ui/form-field';
import { inlineRowStyle, MutedText, Notice, Panel, SectionTitle } from '../ui/layout';
import { MoveButtons, movedIds } from '../ui/move-buttons';
import { PageHeader } from '../ui/page-header';
import { PlatformSwitch, usePlatformParam } from '../ui/platform-switch';
import { Options, SelectField } from '../ui/select-field';
import { refusalOf } from '../ui/server-message';
import { TextAreaField } from '../ui/text-area-field';
import { leadFormMessages as t } from './messages';

/** A field as the form holds it: a stored one keeps its key; `row` names its fieldset for React. */
type FieldDraft = {
  row: string;
  key?: string;
  type: LeadFieldType;
  label: string;
  help: string;
  required: boolean;
  /** One option per line. */
  options: string;
  /** How many stored leads answered it (0 for a new field). */
  answers: number;
};

type Draft = { fields: FieldDraft[]; majors: string };

type RetiredField = LeadFormDetails['retired'][number];

/** The fields removed that leads answered: name, type, how many leads. */
const RETIRED_COLUMNS = [
  sortableColumn('label', t.retiredLabel, (field: RetiredField) => field.label),
  sortableColumn('type', t.retiredType, (field: RetiredField) => LEAD_FIELD_TYPE_LABELS[field.type]),
  sortableColumn(
    'answers',
    t.retiredAnswers,
    (field: RetiredField) => field.answers,
    (field) => t.retiredCount(field.answers),
  ),
];

const hasOptions = (type: LeadFieldType) => type === 'single' || type === 'multiple';

/** The lines of a box, one value each: the empty lines (a last Enter) are no value. */
const linesOf = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

const draftOf = (form: LeadFormDetails): Draft => ({
  fields: form.fields.map((field) => ({
    row: field.key,
    key: field.key,
    type: field.type,
    label: field.label,
    help: field.help,
    required: field.required,
    options: field.options.join('\n'),
    answers: field.answers,
  })),
  majors: form.majors.join('\n'),
});

/** The save body of a draft, its fields as the contract normalizes them (trimmed). */
const bodyOf = (form: LeadFormDetails, draft: Draft): LeadFormSaveBody => ({
  platform: form.platform,
  version: form.version,
  fields: draft.fields.map(({ key, type, label, help, required, options }) =>
    normalizeField({
      ...(key === undefined ? {} : { key }),
      type,
      label,
      help,
      required,
      options: hasOptions(type) ? linesOf(options) : [],
    }),
  ),
  majors: linesOf(draft.majors).map((major) => major.trim()),
});

const Section = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const Row = styled.div`
  ${inlineRowStyle};
  align-items: flex-start;
`;

const FieldBox = styled(Fieldset)`
  max-width: none;
  legend {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
`;

const FieldActions = styled.div`
  ${inlineRowStyle};
  justify-content: flex-end;
`;

const Warning = styled(Hint)`
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * 表单字段 (issue 38 item 1): a site's lead form beyond name and phone, its fields in order (type,
 * name, help, 必填, options) and its 意向专业 list; the fields removed that leads answered, listed
 * apart. Saved as a whole.
 */
export function LeadFormPage() {
  const platform = usePlatformParam();
  const form = useDetailsLeadFormQuery({ platform }, { refetchOnMountOrArgChange: true });
  const data = form.currentData;
  // 重新加载 starts the form again from what is stored, whether or not its version moved.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <PageHeader title={t.title} />
      <PlatformSwitch current={platform} />
      <p>{t.intro}</p>
      {form.isError && !data ? <Notice role="alert">{t.failed}</Notice> : null}
      {!data && !form.isError ? <p role="status">{t.loading}</p> : null}
      {data ? (
        <FieldsForm
          key={`${data.platform}-${data.version}-${generation}`}
          form={data}
          onReload={() => void form.refetch().then(() => setGeneration((value) => value + 1))}
        />
      ) : null}
    </>
  );
}

function FieldsForm({ form, onReload }: { form: LeadFormDetails; onReload: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(form));
  const [newType, setNewType] = useState<LeadFieldType>('single');
  const [problem, setProblem] = useState<{ message: string; fromServer: boolean } | null>(null);
  const [save, { isLoading: saving }] = useSaveLeadFormMutation();
  const added = useRef(0);
  const site = PLATFORM_NAMES[form.platform];

  const changeField = (row: string, values: Partial<FieldDraft>) =>
    setDraft((current) => ({
      ...current,
      fields: current.fields.map((field) => (field.row === row ? { ...field, ...values } : field)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(form, draft);
    const trouble = formProblem(body.fields, body.majors);
    setProblem(trouble === null ? null : { message: trouble, fromServer: false });
    if (trouble) return;
    const result = await save(body);
    if ('error' in result) {
      setProblem({ message: refusalOf(result.error)?.message ?? t.failed, fromServer: true });
      return;
    }
    showSuccessToast(result.data.version === form.version ? t.unchanged : t.saved(site));
  };

  const addField = () => {
    added.current += 1;
    setDraft((current) => ({
      ...current,
      fields: [
        ...current.fields,
        {
          row: `new-${added.current}`,
          type: newType,
          label: newType === 'major' ? LEAD_FIELD_TYPE_LABELS.major : '',
          help: '',
          required: false,
          options: '',
          answers: 0,
        },
      ],
    }));
  };

  const full = draft.fields.length >= LEAD_FIELDS_MAX;
  const asksMajor = draft.fields.some((field) => field.type === 'major');

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.title}>
      <Section aria-labelledby="lead-form-fields">
        <SectionTitle id="lead-form-fields">{t.fieldsTitle}</SectionTitle>
        <p>{t.fixedFields}</p>
        {draft.fields.length === 0 ? <p>{t.fieldsEmpty}</p> : null}
        {draft.fields.map((field, index) => {
          const typeLabel = LEAD_FIELD_TYPE_LABELS[field.type];
          const shownName = field.label.trim() || t.untitled;
          return (
            <FieldBox key={field.row}>
              <legend>{t.field(index + 1, field.label.trim(), typeLabel)}</legend>
              <Row>
                <TextField
                  label={t.label}
                  hint={t.labelHint}
                  maxLength={FIELD_LABEL_MAX}
                  value={field.label}
                  onChange={(event) => changeField(field.row, { label: event.target.value })}
                />
                <TextField
                  label={t.help}
                  hint={t.helpHint}
                  maxLength={FIELD_HELP_MAX}
                  value={field.help}
                  onChange={(event) => changeField(field.row, { help: event.target.value })}
                />
              </Row>
              <CheckRow>
                <input
                  type="checkbox"
                  checked={field.required}
                  onChange={(event) => changeField(field.row, { required: event.target.checked })}
                />
                {t.required}
              </CheckRow>
              {hasOptions(field.type) ? (
                <TextAreaField
                  label={t.options}
                  hint={t.optionsHint}
                  rows={4}
                  value={field.options}
                  onChange={(event) => changeField(field.row, { options: event.target.value })}
                />
              ) : null}
              {field.type === 'major' ? <Hint>{t.majorHint}</Hint> : null}
              {field.type === 'region' ? <Hint>{t.regionHint}</Hint> : null}
              {field.answers > 0 ? <Warning>{t.removeWarning(field.answers)}</Warning> : null}
              <FieldActions>
                <MoveButtons
                  name={shownName}
                  index={index}
                  count={draft.fields.length}
                  onMove={(delta) => {
                    const order = movedIds(
                      draft.fields.map((one) => one.row),
                      field.row,
                      delta,
                    );
                    if (order)
                      setDraft((current) => ({
                        ...current,
                        fields: order.map((row) => current.fields.find((one) => one.row === row)!),
                      }));
                  }}
                />
                <DangerButton
                  type="button"
                  aria-label={t.removeField(shownName)}
                  onClick={() =>
                    setDraft((current) => ({
                      ...current,
                      fields: current.fields.filter((one) => one.row !== field.row),
                    }))
                  }
                >
                  {t.remove}
                </DangerButton>
              </FieldActions>
            </FieldBox>
          );
        })}
        <Row>
          <SelectField
            label={t.newType}
            value={newType}
            disabled={full}
            onChange={(event) => setNewType(event.target.value as LeadFieldType)}
          >
            <Options
              choices={LEAD_FIELD_TYPES.map((type) => [type, LEAD_FIELD_TYPE_LABELS[type]] as const)}
            />
          </SelectField>
        </Row>
        <SecondaryButton type="button" disabled={full} onClick={addField}>
          {t.addField}
        </SecondaryButton>
        {full ? <Hint>{t.fieldsFull}</Hint> : null}
      </Section>

      {asksMajor ? (
        <Section aria-labelledby="lead-form-majors">
          <SectionTitle id="lead-form-majors">{t.majorsTitle}</SectionTitle>
          <TextAreaField
            label={t.majors}
            hint={t.majorsHint}
            rows={8}
            value={draft.majors}
            onChange={(event) => setDraft((current) => ({ ...current, majors: event.target.value }))}
          />
        </Section>
      ) : null}

      {form.retired.length > 0 ? (
        <Section aria-labelledby="lead-form-retired">
          <SectionTitle id="lead-form-retired">{t.retiredTitle}</SectionTitle>
          <p>{t.retiredIntro}</p>
          <DataTable
            caption={t.retiredTitle}
            rows={form.retired}
            rowKey={(field) => field.key}
            columns={RETIRED_COLUMNS}
          />
        </Section>
      ) : null}

      {problem ? (
        <FieldError role="alert">
          {problem.message}{' '}
          {problem.fromServer ? (
            <SecondaryButton type="button" onClick={onReload}>
              {t.reload}
            </SecondaryButton>
          ) : null}
        </FieldError>
      ) : null}
      <FormActions>
        <PrimaryButton type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </PrimaryButton>
        {form.updatedAt ? <MutedText>{t.updatedAt(formatDateTime(form.updatedAt))}</MutedText> : null}
      </FormActions>
    </form>
  );
}
