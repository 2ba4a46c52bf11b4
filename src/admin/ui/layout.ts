import styled, { css } from 'styled-components';

/** Things side by side that wrap onto the next line, centred on their line (a password and its copy button, bulk actions …). */
export const inlineRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** A screen's filter bar: fields in a row that wraps, the buttons at the end. */
export const FilterBar = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  > div {
    margin-bottom: 0;
  }
`;

/** A form screen's white card. */
export const Panel = styled.section`
  padding: ${({ theme }) => theme.space[5]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
`;

/** Inline actions of a table row. */
export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

export const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;

/** A section's heading inside a screen (线索概况, 功能入口, 来源与设备 …). */
export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
`;

/** A cell's or a line's secondary words (无图片, 无链接, 无头像): the muted text colour. */
export const MutedText = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
