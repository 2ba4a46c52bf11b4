import type { SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldColumnStyle, inputStyle, labelledField } from './form-field';

const Field = styled.div`
  ${fieldColumnStyle};
`;

const Select = styled.select`
  ${inputStyle};
`;

/**
 * A labelled drop-down (平台, 状态, 负责人 …) with its hint and error, styled as the console's text
 * boxes; a screen gives it its own width with `styled(SelectField)`.
 */
export const SelectField = labelledField<Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>>(Select, Field);

/** A drop-down's choices, each value with its label; `none` first, as the choice of '' (全部 …, 未分配). */
export function Options({
  none,
  choices,
}: {
  none?: string;
  choices: readonly (readonly [value: string | number, label: string])[];
}) {
  return (
    <>
      {none === undefined ? null : <option value="">{none}</option>}
      {choices.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
