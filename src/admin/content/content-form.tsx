import { type FormEvent, lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { useUnsavedReportGuard } from '@/features/report-guard/use-unsaved-report-guard';
import type { Platform } from '@contract/common';
import type { ContentSaveBody } from '@contract/site-content';
import { MediaField } from '../media/media-field';
import { PrimaryButton, SecondaryLink } from '../ui/buttons';
import { CheckRow, FieldError, Fieldset, FormActions, Hint, TextField } from '../ui/form-field';
import { inputWidthPlus } from '../ui/theme-helpers';
import { isDateTimeLocal } from './china-time-input';
import { MenuPicker } from './menu-picker';
import { contentMessages } from './messages';

// TipTap is the bulk of the editor: its own chunk, fetched when the form is drawn.
const RichTextEditor = lazy(() => import(/* webpackChunkName: "admin-rich-text" */ './rich-text-editor'));

const Wide = styled.div`
  max-width: ${inputWidthPlus(8, 8, 8)};
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;
const Label = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;
const TextArea = styled.textarea`
  width: 100%;
  min-height: ${({ theme }) => theme.space[8]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const EditorSkeleton = styled.div`
  height: ${inputWidthPlus(7)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  padding: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Place = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

export type ContentFormValues = {
  platform: Platform;
  menuId: number | null;
  title: string;
  summary: string;
  url: string;
  /** China time, as the datetime-local box gives it: `2026-03-01T09:30`. */
  publishTime: string;
  image: string;
  video: string;
  /** As typed; '' = last. */
  sort: string;
  status: boolean;
  /** HTML from the editor. */
  body: string;
};

type Field = 'menu' | 'title' | 'summary' | 'url' | 'publishTime' | 'image' | 'video' | 'sort' | 'body';
export type FieldErrors = Partial<Record<Field, string>>;

const SORT_MAX = 1_000_000;

/** The contract's checks (contract/site-content.ts ContentSaveBody), named beside their field. */
export function validateContent(values: ContentFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.menuId === null) errors.menu = contentMessages.chooseMenu;
  const title = values.title.trim();
  if (!title) errors.title = contentMessages.titleMissing;
  else if ([...title].length > 200) errors.title = contentMessages.titleTooLong;
  if ([...values.summary.trim()].length > 1000) errors.summary = contentMessages.summaryTooLong;
  if (!isDateTimeLocal(values.publishTime)) errors.publishTime = contentMessages.publishTimeInvalid;
  const sort = values.sort.trim();
  if (sort && !(/^\d+$/.test(sort) && Number(sort) <= SORT_MAX)) errors.sort = contentMessages.sortInvalid;
  return errors;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save's JSON body from the form (`extra`: what the form keeps but does not show, the id, the end time). */
export function saveBodyOf(
  values: ContentFormValues,
  extra: Pick<ContentSaveBody, 'id' | 'endTime'> = {},
): ContentSaveBody {
  const sort = values.sort.trim();
  return {
    ...extra,
    menuId: values.menuId ?? 0,
    title: values.title.trim(),
    summary: orNull(values.summary),
    url: orNull(values.url),
    image: orNull(values.image),
    video: orNull(values.video),
    body: values.body,
    publishTime: values.publishTime,
    status: values.status,
    ...(sort ? { sort: Number(sort) } : {}),
  };
}

/** The field a server refusal is about, by the name its message starts with (server/src/lib/content-input.ts). */
const FIELD_OF_MESSAGE: [string, Field][] = [
  ['链接地址', 'url'],
  ['图片地址', 'image'],
  ['视频地址', 'video'],
  ['标题', 'title'],
  ['请输入标题', 'title'],
  ['摘要', 'summary'],
  ['发布时间', 'publishTime'],
  ['排序', 'sort'],
  ['正文', 'body'],
  ['所选栏目', 'menu'],
  ['请选择栏目', 'menu'],
];
export const fieldOfServerMessage = (message: string): Field | null =>
  FIELD_OF_MESSAGE.find(([start]) => message.startsWith(start))?.[1] ?? null;

type ContentFormProps = {
  initial: ContentFormValues;
  saving: boolean;
  /** Saves; resolves null when saved, else the server's message. */
  onSubmit: (values: ContentFormValues) => Promise<string | null>;
  /** Where 返回列表 goes. */
  listAddress: string;
};

/**
 * The content editor's form: menu, title, summary, link, publish time (China time), picture,
 * video, order, status and the rich text body. Leaving it with changes not saved asks first.
 */
export function ContentForm({ initial, saving, onSubmit, listAddress }: ContentFormProps) {
  const ids = { body: useId(), summary: useId(), publishTime: useId() };
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof ContentFormValues>(key: K, value: ContentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const dirty = (Object.keys(values) as (keyof ContentFormValues)[]).some(
    (key) => values[key] !== baseline[key],
  );
  useUnsavedReportGuard(dirty, contentMessages.leaveUnsaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateContent(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    const refusal = await onSubmit(values);
    if (refusal === null) {
      setBaseline(values);
      return;
    }
    const field = fieldOfServerMessage(refusal);
    if (field) setErrors({ [field]: refusal });
    else setFormError(refusal);
  };

  const describe = (id: string, hint: boolean, error: string | undefined) =>
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Place>
        <MenuPicker
          platform={values.platform}
          menuId={values.menuId}
          error={errors.menu}
          onChange={(place) => setValues((current) => ({ ...current, ...place }))}
        />
      </Place>
      <TextField
        label={contentMessages.title}
        name="title"
        autoComplete="off"
        maxLength={200}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errors.title}
        required
      />
      <Wide>
        <Label htmlFor={ids.summary}>{contentMessages.summary}</Label>
        <TextArea
          id={ids.summary}
          name="summary"
          maxLength={1000}
          value={values.summary}
          aria-invalid={errors.summary ? true : undefined}
          aria-describedby={describe(ids.summary, true, errors.summary)}
          onChange={(event) => set('summary', event.target.value)}
        />
        <Hint id={`${ids.summary}-hint`}>{contentMessages.summaryHint}</Hint>
        {errors.summary ? (
          <FieldError id={`${ids.summary}-error`} role="alert">
            {errors.summary}
          </FieldError>
        ) : null}
      </Wide>
      <TextField
        label={contentMessages.url}
        name="url"
        inputMode="url"
        autoComplete="off"
        hint={contentMessages.urlHint}
        value={values.url}
        onChange={(event) => set('url', event.target.value)}
        error={errors.url}
      />
      <TextField
        label={contentMessages.publishTime}
        name="publishTime"
        type="datetime-local"
        hint={contentMessages.publishTimeHint}
        value={values.publishTime}
        onChange={(event) => set('publishTime', event.target.value)}
        error={errors.publishTime}
        required
      />
      <MediaField
        label={contentMessages.imageField}
        kind="image"
        name="image"
        hint={contentMessages.imageHint}
        value={values.image}
        onChange={(url) => set('image', url)}
        error={errors.image}
      />
      <MediaField
        label={contentMessages.videoField}
        kind="video"
        name="video"
        hint={contentMessages.videoHint}
        value={values.video}
        onChange={(url) => set('video', url)}
        error={errors.video}
      />
      <TextField
        label={contentMessages.sort}
        name="sort"
        inputMode="numeric"
        hint={contentMessages.sortHint}
        value={values.sort}
        onChange={(event) => set('sort', event.target.value)}
        error={errors.sort}
      />
      <Fieldset>
        <legend>{contentMessages.publishStatus}</legend>
        <CheckRow>
          <input
            type="radio"
            name="status"
            value="on"
            checked={values.status}
            onChange={() => set('status', true)}
          />
          {contentMessages.statusOn}
        </CheckRow>
        <CheckRow>
          <input
            type="radio"
            name="status"
            value="off"
            checked={!values.status}
            onChange={() => set('status', false)}
          />
          {contentMessages.statusOff}
        </CheckRow>
      </Fieldset>
      <Wide>
        <Label as="span" id={ids.body}>
          {contentMessages.body}
        </Label>
        <Suspense fallback={<EditorSkeleton role="status">{contentMessages.editorLoading}</EditorSkeleton>}>
          <RichTextEditor
            initial={initial.body}
            onChange={(html) => set('body', html)}
            labelId={ids.body}
            hintId={`${ids.body}-hint`}
          />
        </Suspense>
        <Hint id={`${ids.body}-hint`}>{contentMessages.bodyHint}</Hint>
        {errors.body ? <FieldError role="alert">{errors.body}</FieldError> : null}
      </Wide>
      {formError ? (
        <FieldError role="alert">
          {contentMessages.formError}
          {formError}
        </FieldError>
      ) : null}
      <FormActions>
        <PrimaryButton type="submit" disabled={saving}>
          {saving ? contentMessages.saving : contentMessages.save}
        </PrimaryButton>
        <SecondaryLink to={listAddress}>{contentMessages.cancel}</SecondaryLink>
      </FormActions>
    </form>
  );
}
