import styled, { css } from 'styled-components';
import type { Campus } from '@contract/campus';
import { mapLinks } from '@contract/map-links';
import { telHref } from '@contract/phone-link';
import { type PublicQueryCall, usePublicList } from '@/api/public-api';
import { ContentStates } from '@/features/content/content-states';
import { bareList } from '@/features/content/css-recipes';
import { queryLoadState } from '@/features/content/query-load-state';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { campusMessages as messages } from './messages';

/** The call the campus lists make: a page's first calls, so they are in the server's render. */
export const campusCalls: readonly PublicQueryCall[] = [
  { endpoint: 'listPublicRecords', args: 'siteCampus' },
];

/** The visit's site's campuses, in display order. */
export const useCampuses = () => usePublicList('siteCampus');

/** The demo pictures' and a phone photo's shape: the box is kept before the picture loads. */
const PICTURE_WIDTH = 800;
const PICTURE_HEIGHT = 450;

/** The cards in up to three columns; `$single`: one column (a city's one campus in CitySections). */
export const CampusGrid = styled.ul<{ $single?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  ${bareList}
  ${({ $single }) =>
    !$single &&
    css`
      ${media.tablet} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      ${media.desktop} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    `}
`;

const Card = styled.li`
  display: grid;
  align-content: start;
  overflow: hidden;
  min-width: 0;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  box-shadow: ${({ theme }) => theme.shadows.card};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: ${PICTURE_WIDTH} / ${PICTURE_HEIGHT};
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space[2]}px;
    padding: ${({ theme }) => theme.space[4]}px;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
  }
  dl {
    display: grid;
    grid-template-columns: 4.5em minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  dd a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const MapLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.large}px;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
`;

const MAPS = [
  ['amap', messages.amap],
  ['baidu', messages.baidu],
  ['tencent', messages.tencent],
] as const;

/** One campus: picture, name, address, hours, a tap-to-call number and the three map apps. */
export function CampusCard({ campus }: { campus: Campus }) {
  const links = mapLinks(campus);
  const tel = telHref(campus.phone);
  return (
    <Card>
      {campus.picture && (
        <img
          src={campus.picture}
          alt={messages.pictureAlt(campus.name)}
          width={PICTURE_WIDTH}
          height={PICTURE_HEIGHT}
          loading="lazy"
          decoding="async"
        />
      )}
      <div>
        <h3>{campus.name}</h3>
        <dl>
          <dt>{messages.address}</dt>
          <dd>{campus.address}</dd>
          {campus.hours && (
            <>
              <dt>{messages.hours}</dt>
              <dd>{campus.hours}</dd>
            </>
          )}
          {campus.phone && (
            <>
              <dt>{messages.phone}</dt>
              <dd>{tel ? <a href={tel}>{campus.phone}</a> : campus.phone}</dd>
            </>
          )}
        </dl>
        <MapLinks aria-label={messages.openIn}>
          {MAPS.map(([key, name]) => (
            <li key={key}>
              <a
                href={links[key]}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={messages.mapLink(name, campus.name)}
              >
                {name}
              </a>
            </li>
          ))}
        </MapLinks>
      </div>
    </Card>
  );
}

/** Campuses by city, in the order their first campus comes. */
export function byCity(campuses: readonly Campus[]): { city: string; campuses: Campus[] }[] {
  const groups = new Map<string, Campus[]>();
  for (const campus of campuses) groups.set(campus.city, [...(groups.get(campus.city) ?? []), campus]);
  return [...groups].map(([city, list]) => ({ city, campuses: list }));
}

const CityNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px;
    ${bareList}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.large}px;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

/**
 * The cities side by side, as many a row as the campus grid has columns: a city with one campus
 * takes one column (twelve cities of one centre each fill four rows, not twelve), a city with
 * more takes the whole row for its own grid.
 */
const CitySections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[5]}px;
  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CitySection = styled.section<{ $wide: boolean }>`
  scroll-margin-top: 80px;
  min-width: 0;
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  > h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
`;

const Totals = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SKELETON_CARDS = 3;
const CARD_SKELETON_HEIGHT = '320px';

/** The id of a city's section: its place in the list (a city's name is an editor's text). */
const cityAnchor = (index: number) => `campus-city-${index + 1}`;

/**
 * The site's campuses grouped by city, with a city filter of plain anchors (it works before
 * and without scripts; the header's and the skeleton's sizes are kept); `withFilter` off: one grid.
 */
export function CampusList({ withFilter = true }: { withFilter?: boolean }) {
  const query = useCampuses();
  const campuses = (query.data ?? []) as Campus[];
  const groups = byCity(campuses);
  return (
    <ContentStates
      state={queryLoadState(query, campuses.length === 0)}
      skeleton={
        <CampusGrid>
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <li key={index}>
              <SkeletonBlock $height={CARD_SKELETON_HEIGHT} />
            </li>
          ))}
        </CampusGrid>
      }
    >
      {withFilter ? (
        <>
          <Totals>{messages.totals(groups.length, campuses.length)}</Totals>
          {groups.length > 1 && (
            <CityNav aria-labelledby="campus-city-filter">
              <h2 id="campus-city-filter">{messages.cityFilter}</h2>
              <ul>
                {groups.map((group, index) => (
                  <li key={group.city}>
                    <a href={`#${cityAnchor(index)}`}>
                      {messages.cityCount(group.city, group.campuses.length)}
                    </a>
                  </li>
                ))}
              </ul>
            </CityNav>
          )}
          <CitySections>
            {groups.map((group, index) => (
              <CitySection
                key={group.city}
                id={cityAnchor(index)}
                aria-labelledby={`${cityAnchor(index)}-h`}
                $wide={group.campuses.length > 1}
              >
                <h2 id={`${cityAnchor(index)}-h`}>{group.city}</h2>
                <CampusGrid $single={group.campuses.length === 1}>
                  {group.campuses.map((campus) => (
                    <CampusCard key={campus.id} campus={campus} />
                  ))}
                </CampusGrid>
              </CitySection>
            ))}
          </CitySections>
        </>
      ) : (
        <CampusGrid>
          {campuses.map((campus) => (
            <CampusCard key={campus.id} campus={campus} />
          ))}
        </CampusGrid>
      )}
    </ContentStates>
  );
}
