import { useCallback, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ServerFile } from '@contract/server-file';
import { SecondaryButton } from '../ui/buttons';
import { FieldError, Hint, inputStyle } from '../ui/form-field';
import { inputWidthPlus } from '../ui/theme-helpers';
import { MediaLibraryDialog } from './media-library-dialog';
import { mediaMessages } from './messages';
import { MediaFileInput } from './media-file-input';
import type { MediaKind } from './upload-file';
import { useUpload } from './use-upload';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
  max-width: ${inputWidthPlus(8, 4)};
`;

const Label = styled.label`
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Input = styled.input`
  ${inputStyle};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Preview = styled.div`
  img,
  video {
    display: block;
    max-width: 320px;
    max-height: 180px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    object-fit: contain;
  }
`;

const Progress = styled.progress`
  width: 240px;
  height: ${({ theme }) => theme.space[3]}px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

type MediaFieldProps = {
  label: string;
  kind: MediaKind;
  /** The address of the picture or video (`/uploads/…`, or a link the URL policy accepts). */
  value: string;
  onChange: (url: string) => void;
  /** The form field's name, so the form's value reads it like a text box. */
  name?: string;
  hint?: string;
  error?: string | null;
  /** The picture's recommended size in pixels, width × height: declared with the field. */
  recommended?: readonly [number, number];
};

/**
 * A picture or video of a record: its address as text (a link from elsewhere still works),
 * a preview, 上传 with a progress bar and 取消, and 从媒体库选择 to reuse an earlier upload.
 */
export function MediaField({
  label,
  kind,
  value,
  onChange,
  name,
  hint,
  error,
  recommended,
}: MediaFieldProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const onUploaded = useCallback((file: ServerFile) => onChange(file.url), [onChange]);
  const upload = useUpload(kind, onUploaded);
  const status = upload.state;
  const shownError = status.status === 'failed' ? status.message : error;
  const describedBy =
    [hint ? `${id}-hint` : null, recommended ? `${id}-size` : null, shownError ? `${id}-error` : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={name}
        value={value}
        inputMode="url"
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {recommended ? <Hint id={`${id}-size`}>{mediaMessages.recommended(label, recommended)}</Hint> : null}
      <Actions>
        <SecondaryButton
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={status.status === 'uploading'}
        >
          {mediaMessages.upload[kind]}
        </SecondaryButton>
        <SecondaryButton type="button" onClick={() => setLibraryOpen(true)}>
          {mediaMessages.pick}
        </SecondaryButton>
        {value ? (
          <SecondaryButton type="button" onClick={() => onChange('')}>
            {mediaMessages.clear}
          </SecondaryButton>
        ) : null}
        <MediaFileInput
          ref={fileInput}
          kind={kind}
          testId={`${name ?? kind}-file`}
          onFile={(file) => void upload.start(file)}
        />
      </Actions>
      <div role="status" aria-live="polite">
        {status.status === 'uploading' ? (
          <Actions>
            <Progress max={100} value={status.percent} aria-label={mediaMessages.progressLabel} />
            <span>{mediaMessages.progress(status.percent)}</span>
            <SecondaryButton type="button" onClick={upload.cancel}>
              {mediaMessages.cancel}
            </SecondaryButton>
          </Actions>
        ) : status.status === 'done' ? (
          <Hint>{mediaMessages.uploaded(status.chosenName, status.file.originalName)}</Hint>
        ) : null}
      </div>
      {shownError ? (
        <FieldError id={`${id}-error`} role="alert">
          {shownError}
        </FieldError>
      ) : null}
      {value ? (
        <Preview>
          {kind === 'image' ? (
            <img src={value} alt={mediaMessages.preview(label)} />
          ) : (
            // eslint-disable-next-line jsx-a11y/media-has-caption -- a preview of the staff member's own upload; the content system holds no caption files
            <video src={value} controls preload="metadata" aria-label={mediaMessages.preview(label)} />
          )}
        </Preview>
      ) : null}
      {libraryOpen ? (
        <MediaLibraryDialog
          kind={kind}
          current={value}
          onClose={() => setLibraryOpen(false)}
          onPick={(file) => {
            onChange(file.url);
            setLibraryOpen(false);
          }}
        />
      ) : null}
    </Field>
  );
}
