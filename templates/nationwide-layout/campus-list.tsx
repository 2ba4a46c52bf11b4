import styled from 'styled-components';
import { nationwideLayoutMessages as messages } from './messages';
import type { Campus } from './regions';
import { bareList } from '@/features/content/css-recipes';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  ${bareList}
  counter-reset: campus;
  li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[6]}px;
    counter-increment: campus;
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
  }
  li::before {
    content: counter(campus);
    position: absolute;
    left: 0;
    top: 0;
    width: ${({ theme }) => theme.space[5]}px;
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
    text-align: center;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The campuses of one region, numbered, each with its address when the editor gave one. */
export function CampusList({ campuses }: { campuses: readonly Campus[] }) {
  if (campuses.length === 0) return <Empty>{messages.noCampus}</Empty>;
  return (
    <List>
      {campuses.map((campus, index) => (
        <li key={`${index}-${campus.name}`}>
          <strong>{campus.name}</strong>
          {campus.address && <span>{campus.address}</span>}
        </li>
      ))}
    </List>
  );
}
