import styled from 'styled-components';
import { primaryButtonStyle, secondaryButtonStyle } from './buttons';
import { inputWidthPlus } from './theme-helpers';

/**
 * The screens outside the signed-in frame (登录, 设置密码, the password an admin set changed
 * first): one card in the middle of a muted page.
 */
export const CardPage = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const Card = styled.div`
  width: 100%;
  max-width: ${inputWidthPlus(8)};
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A card's main button, the width of the card. */
export const CardSubmit = styled.button`
  ${primaryButtonStyle};
  width: 100%;
`;

/** A card's other button under it (返回登录, 退出登录). */
export const CardSecondary = styled.button`
  ${secondaryButtonStyle};
  width: 100%;
  margin-top: ${({ theme }) => theme.space[3]}px;
`;
