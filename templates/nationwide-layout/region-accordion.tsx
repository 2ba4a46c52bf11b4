import { useId } from 'react';
import styled from 'styled-components';
import { ContentLink } from '@/features/content/content-link';
import { insetFocusRing } from '@/features/content/layout';
import { CampusList } from './campus-list';
import { nationwideLayoutMessages as messages } from './messages';
import type { Region } from './regions';

/** One closed region row, shared with the skeleton. */
export const HEADER_HEIGHT = '56px';

export const AccordionList = styled.div`
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:last-child {
    border-bottom: 0;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
`;

const Header = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  height: ${HEADER_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-align: left;
  /* The list clips its overflow. */
  ${insetFocusRing}
  span {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
    font-weight: 400;
  }
  &::after {
    content: '▾';
    color: ${({ theme }) => theme.colors.primary};
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-expanded='true']::after {
    transform: rotate(180deg);
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]}px ${theme.space[4]}px`};
  a {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space[3]}px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

type RegionAccordionProps = {
  regions: readonly Region[];
  open: Region | null;
  onToggle: (region: Region) => void;
};

/** Phones: one row per region that unfolds its campuses; one open at a time keeps the list short. */
export function RegionAccordion({ regions, open, onToggle }: RegionAccordionProps) {
  const idPrefix = useId();

  return (
    <AccordionList>
      {regions.map((region) => {
        const expanded = region === open;
        const buttonId = `${idPrefix}-button-${region.item.id}`;
        const panelId = `${idPrefix}-panel-${region.item.id}`;
        return (
          <Item key={region.item.id} className="animate">
            <h2>
              <Header
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => onToggle(region)}
              >
                {region.item.title} <span>{messages.campusCount(region.campuses.length)}</span>
              </Header>
            </h2>
            <Body id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              <CampusList campuses={region.campuses} />
              {region.item.url && <ContentLink item={region.item}>{messages.more}</ContentLink>}
            </Body>
          </Item>
        );
      })}
    </AccordionList>
  );
}
