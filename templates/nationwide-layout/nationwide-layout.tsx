import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { ContentStates } from '@/features/content/content-states';
import { SkeletonBlock } from '@/features/content/skeleton';
import { useMediaQuery } from '@/features/content/use-media-query';
import { theme as defaultTheme } from '@/theme/theme';
import { nationwideLayoutMessages as messages } from './messages';
import { AccordionList, HEADER_HEIGHT, RegionAccordion } from './region-accordion';
import { OverviewLayout, PANEL_MIN_HEIGHT, RegionOverview, TILE_HEIGHT, TileGrid } from './region-overview';
import { toRegion } from './regions';

/** Every region on one page: the overview needs them all (the call allows 100). */
const ALL_REGIONS = 100;
/** Tiles or rows drawn while loading. */
const SKELETON_COUNT = 12;
const TABLET_UP = `(min-width: ${defaultTheme.breakpoints[1]}px)`;
const SUMMARY_LINE_HEIGHT = '26px';

const Summary = styled.header`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]}px;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
  }
  p {
    height: ${SUMMARY_LINE_HEIGHT};
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const SummarySkeleton = styled(SkeletonBlock)`
  margin: 0 auto;
`;

const AccordionSkeleton = styled(SkeletonBlock)`
  border-radius: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
`;

function NationwideLayoutBody({ list }: ContentListBodyProps) {
  const wide = useMediaQuery(TABLET_UP);
  const regions = useMemo(() => list.items.map(toRegion), [list.items]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = regions.find((region) => region.item.id === selectedId) ?? null;
  const campusTotal = regions.reduce((sum, region) => sum + region.campuses.length, 0);

  const shown = selected ?? regions[0];
  const heading = wide && <h2>{messages.overview}</h2>;

  return (
    <>
      <ContentStates
        state={list}
        skeleton={
          <>
            <Summary>
              {heading}
              <SummarySkeleton $height={SUMMARY_LINE_HEIGHT} $width="60%" />
            </Summary>
            {wide ? (
              <OverviewLayout>
                <TileGrid>
                  {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                    <li key={index}>
                      <SkeletonBlock $height={TILE_HEIGHT} />
                    </li>
                  ))}
                </TileGrid>
                <SkeletonBlock $height={PANEL_MIN_HEIGHT} />
              </OverviewLayout>
            ) : (
              <AccordionList>
                {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <AccordionSkeleton key={index} $height={HEADER_HEIGHT} />
                ))}
              </AccordionList>
            )}
          </>
        }
      >
        <Summary>
          {heading}
          <p>{messages.totals(regions.length, campusTotal)}</p>
        </Summary>
        {wide ? (
          shown && (
            <RegionOverview
              regions={regions}
              selected={shown}
              onSelect={(region) => setSelectedId(region.item.id)}
            />
          )
        ) : (
          <RegionAccordion
            regions={regions}
            open={selected}
            onToggle={(region) => setSelectedId(region === selected ? null : region.item.id)}
          />
        )}
      </ContentStates>
    </>
  );
}

const template = contentListTemplate({ pageSize: ALL_REGIONS }, NationwideLayoutBody);
export const firstCalls = template.firstCalls;
export default template.Page;
