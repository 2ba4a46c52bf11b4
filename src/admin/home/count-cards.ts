import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space } from '../ui/theme-helpers';

/**
 * 首页's count cards (线索概况, 审核概况): a section of cards, each a link with its label, its
 * count and a line saying what it counts.
 */
export const CountSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[6]}px;
`;

export const CountCards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: repeat(auto-fill, minmax(${space(8, 7, 3)}, 1fr));
`;

export const CountCard = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  height: 100%;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const CountLabel = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

export const Count = styled.strong`
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[6]}px;
  line-height: 1.2;
  white-space: nowrap;
`;

export const CountUnit = styled.span`
  margin-left: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  font-weight: 400;
`;

export const CountHint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;
