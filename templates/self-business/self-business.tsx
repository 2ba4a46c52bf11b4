import { useId } from 'react';
import styled from 'styled-components';
import { Container, Grid } from '@/features/content/layout';
import { SkeletonBlock, SkeletonRegion } from '@/features/content/skeleton';
import { Band, BandHeader, BandHeading } from '@/features/fixed-pages/band';
import { fixedPageTemplate } from '@/features/fixed-pages/fixed-page';
import { usePageMenu } from '@/features/fixed-pages/use-page-menu';
import { MenuLink } from '@/features/site-menu/menu-link';
import { selfBusinessMessages } from './messages';

const PATH = '/self_business';
const TILE_HEIGHT = '96px';
const ICON_SIZE = '40px';
const SKELETON_TILES = 4;

const Tile = styled(MenuLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  height: ${TILE_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  font-weight: 600;
  text-align: left;
  transition:
    border-color 0.2s ease,
    color 0.2s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  img,
  span[aria-hidden] {
    flex: none;
    width: ${ICON_SIZE};
    height: ${ICON_SIZE};
    border-radius: ${({ theme }) => theme.radii.round};
  }
  span[aria-hidden] {
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The business areas at a glance: one tile per sub-menu, its icon (or initial) and name. */
function AreaIndex() {
  const page = usePageMenu(PATH);
  const headingId = useId();
  if (!page.isLoading && page.sections.length === 0) return null;
  return (
    <Band $tone="muted" aria-labelledby={headingId}>
      <Container>
        <BandHeader>
          <BandHeading id={headingId}>{selfBusinessMessages.index}</BandHeading>
        </BandHeader>
        {page.isLoading ? (
          <SkeletonRegion>
            <Grid $columns={4}>
              {Array.from({ length: SKELETON_TILES }, (_, index) => (
                <li key={index}>
                  <SkeletonBlock $height={TILE_HEIGHT} />
                </li>
              ))}
            </Grid>
          </SkeletonRegion>
        ) : (
          <Grid $columns={4}>
            {page.sections.map((area) => (
              <li key={area.id} className="animate">
                <Tile menu={area}>
                  {area.icon ? (
                    <img src={area.icon} alt="" />
                  ) : (
                    <span aria-hidden="true">{area.name.slice(0, 1)}</span>
                  )}
                  {area.name}
                </Tile>
              </li>
            ))}
          </Grid>
        )}
      </Container>
    </Band>
  );
}

/** Candidates come for one area (报考, 考试, 专业 …): an index first, then each area's latest notices. */
const template = fixedPageTemplate(
  { path: PATH, layouts: { fallback: 'news' } },
  { fallbackTitle: selfBusinessMessages.title, beforeSections: <AreaIndex /> },
);
export const firstCalls = template.firstCalls;
export default template.Page;
