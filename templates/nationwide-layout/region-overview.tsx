import { useId } from 'react';
import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { media } from '@/theme/theme';
import { CampusList } from './campus-list';
import { nationwideLayoutMessages as messages } from './messages';
import type { Region } from './regions';

/** Fixed tile and panel sizes, shared with the skeleton. */
export const TILE_HEIGHT = '80px';
export const TILE_MIN_WIDTH = '128px';
export const PANEL_MIN_HEIGHT = '320px';
/** Tiles are shaded in this many steps by campus count, like a density map. */
const HEAT_STEPS = 4;
const HEAT_STEP_OPACITY = 0.07;

export const OverviewLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

/** The "map": tiles on a dotted ground. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${TILE_MIN_WIDTH}, 1fr));
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.large}px;
  background: ${({ theme }) => theme.colors.surface}
    radial-gradient(${({ theme }) => theme.colors.border} 1px, transparent 1px) 0 0 /
    ${({ theme }) => `${theme.space[3]}px ${theme.space[3]}px`};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Tile = styled.button<{ $heat: number }>`
  position: relative;
  display: grid;
  place-content: center;
  width: 100%;
  height: ${TILE_HEIGHT};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  overflow: hidden;
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background: ${({ theme }) => theme.colors.primary};
    opacity: ${({ $heat }) => $heat * HEAT_STEP_OPACITY};
    transition: opacity 0.2s ease;
  }
  & > * {
    position: relative;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &[aria-pressed='true']::before {
    opacity: 1;
  }
  &[aria-pressed='true'] span {
    color: inherit;
  }
`;

export const Panel = styled.section`
  min-height: ${PANEL_MIN_HEIGHT};
  padding: ${({ theme }) => theme.space[5]}px;
  border-top: ${({ theme }) => theme.space[1]}px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
  }
  > p {
    margin: ${({ theme }) => `${theme.space[1]}px 0 ${theme.space[4]}px`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space[4]}px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const heatOf = (count: number, most: number) => (most === 0 ? 0 : Math.ceil((count / most) * HEAT_STEPS));

type RegionOverviewProps = {
  regions: readonly Region[];
  selected: Region;
  onSelect: (region: Region) => void;
};

/** Tablets and desktops: every region as a tile; the chosen one's campuses in the panel beside. */
export function RegionOverview({ regions, selected, onSelect }: RegionOverviewProps) {
  const panelId = useId();
  const headingId = useId();
  const most = Math.max(...regions.map((region) => region.campuses.length));

  return (
    <OverviewLayout>
      <TileGrid aria-label={messages.regionPicker}>
        {regions.map((region) => (
          <li key={region.item.id}>
            <Tile
              type="button"
              $heat={heatOf(region.campuses.length, most)}
              aria-pressed={region === selected}
              aria-controls={panelId}
              onClick={() => onSelect(region)}
            >
              <strong>{region.item.title}</strong> <span>{messages.campusCount(region.campuses.length)}</span>
            </Tile>
          </li>
        ))}
      </TileGrid>
      <Panel id={panelId} aria-labelledby={headingId}>
        <h3 id={headingId}>{selected.item.title}</h3>
        <p>{messages.campusCount(selected.campuses.length)}</p>
        <CampusList campuses={selected.campuses} />
        {selected.item.url && <ContentLink item={selected.item}>{messages.more}</ContentLink>}
      </Panel>
    </OverviewLayout>
  );
}
