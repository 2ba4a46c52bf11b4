import type { ReactNode, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import {
  FieldLabel,
  FieldNotes,
  fieldColumnStyle,
  inputStyle,
  type LabelledFieldProps,
  useFieldIds,
} from './form-field';

const Field = styled.div`
  ${fieldColumnStyle};
  select {
    ${inputStyle};
  }
`;

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> &
  LabelledFieldProps & {
    children: ReactNode;
    /** For `styled(SelectField)`: a screen's own width. */
    className?: string;
  };

/** A labelled drop-down (平台, 状态, 负责人 …) with its hint and error, styled as the console's text boxes. */
export function SelectField({ label, hint, error, children, className, ...select }: SelectFieldProps) {
  const ids = useFieldIds({ hint, error });
  return (
    <Field className={className}>
      <FieldLabel htmlFor={ids.id}>{label}</FieldLabel>
      <select {...ids.control} {...select}>
        {children}
      </select>
      <FieldNotes ids={ids} hint={hint} error={error} />
    </Field>
  );
}
