import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldNotes,
  fieldColumnStyle,
  inputStyle,
  type LabelledFieldProps,
  useFieldIds,
} from './form-field';
import { inputWidthPlus, space } from './theme-helpers';

const Field = styled.div`
  ${fieldColumnStyle};
  max-width: ${inputWidthPlus(8, 8)};
`;

const Area = styled.textarea`
  ${inputStyle};
  min-height: ${space(8, 7)};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  line-height: 1.6;
  resize: vertical;
`;

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & LabelledFieldProps;

/** A labelled multi-line box with its hint and error, as TextField for one line. */
export function TextAreaField({ label, hint, error, ...area }: TextAreaFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <Field>
      <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
      <Area {...ids.control} {...area} />
      <FieldNotes ids={ids} hint={hint} error={error} />
    </Field>
  );
}
