import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import styled from 'styled-components';
import { inputStyle } from '../ui/form-field';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  select {
    ${inputStyle};
  }
`;

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> & {
  label: string;
  children: ReactNode;
};

/** A labelled drop-down (平台, 状态, 负责人 …), styled as the console's text boxes. */
export function SelectField({ label, children, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...select}>
        {children}
      </select>
    </Field>
  );
}
