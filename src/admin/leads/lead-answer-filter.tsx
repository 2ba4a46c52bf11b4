import type { Platform } from '@contract/common';
import { SelectField } from '../ui/select-field';
import { leadMessages } from './messages';
import { useAnswerFields } from './use-answer-fields';

/** A choice's value in the drop-down: the field's key, then the answer (a key is `f` and digits). */
const SEPARATOR = ':';
export const answerChoice = (key: string, value: string) => `${key}${SEPARATOR}${value}`;

/** The field key and answer of a drop-down value ('' for none). */
export function answerOfChoice(choice: string): { answerKey: string; answerValue: string } {
  const at = choice.indexOf(SEPARATOR);
  return at <= 0
    ? { answerKey: '', answerValue: '' }
    : { answerKey: choice.slice(0, at), answerValue: choice.slice(at + 1) };
}

/**
 * 表单答案 (issue 38 item 1): with one site chosen, its form's choice, 意向专业 and 所在省市 fields,
 * each a group of its answers (a region by province); one answer at a time, as the list takes it.
 * An answer the address names that the form no longer offers (a field or option removed) stays
 * choosable, as it was sent. Drawn once the form is known, so the address's choice is selected.
 */
export function AnswerFilterField({
  platform,
  answerKey,
  answerValue,
}: {
  platform: Platform | undefined;
  answerKey: string;
  answerValue: string;
}) {
  const { fields, ready } = useAnswerFields(platform);
  if (!platform || !ready) return null;
  const offered = fields.filter((field) => !field.retired && field.values.length > 0);
  const chosen = answerKey && answerValue ? answerChoice(answerKey, answerValue) : '';
  const known = offered.some((field) => field.key === answerKey && field.values.includes(answerValue));
  if (offered.length === 0 && !chosen) return null;
  const formerLabel = fields.find((field) => field.key === answerKey)?.label ?? leadMessages.answerField;
  return (
    <SelectField
      key={`${platform}|${offered.length}`}
      label={leadMessages.answerFilter}
      name="answer"
      defaultValue={chosen}
    >
      <option value="">{leadMessages.anyAnswer}</option>
      {offered.map((field) => (
        <optgroup key={field.key} label={field.label}>
          {field.values.map((value) => (
            <option key={value} value={answerChoice(field.key, value)}>
              {value}
            </option>
          ))}
        </optgroup>
      ))}
      {chosen && !known ? (
        <optgroup label={leadMessages.retiredFieldOption(formerLabel)}>
          <option value={chosen}>{answerValue}</option>
        </optgroup>
      ) : null}
    </SelectField>
  );
}
