import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { bareList } from '@/features/content/css-recipes';
import { SkeletonBlock } from '@/features/content/skeleton';

/** Every closed entry has this height (title line + facts line), and so does its skeleton. */
const TRIGGER_HEIGHT = '88px';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${bareList}
`;

const Entry = styled.li`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  &:has([aria-expanded='true']) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled.button`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-content: center;
  column-gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  height: ${TRIGGER_HEIGHT};
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border: 0;
  background: none;
  color: inherit;
  text-align: left;
`;

const EntryTitle = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.span`
  grid-row: 2;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Chevron = styled.span`
  grid-row: 1 / span 2;
  grid-column: 2;
  align-self: center;
  width: 10px;
  height: 10px;
  border-right: 2px solid ${({ theme }) => theme.colors.primary};
  border-bottom: 2px solid ${({ theme }) => theme.colors.primary};
  transform: rotate(45deg);
  transition: transform 0.2s ease;
  [aria-expanded='true'] > & {
    transform: rotate(-135deg);
  }
`;

const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[4]}px ${theme.space[4]}px`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export type AccordionEntry = {
  key: number | string;
  title: string;
  /** One line of facts under the title (department, place …). */
  facts?: string;
  /** Rendered when the entry opens (a details call may start then). */
  renderBody: () => ReactNode;
};

/** Entries that open and close independently; each title is an h3 with a button (WAI-ARIA accordion). */
export function Accordion({ entries }: { entries: readonly AccordionEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<AccordionEntry['key']>>(() => new Set());
  const baseId = useId();
  const toggle = (key: AccordionEntry['key']) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <List>
      {entries.map((entry, index) => {
        const isOpen = open.has(entry.key);
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Entry key={entry.key} className="animate">
            <Heading>
              <Trigger
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(entry.key)}
              >
                <EntryTitle>{entry.title}</EntryTitle>
                {entry.facts && <Facts>{entry.facts}</Facts>}
                <Chevron aria-hidden="true" />
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={triggerId} hidden={!isOpen}>
              {isOpen && entry.renderBody()}
            </Panel>
          </Entry>
        );
      })}
    </List>
  );
}

/** The accordion's placeholder: closed entries of the same height. */
export function AccordionSkeleton({ count }: { count: number }) {
  return (
    <List>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <SkeletonBlock $height={TRIGGER_HEIGHT} />
        </li>
      ))}
    </List>
  );
}
