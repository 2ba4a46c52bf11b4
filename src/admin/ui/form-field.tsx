import {
  type ChangeEvent,
  type ClipboardEvent,
  type ComponentType,
  type InputHTMLAttributes,
  type ReactNode,
  useId,
  useState,
} from 'react';
import styled, { css } from 'styled-components';
import { uiMessages } from './messages';
import { inputWidthPlus, space } from './theme-helpers';

/** A field's column: its label, its box, its hint and its error, one under the other. */
export const fieldColumnStyle = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

const Field = styled.div`
  ${fieldColumnStyle};
  max-width: ${inputWidthPlus(8)};
`;

export const labelStyle = css`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

export const FieldLabel = styled.label`
  ${labelStyle};
`;

export const inputStyle = css`
  min-height: ${space(6, 3)};
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledInput = styled.input`
  ${inputStyle};
`;

/** The boxes whose native picker writes a date: the browser's format for Chinese (年/月/日). */
const DATE_TYPES = new Set(['date', 'datetime-local', 'time', 'month']);

/**
 * A text box. A date box carries `lang="zh-CN"` itself (as the page does): a browser that takes
 * the element's language for its picker shows 年/月/日; Chromium follows its own UI language, so a
 * Chinese browser shows 年/月/日 and an English one mm/dd/yyyy whatever the page says.
 */
const Input = (props: InputHTMLAttributes<HTMLInputElement>) => (
  <StyledInput lang={props.type && DATE_TYPES.has(props.type) ? 'zh-CN' : undefined} {...props} />
);

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

export const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

/**
 * The ids that tie a box to its hint and its error: spread `control` on the box (its id for the
 * label, aria-invalid, aria-describedby naming the hint and the error shown).
 */
export function useFieldIds({ hint, error }: { hint?: unknown; error?: unknown }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };
  return { id, hintId, errorId, control };
}

/** A field's hint and its error (announced) under the box, with the ids its aria-describedby names. */
export function FieldNotes({
  ids,
  hint,
  error,
}: {
  ids: { hintId: string; errorId: string };
  hint?: ReactNode;
  error?: string | null;
}) {
  return (
    <>
      {hint ? <Hint id={ids.hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={ids.errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </>
  );
}

/** What every labelled field takes besides its box's own attributes. */
export type LabelledFieldProps = { label: string; hint?: ReactNode; error?: string | null };

type FrameProps = { className?: string; children: ReactNode };

/** The attributes of a box the counter reads (a text box's or a multi-line box's). */
type CountedBox = {
  maxLength?: number;
  value?: unknown;
  defaultValue?: unknown;
  type?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
  onPaste?: (event: ClipboardEvent<HTMLInputElement & HTMLTextAreaElement>) => void;
};

const CounterLine = styled(Hint)<{ $full: boolean }>`
  color: ${({ theme, $full }) => ($full ? theme.colors.danger : theme.colors.textMuted)};
  font-variant-numeric: tabular-nums;
`;

/** Characters as the box's maxLength counts them (UTF-16 units, as the browser stops typing). */
const lengthOf = (value: unknown) => (typeof value === 'string' ? value.length : 0);

/**
 * The counter of a box with a limit (`maxLength`: the contract's, as the save body's schema says):
 * 已输入 12/200 under the box, red at the limit. The browser stops typing at the limit; a paste
 * that would pass it is cut by the browser, so the counter says how much was left out instead of
 * cutting silently. Controlled boxes count their value, uncontrolled ones what was typed.
 */
function useLengthCounter(box: CountedBox) {
  const max = box.maxLength;
  const counted = max !== undefined && box.type !== 'password';
  const [typed, setTyped] = useState(() => lengthOf(box.value ?? box.defaultValue));
  const [cut, setCut] = useState(0);
  const length = box.value !== undefined ? lengthOf(box.value) : typed;
  if (!counted) return { counted: false as const };
  const onChange = (event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    setTyped(event.target.value.length);
    if (event.target.value.length < max) setCut(0);
    box.onChange?.(event);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement & HTMLTextAreaElement>) => {
    const target = event.currentTarget;
    const pasted = event.clipboardData.getData('text').length;
    const selected = (target.selectionEnd ?? 0) - (target.selectionStart ?? 0);
    setCut(Math.max(0, target.value.length - selected + pasted - max));
    box.onPaste?.(event);
  };
  return { counted: true as const, length, max, cut, handlers: { onChange, onPaste } };
}

/**
 * A labelled field made of a box (text box, multi-line box, drop-down) and the column that holds
 * it: the label, the box, its hint and its error (announced, and tied to the box with
 * aria-describedby / aria-invalid). `className` styles the column (`styled(SelectField)`).
 * A box with a `maxLength` (not a password) gets the counter (已输入 12/200) under it.
 */
export function labelledField<BoxProps extends object>(
  Box: ComponentType<BoxProps & ReturnType<typeof useFieldIds>['control']>,
  Frame: ComponentType<FrameProps>,
) {
  return function LabelledField({
    label,
    hint,
    error,
    className,
    ...box
  }: BoxProps & LabelledFieldProps & { className?: string }) {
    const ids = useFieldIds({ hint, error });
    const counter = useLengthCounter(box as CountedBox);
    const counterId = `${ids.id}-count`;
    const control = counter.counted
      ? {
          ...ids.control,
          'aria-describedby': [ids.control['aria-describedby'], counterId].filter(Boolean).join(' '),
        }
      : ids.control;
    return (
      <Frame className={className}>
        <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
        <Box {...control} {...(box as BoxProps)} {...(counter.counted ? counter.handlers : {})} />
        {counter.counted ? (
          <>
            <CounterLine id={counterId} $full={counter.length >= counter.max}>
              {uiMessages.typed(counter.length, counter.max)}
            </CounterLine>
            {counter.cut > 0 ? (
              <FieldError role="alert">{uiMessages.pasteCut(counter.max, counter.cut)}</FieldError>
            ) : null}
          </>
        ) : null}
        <FieldNotes ids={ids} hint={hint} error={error} />
      </Frame>
    );
  };
}

/** A labelled text box with its hint and its error. */
export const TextField = labelledField<Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>>(Input, Field);

/** A framed group with its legend: the checkboxes' and radios' below, and wider groups (模板, 备案链接). */
export const fieldsetStyle = css`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    ${labelStyle};
  }
`;

/** A group of checkboxes or radios with its legend (角色, 开通方式 …). */
export const Fieldset = styled.fieldset`
  ${fieldsetStyle};
  max-width: ${inputWidthPlus(8)};
`;

export const CheckRow = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${space(6, 2)};
  input {
    width: ${space(4, 1)};
    height: ${space(4, 1)};
  }
`;

/** One checkbox in its group (状态: 发布 …); `hint` says why it may be locked. */
export function CheckboxFieldset({
  legend,
  label,
  name,
  checked,
  onChange,
  disabled,
  hint,
}: {
  legend: string;
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string | null;
}) {
  const hintId = useId();
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <CheckRow>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </CheckRow>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
    </Fieldset>
  );
}

/** A choice of one (打开方式, 发布状态 …): a radio for each choice, in their group. */
export function RadioFieldset<Choice extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  /** Each choice's value and label, in order. */
  choices: readonly (readonly [Choice, string])[];
  value: Choice;
  onChange: (choice: Choice) => void;
}) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {choices.map(([choice, label]) => (
        <CheckRow key={choice}>
          <input
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          {label}
        </CheckRow>
      ))}
    </Fieldset>
  );
}

/** The row of a form's buttons. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

/**
 * The value of a form's named field (input, select), read from the form's elements rather than
 * `new FormData(form)`, which the test environment's fetch polyfill does not take.
 */
export function fieldValue(form: HTMLFormElement, name: string): string {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : '';
}
