import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import type { ContentItem } from '@contract/site-content';
import { ContentImage } from '@/features/content/content-image';
import { type ContentListBodyProps, contentListTemplate } from '@/features/content/content-list-template';
import { oneLine } from '@/features/content/css-recipes';
import { Card, Clamp } from '@/features/content/layout';
import { PagedList } from '@/features/content/paged-list';
import { SkeletonBlock } from '@/features/content/skeleton';
import { media } from '@/theme/theme';
import { personnelCardsMessages as messages } from './messages';
import { PersonBio } from './person-bio';

const PORTRAIT = '1 / 1';
/** Phones show a small portrait beside the text; from tablets on it tops the card. */
const PHONE_PORTRAIT_WIDTH = '112px';
/** Name, two lines of position and the bio button: fixed, so a card and its skeleton match. */
const INFO_HEIGHT = '160px';
const TOGGLE_HEIGHT = '36px';

const cardLayout = css`
  display: grid;
  grid-template-columns: ${PHONE_PORTRAIT_WIDTH} minmax(0, 1fr);
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const PersonCard = styled(Card)`
  ${cardLayout}
`;

const Portrait = styled(ContentImage)`
  margin: ${({ theme }) => theme.space[3]}px 0 0 ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.round};
  ${media.tablet} {
    margin: 0;
    border-radius: 0;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  height: ${INFO_HEIGHT};
  padding: ${({ theme }) => theme.space[4]}px;
  overflow: hidden;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
    line-height: 1.4;
    ${oneLine}
  }
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  align-self: flex-start;
  height: ${TOGGLE_HEIGHT};
  margin-top: auto;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  &::after {
    content: '▾';
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true']::after {
    transform: rotate(180deg);
  }
`;

const BioPanel = styled.div`
  grid-column: 1 / -1;
  padding: ${({ theme }) => `${theme.space[4]}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

function PersonnelCard({ item, priority }: { item: ContentItem; priority: boolean }) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);

  return (
    <PersonCard>
      <Portrait src={item.image} decorative ratio={PORTRAIT} priority={priority} />
      <Info>
        <h2>{item.title}</h2>
        <Clamp $lines={2}>{item.summary}</Clamp>
        <Toggle
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={messages.bioOf(item.title)}
          onClick={() => setExpanded((value) => !value)}
        >
          {messages.bio}
        </Toggle>
      </Info>
      <BioPanel id={panelId} hidden={!expanded}>
        {expanded && <PersonBio contentId={item.id} />}
      </BioPanel>
    </PersonCard>
  );
}

function PersonnelCardsBody({ list }: ContentListBodyProps) {
  return (
    <PagedList
      list={list}
      columns={3}
      skeleton={() => (
        <li>
          <PersonCard as="div">
            <Portrait src={null} decorative ratio={PORTRAIT} />
            <Info>
              <SkeletonBlock $height="100%" />
            </Info>
          </PersonCard>
        </li>
      )}
      renderItem={(item, index) => (
        <li className="animate">
          <PersonnelCard item={item} priority={index === 0} />
        </li>
      )}
    />
  );
}

const template = contentListTemplate({ paged: true }, PersonnelCardsBody);
export const firstCalls = template.firstCalls;
export default template.Page;
