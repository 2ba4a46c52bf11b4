import type { TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { fieldColumnStyle, inputStyle, labelledField } from './form-field';
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

/** A labelled multi-line box with its hint and error, as TextField for one line. */
export const TextAreaField = labelledField<Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>>(
  Area,
  Field,
);
