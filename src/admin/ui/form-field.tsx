import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styled, { css } from 'styled-components';
import { inputWidthPlus, space } from './theme-helpers';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  max-width: ${inputWidthPlus(8)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
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

const Input = styled.input`
  ${inputStyle};
`;

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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
};

/**
 * A labelled text box with its hint and its error (announced, and tied to the box with
 * aria-describedby / aria-invalid).
 */
export function TextField({ label, hint, error, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}

/** A group of checkboxes or radios with its legend (权限 …). */
export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  max-width: ${inputWidthPlus(8)};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
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
