import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  useListServerFileQuery,
  useRemoveServerFileMutation,
  useUpdateAltServerFileMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import type { MediaFile } from '@contract/server-file';
import { DangerButton, SecondaryButton } from '../ui/buttons';
import type { Column } from '../ui/data-table';
import { FieldError, fieldValue, Hint } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { DateRangeFields, dateOrderError, KeywordField, PagedTable, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import { errorMessage } from '../ui/server-message';
import { uiMessages } from '../ui/messages';
import { useListParams } from '../ui/use-list-params';
import { libraryPageMessages as texts, mediaMessages } from './messages';
import { MediaFileInput } from './media-file-input';
import type { MediaKind } from './upload-file';
import { useUpload } from './use-upload';

const FILTERS = ['keyword', 'kind', 'from', 'to'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const KINDS = new Set(['image', 'video', 'other']);

const Thumb = styled.span`
  display: block;
  width: 80px;
  height: 56px;
  img,
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const Meta = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[0]}px;
`;

// Wide enough for a name and its sizes at 1024 px without breaking words mid-way.
const FileCell = styled.span`
  display: block;
  min-width: 10em;
  overflow-wrap: break-word;
`;

const AltForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  min-width: 9em;
  max-width: 13em;
  input {
    flex: 1 1 9em;
    min-width: 0;
    min-height: ${({ theme }) => theme.space[6]}px;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small}px;
    font: inherit;
  }
`;

const Uses = styled.ul`
  min-width: 8em;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]}px;
`;

const UploadBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
`;

/** 上传图片 / 上传视频 of the screen: the same upload as the fields' (same bytes again: the file it has). */
function UploadButton({ kind }: { kind: MediaKind }) {
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const upload = useUpload(kind, () => undefined);
  const state = upload.state;
  return (
    <>
      <SecondaryButton type="button" onClick={() => input?.click()} disabled={state.status === 'uploading'}>
        {mediaMessages.upload[kind]}
      </SecondaryButton>
      <MediaFileInput
        ref={setInput}
        kind={kind}
        testId={`library-${kind}-file`}
        onFile={(file) => void upload.start(file)}
      />
      <span role="status" aria-live="polite">
        {state.status === 'uploading'
          ? mediaMessages.progress(state.percent)
          : state.status === 'done'
            ? mediaMessages.uploaded(state.chosenName, state.file.originalName)
            : null}
      </span>
      {state.status === 'failed' ? <FieldError role="alert">{state.message}</FieldError> : null}
    </>
  );
}

/** A file's alt text: its box and 保存, one small form per row. */
function AltEditor({ file }: { file: MediaFile }) {
  const [save, { isLoading }] = useUpdateAltServerFileMutation();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const alt = fieldValue(event.currentTarget, 'alt').trim();
    const result = await save({ id: file.id, alt });
    if ('error' in result) setError(errorMessage(result.error) ?? mediaMessages.failed);
    else {
      setError(null);
      showSuccessToast(texts.altSaved);
    }
  };
  return (
    <AltForm onSubmit={(event) => void onSubmit(event)}>
      <input
        name="alt"
        aria-label={texts.altLabel(file.originalName)}
        defaultValue={file.alt}
        maxLength={200}
        key={file.alt}
      />
      <SecondaryButton type="submit" disabled={isLoading} aria-label={texts.altSaveOf(file.originalName)}>
        {texts.altSave}
      </SecondaryButton>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </AltForm>
  );
}

/**
 * 媒体库: every upload (one per content) with its thumbnail, found by name, type and upload days;
 * its alt text edited in place, where it is used, 删除 (the server refuses while it is used and
 * names where: the message is shown above the table).
 */
export function MediaLibraryPage() {
  const list = useListParams(FILTERS);
  const { pageNum, pageSize, filters, update } = list;
  const [dateError, setDateError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove] = useRemoveServerFileMutation();
  const files = useListServerFileQuery({
    pageNum,
    pageSize,
    ...(filters.keyword ? { keyword: filters.keyword } : {}),
    ...(KINDS.has(filters.kind) ? { kind: filters.kind as 'image' | 'video' | 'other' } : {}),
    ...(DATE.test(filters.from) ? { from: filters.from } : {}),
    ...(DATE.test(filters.to) ? { to: filters.to } : {}),
  });

  const onSearch = (form: HTMLFormElement) => {
    const read = (key: string) => fieldValue(form, key).trim();
    const next = { keyword: read('keyword'), kind: read('kind'), from: read('from'), to: read('to') };
    const error = dateOrderError(next.from, next.to);
    setDateError(error);
    if (!error) update({ filters: next });
  };

  const onRemove = async (file: MediaFile) => {
    if (!(await confirmDialog({ message: texts.confirmRemove(file.originalName) }))) return;
    const result = await remove({ id: file.id });
    if ('error' in result) setRefusal(errorMessage(result.error) ?? mediaMessages.failed);
    else {
      setRefusal(null);
      showSuccessToast(texts.removed);
    }
  };

  const columns: Column<MediaFile>[] = [
    {
      key: 'thumbnail',
      header: texts.thumbnail,
      cell: (file) => (
        <Thumb>
          {file.kind === 'image' ? (
            <img src={file.url} alt={file.alt || file.originalName} loading="lazy" />
          ) : (
            <video src={file.url} preload="metadata" muted aria-label={texts.videoThumb(file.originalName)} />
          )}
        </Thumb>
      ),
    },
    {
      key: 'file',
      header: texts.file,
      cell: (file) => (
        <FileCell>
          {file.originalName}
          <Meta>
            {[
              mediaMessages.size(file.size),
              file.width && file.height ? texts.pixels(file.width, file.height) : '',
              texts.webSizes(file.widths),
              texts.uploadedOn(formatDateTime(file.createdAt)),
              file.uploaderName ? texts.uploadedBy(file.uploaderName) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </Meta>
        </FileCell>
      ),
    },
    {
      key: 'alt',
      header: texts.alt,
      cell: (file) =>
        file.kind !== 'image' ? '—' : file.canChange ? <AltEditor file={file} /> : file.alt || texts.noAlt,
    },
    {
      key: 'usedBy',
      header: texts.usedBy,
      cell: (file) =>
        file.usedBy.length === 0 ? (
          <Meta>{texts.unused}</Meta>
        ) : (
          <Uses>
            {file.usedBy.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </Uses>
        ),
    },
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (file) =>
        file.canChange ? (
          <DangerButton
            type="button"
            aria-label={texts.removeOf(file.originalName)}
            onClick={() => void onRemove(file)}
          >
            {texts.remove}
          </DangerButton>
        ) : (
          <Meta>{texts.othersFile}</Meta>
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={texts.title}
        actions={
          <UploadBar>
            <UploadButton kind="image" />
            <UploadButton kind="video" />
          </UploadBar>
        }
      />
      <Hint>{texts.altHint}</Hint>
      <SearchBar
        onSearch={onSearch}
        onReset={() => update({ filters: { keyword: '', kind: '', from: '', to: '' } })}
        resetKey={FILTERS.map((key) => filters[key]).join('|')}
      >
        <KeywordField
          label={texts.keyword}
          hint={texts.keywordHint}
          value={filters.keyword}
          maxLength={100}
        />
        <SelectField label={texts.kind} name="kind" defaultValue={filters.kind}>
          <Options none={texts.allKinds} choices={texts.kinds} />
        </SelectField>
        <DateRangeFields from={filters.from} to={filters.to} error={dateError} />
      </SearchBar>
      {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
      <PagedTable caption={texts.caption} columns={columns} result={files} empty={texts.empty} list={list} />
    </>
  );
}
