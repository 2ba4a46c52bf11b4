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
