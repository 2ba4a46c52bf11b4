import { createContext, useContext } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { isPlatform, PLATFORMS } from '@contract/platform';
import { Hint } from './form-field';
import { space } from './theme-helpers';
import { PLATFORM_LABELS, platformMessages } from './platform-messages';

export const DEFAULT_PLATFORM: Platform = 'company';

/**
 * The sites the screen shown may act on: those the signed-in staff member's roles allow for the
 * screen's action (app/routes.tsx provides them, app/screens.ts screenSites); every site elsewhere.
 */
export const ScreenSitesContext = createContext<readonly Platform[]>(PLATFORMS);

/** The sites the screen shown may act on (ScreenSitesContext), in the catalogue's order. */
export const useScreenSites = () => useContext(ScreenSitesContext);

/**
 * A site filter from the address (线索, 渠道报表): the site asked for when it is one of `sites`,
 * else none, which means all of them (the server answers only the caller's sites).
 */
export const siteFilterAmong = (asked: string | null, sites: readonly Platform[]): Platform | undefined =>
  isPlatform(asked) && sites.includes(asked) ? asked : undefined;

/**
 * The platform asked for when it is one of `sites`, else the first of them: a site the user may
 * not act on (an old link, an address typed by hand) is never shown.
 */
const platformAmong = (asked: string | null, sites: readonly Platform[]): Platform =>
  siteFilterAmong(asked, sites) ?? sites[0] ?? DEFAULT_PLATFORM;

/** The sites as a drop-down's choices (value, name), in the catalogue's order. */
export const siteChoices = (sites: readonly Platform[]) =>
  sites.map((platform) => [platform, PLATFORM_LABELS[platform]] as const);

/**
 * The platform a per-platform screen shows, kept in the address (`?platform=vocational`): one the
 * user's roles allow there, the first of them (集团官网 when allowed) without one.
 */
export function usePlatformParam(): Platform {
  const [searchParams] = useSearchParams();
  return platformAmong(searchParams.get('platform'), useScreenSites());
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
 * The platforms the user may act on here (useScreenSites) as links that keep the choice in the
 * address, so reloading, the back button and a shared link show the same platform; the current
 * one is `aria-current="page"`. Other sites' tabs are not drawn.
 */
export function PlatformSwitch({
  current,
  labels = PLATFORM_LABELS,
}: {
  current: Platform;
  /** The sites' names on the tabs (the catalogue's, contract/platform.ts, unless a screen says otherwise). */
  labels?: Record<Platform, string>;
}) {
  const sites = useScreenSites();
  return (
    <nav aria-label={platformMessages.switchLabel}>
      <List>
        {sites.map((platform) => (
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
