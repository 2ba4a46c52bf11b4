import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { isPlatform, PLATFORMS } from '@contract/platform';
import { Hint } from './form-field';
import { space } from './theme-helpers';
import { PLATFORM_LABELS, platformMessages } from './platform-messages';

export const DEFAULT_PLATFORM: Platform = 'company';

/** The platform a per-platform screen shows, kept in the address (`?platform=vocational`). */
export function usePlatformParam(): Platform {
  const [searchParams] = useSearchParams();
  const value = searchParams.get('platform');
  return isPlatform(value) ? value : DEFAULT_PLATFORM;
}

/** `?platform=…` for links between a screen's pages (the default platform needs none). */
export const platformQuery = (platform: Platform) =>
  platform === DEFAULT_PLATFORM ? '' : `?platform=${platform}`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  list-style: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${space(6, 2)};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-bottom: 3px solid transparent;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The four platforms as links that keep the choice in the address, so reloading, the back
 * button and a shared link show the same platform; the current one is `aria-current="page"`.
 */
export function PlatformSwitch({
  current,
  labels = PLATFORM_LABELS,
}: {
  current: Platform;
  /** The sites' names on the tabs (the catalogue's, contract/platform.ts, unless a screen says otherwise). */
  labels?: Record<Platform, string>;
}) {
  return (
    <nav aria-label={platformMessages.switchLabel}>
      <List>
        {PLATFORMS.map((platform) => (
          <li key={platform}>
            <Tab to={`?platform=${platform}`} aria-current={platform === current ? 'page' : undefined}>
              {labels[platform]}
            </Tab>
          </li>
        ))}
      </List>
    </nav>
  );
}

/** Which platform a record form saves to (it is chosen on the list, not in the form). */
export function PlatformNote({ platform }: { platform: Platform }) {
  return (
    <Hint>
      {platformMessages.platform}：{PLATFORM_LABELS[platform]}
    </Hint>
  );
}
