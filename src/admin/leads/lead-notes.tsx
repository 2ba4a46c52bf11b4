import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useSaveNoteSiteMessageMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { type LeadNote, NOTE_MAX } from '@contract/site-message';
import { SaveButton } from '../ui/save-or-cancel';
import { FieldLabel, FieldNotes, FormActions, inputStyle, useFieldIds } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { inputWidthPlus, space } from '../ui/theme-helpers';
import { leadMessages } from './messages';

const List = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space[3]}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: ${({ theme }) => theme.space[1]}px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const Meta = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  max-width: ${inputWidthPlus(8)};
`;
const NoteBox = styled.textarea`
  ${inputStyle};
  min-height: ${space(8, 6)};
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  resize: vertical;
`;

/** The notes on a lead, oldest first, each with its author and time; and a box to add one. */
export function LeadNotes({ leadId, notes }: { leadId: number; notes: LeadNote[] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hint = leadMessages.noteHint(NOTE_MAX);
  const ids = useFieldIds({ hint, error });
  const [saveNote, { isLoading }] = useSaveNoteSiteMessageMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError(leadMessages.noteMissing);
    if (trimmed.length > NOTE_MAX) return setError(leadMessages.noteTooLong(NOTE_MAX));
    setError(null);
    const result = await saveNote({ id: leadId, text: trimmed });
    if (!('data' in result)) return;
    setText('');
    showSuccessToast(leadMessages.noteAdded);
  };

  return (
    <>
      {notes.length === 0 ? (
        <p>{leadMessages.notesEmpty}</p>
      ) : (
        <List>
          {notes.map((note) => (
            <li key={note.id}>
              <Meta>{leadMessages.noteBy(note.authorName, formatDateTime(note.createdAt))}</Meta>
              <p>{note.text}</p>
            </li>
          ))}
        </List>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Field>
          <FieldLabel htmlFor={ids.id}>{leadMessages.newNote}</FieldLabel>
          <NoteBox
            {...ids.control}
            name="note"
            value={text}
            maxLength={NOTE_MAX}
            onChange={(event) => setText(event.target.value)}
          />
          <FieldNotes ids={ids} hint={hint} error={error} />
        </Field>
        <FormActions>
          <SaveButton saving={isLoading} label={leadMessages.addNote} />
        </FormActions>
      </form>
    </>
  );
}
