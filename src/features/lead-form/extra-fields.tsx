import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  answerProblem,
  CITY_MAX,
  type LeadAnswers,
  type LeadFormDefinition,
  type LeadFormField,
  normalizeAnswer,
  PROVINCES,
  TEXT_ANSWER_MAX,
} from '@contract/lead-form-fields';
import { fieldErrorStyle, textFieldStyle } from '@/theme/forms';
import { leadMessages } from './messages';

/*
 * The lead form's fields beyond name and phone, as the site's staff shaped them (issue 38 item 1;
 * contract/lead-form-fields.ts). Plain controls with names, so that the server's HTML works before
 * the app runs and the form reads what they hold when it takes over (answersInForm).
 */

/** What the visitor's controls hold: a text, a choice, the options ticked, or a region's province and city. */
export type RawAnswers = Record<string, string | string[]>;

/** A choice with up to this many options shows them all (radio buttons); a longer one is a list. */
const INLINE_OPTIONS_MAX = 5;

/** The name of a field's control in the form (the city of a region has `-city` after it). */
export const answerControlName = (key: string) => `answer-${key}`;
const cityName = (key: string) => `${answerControlName(key)}-city`;

/** Why a field's answer is refused, in the server's words; null when it is taken. */
export function extraFieldProblem(field: LeadFormField, raw: RawAnswers, majors: readonly string[]) {
  return answerProblem(field, normalizeAnswer(field, raw[field.key]), majors);
}

/** The answers as the lead sends them: those the visitor gave, normalized. */
export function answersToSend(fields: readonly LeadFormField[], raw: RawAnswers): LeadAnswers {
  const answers: LeadAnswers = {};
  for (const field of fields) {
    const answer = normalizeAnswer(field, raw[field.key]);
    if (answer !== null) answers[field.key] = answer;
  }
  return answers;
}

/** What the form's controls hold in the DOM (typed before the app ran: React's state knows nothing of it). */
export function answersInForm(form: HTMLFormElement, fields: readonly LeadFormField[]): RawAnswers {
  const data = new FormData(form);
  const raw: RawAnswers = {};
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  for (const { key, type } of fields) {
    const name = answerControlName(key);
    if (type === 'multiple') raw[key] = data.getAll(name).filter((value) => typeof value === 'string');
    else if (type === 'region') raw[key] = [text(name), text(cityName(key))];
    else raw[key] = text(name);
  }
  return raw;
}

/** Whether the visitor gave any of the answers (the form then takes them over). */
export const anyAnswer = (raw: RawAnswers) =>
  Object.values(raw).some((value) =>
    Array.isArray(value) ? value.some((item) => item !== '') : value !== '',
  );

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Label = styled.label`
  font-weight: 600;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  font-weight: 600;
`;

const Help = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Mark = styled.span`
  margin-left: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
  &[data-required] {
    font-size: inherit;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Control = styled.input`
  ${textFieldStyle}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const Select = styled.select`
  ${textFieldStyle}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Options as chips: each a 44-px target a thumb hits on a phone. */
const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium}px;
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  input {
    margin: 0;
    width: 18px;
    height: 18px;
  }
`;

const Region = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[2]}px;
`;

const FieldError = styled.p`
  ${fieldErrorStyle}
`;

export type ExtraFieldsProps = {
  form: LeadFormDefinition;
  values: RawAnswers;
  errors: Partial<Record<string, string | null>>;
  /** The form's own id prefix (useId), so two forms on a page have distinct ids. */
  idPrefix: string;
  onChange: (key: string, value: string | string[]) => void;
  onCheck: (key: string) => void;
};

/** The fields, in the order staff set, each with its label, 必填 or 选填, help and message. */
export function ExtraFields({ form, values, errors, idPrefix, onChange, onCheck }: ExtraFieldsProps) {
  return (
    <>
      {form.fields.map((field) => (
        <ExtraField
          key={field.key}
          field={field}
          majors={form.majors}
          value={values[field.key]}
          error={errors[field.key] ?? null}
          id={`${idPrefix}-${field.key}`}
          onChange={(value) => onChange(field.key, value)}
          onCheck={() => onCheck(field.key)}
        />
      ))}
    </>
  );
}

type ExtraFieldProps = {
  field: LeadFormField;
  majors: readonly string[];
  value: string | string[] | undefined;
  error: string | null;
  id: string;
  onChange: (value: string | string[]) => void;
  onCheck: () => void;
};

function ExtraField({ field, majors, value, error, id, onChange, onCheck }: ExtraFieldProps) {
  const name = answerControlName(field.key);
  const helpId = field.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const text = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  const title = (
    <>
      {field.label}
      {field.required ? (
        <Mark data-required="" aria-hidden="true">
          *
        </Mark>
      ) : (
        <Mark>{leadMessages.optional}</Mark>
      )}
    </>
  );
  const after = (
    <>
      {field.help ? <Help id={helpId}>{field.help}</Help> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </>
  );
  const inGroup = (controls: ReactNode) => (
    <Group
      role={field.type === 'multiple' ? 'group' : field.type === 'single' ? 'radiogroup' : undefined}
      aria-required={field.required && field.type === 'single' ? true : undefined}
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      aria-invalid={invalid}
      onBlur={onBlurOutside(onCheck)}
    >
      <Legend id={`${id}-label`}>{title}</Legend>
      {controls}
      {after}
    </Group>
  );
  const oneField = (control: ReactNode) => (
    <Field>
      <Label htmlFor={id}>{title}</Label>
      {control}
      {after}
    </Field>
  );
  const common = {
    id,
    name,
    'aria-required': field.required || undefined,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    onBlur: onCheck,
  };

  switch (field.type) {
    case 'text':
      return oneField(
        <Control
          {...common}
          type="text"
          maxLength={TEXT_ANSWER_MAX}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
    case 'date':
      return oneField(
        <Control
          {...common}
          type="date"
          min="1900-01-01"
          max="2100-12-31"
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />,
      );
    case 'major':
      return oneField(
        <Select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
          <option value="">{leadMessages.choose}</option>
          {majors.map((major) => (
            <option key={major}>{major}</option>
          ))}
        </Select>,
      );
    case 'single':
      if (field.options.length > INLINE_OPTIONS_MAX)
        return oneField(
          <Select {...common} value={text} onChange={(event) => onChange(event.target.value)}>
            <option value="">{leadMessages.choose}</option>
            {field.options.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </Select>,
        );
      return inGroup(
        <Choices>
          {field.options.map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={name}
                value={option}
                checked={text === option}
                onChange={() => onChange(option)}
              />
              {option}
            </label>
          ))}
        </Choices>,
      );
    case 'multiple':
      return inGroup(
        <Choices>
          {field.options.map((option) => (
            <label key={option}>
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={list.includes(option)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? field.options.filter((one) => one === option || list.includes(one))
                      : list.filter((one) => one !== option),
                  )
                }
              />
              {option}
            </label>
          ))}
        </Choices>,
      );
    case 'region': {
      const [province = '', city = ''] = list;
      return inGroup(
        <Region>
          <Select
            name={name}
            aria-label={leadMessages.province(field.label)}
            aria-invalid={invalid}
            value={province}
            onChange={(event) => onChange([event.target.value, city])}
          >
            <option value="">{leadMessages.chooseProvince}</option>
            {PROVINCES.map((one) => (
              <option key={one}>{one}</option>
            ))}
          </Select>
          <Control
            name={cityName(field.key)}
            type="text"
            aria-label={leadMessages.city(field.label)}
            placeholder={leadMessages.cityPlaceholder}
            maxLength={CITY_MAX}
            value={city}
            onChange={(event) => onChange([province, event.target.value])}
          />
        </Region>,
      );
    }
  }
}

/** A group is checked when the focus leaves it, not when it moves between its own options. */
const onBlurOutside =
  (check: () => void) => (event: { currentTarget: HTMLElement; relatedTarget: EventTarget | null }) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) check();
  };
