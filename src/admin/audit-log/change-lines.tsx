import styled from 'styled-components';
import type { AuditEntry } from '@contract/staff';
import { entryLines } from './audit-words';
import { auditMessages } from './messages';

const Lines = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 16em;
  max-width: ${({ theme }) => theme.layout.inputWidth}px;
  overflow-wrap: break-word;
`;

/** 变更内容 of a row of the trail: one line per field, in words (audit-words.ts). */
export function ChangeLines({ entry }: { entry: AuditEntry }) {
  const lines = entryLines(entry);
  if (lines.length === 0) return <>{auditMessages.none}</>;
  return (
    <Lines>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </Lines>
  );
}
