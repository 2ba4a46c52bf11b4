import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { primaryButtonStyle } from '@/theme/buttons';
import { space } from './theme-helpers';

/**
 * The console's buttons: the site's primary button (src/theme/buttons.ts) and its quieter
 * siblings, as css blocks for `styled.button` and `styled(Link)` alike.
 */
export { primaryButtonStyle };

export const secondaryButtonStyle = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${space(6, 2)};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  white-space: nowrap;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const dangerButtonStyle = css`
  ${secondaryButtonStyle};
  color: ${({ theme }) => theme.colors.danger};
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A link styled as the primary button (新增 …). */
export const primaryLinkStyle = css`
  ${primaryButtonStyle};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  white-space: nowrap;
`;

/** The buttons and links themselves, drawn once for every screen. */
export const PrimaryButton = styled.button`
  ${primaryButtonStyle};
`;
export const SecondaryButton = styled.button`
  ${secondaryButtonStyle};
`;
export const DangerButton = styled.button`
  ${dangerButtonStyle};
`;
/** 新增 … (a link to a create screen). */
export const PrimaryLink = styled(Link)`
  ${primaryLinkStyle};
`;
/** 编辑, 返回列表, 取消 …: a link inside the console that looks like a secondary button. */
export const SecondaryLink = styled(Link)`
  ${secondaryButtonStyle};
`;
/** 查看页面 …: a link out of the console (the public site) that looks like a secondary button. */
export const SecondaryAnchor = styled.a`
  ${secondaryButtonStyle};
`;
