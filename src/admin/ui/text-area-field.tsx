import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, inputStyle } from './form-field';
import { inputWidthPlus, space } from './theme-helpers';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  max-width: ${inputWidthPlus(8, 8)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Area = styled.textarea`
  ${inputStyle};
  min-height: ${space(8, 7)};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  line-height: 1.6;
  resize: vertical;
`;

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  hint?: ReactNode;
  error?: string | null;
};

/** A labelled multi-line box with its hint and error, as TextField for one line. */
export function TextAreaField({ label, hint, error, ...area }: TextAreaFieldProps) {
  const id = useId();
  const describedBy =
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Area id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...area} />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? (
        <FieldError id={`${id}-error`} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Field>
  );
}
