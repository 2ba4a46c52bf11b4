import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { PLATFORMS } from '@contract/platform';
import { space } from '../ui/theme-helpers';
import { menuMessages, PLATFORM_LABELS } from './messages';

const Bar = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]}px;
    margin: 0;
    padding: ${({ theme }) => theme.space[1]}px;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surface};
    width: fit-content;
  }
`;

const Choice = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${space(6, 2)};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: 600;
  }
`;

/** The four sites as links (`?platform=…`): the choice stays in the address, back and reload keep it. */
export function PlatformSwitch({ current, to }: { current: Platform; to: (platform: Platform) => string }) {
  return (
    <Bar aria-label={menuMessages.platforms}>
      <ul>
        {PLATFORMS.map((platform) => (
          <li key={platform}>
            <Choice to={to(platform)} aria-current={platform === current ? 'page' : undefined}>
              {PLATFORM_LABELS[platform]}
            </Choice>
          </li>
        ))}
      </ul>
    </Bar>
  );
}
