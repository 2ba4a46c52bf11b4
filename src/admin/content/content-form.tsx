import {
  type FormEvent,
  lazy,
  type ReactNode,
  Suspense,
  type TextareaHTMLAttributes,
  useId,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import { useUnsavedReportGuard } from '@/features/report-guard/use-unsaved-report-guard';
import type { Platform } from '@contract/common';
import { type ContentAdminDetails, ContentSaveBody } from '@contract/site-content';
import { MediaField } from '../media/media-field';
import { FieldError, FieldLabel, Hint, labelledField, RadioFieldset, TextField } from '../ui/form-field';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { inputWidthPlus } from '../ui/theme-helpers';
import { useFocusFirstError } from '../ui/focus-first-error';
import { checkFields, labelledLayout, namesOf, propertyOf, textBoxOf } from '../ui/resource-fields';
import type { Refusal } from '../ui/server-message';
import { formBindings } from '../ui/use-record-form';
import { isDateTimeLocal, toChinaInput } from '../ui/china-time-input';
import { articlePath } from '@/features/content/article-path';
import { MenuPicker } from './menu-picker';
import { LazySeoSection } from '../seo/lazy-seo-section';
import { seoSaveFields, seoValuesOf, type SeoValues } from '../seo/seo-values';
import { AdLawHits } from '../ad-law/ad-law-hits';
import { useAdLawCheck } from '../ad-law/use-ad-law-check';
import { AdLawOverrideDialog } from '../ad-law/ad-law-override';
import { CODE } from '@contract/codes';
import { SecondaryButton } from '../ui/buttons';
import { Notice } from '../ui/layout';

/** The content picture's recommended size: 16:9, sharp on the widest list and detail pages. */
const CONTENT_PICTURE_SIZE = [1200, 675] as const;
import { contentMessages } from './messages';

// TipTap is the bulk of the editor: its own chunk, fetched when the form is drawn.
const RichTextEditor = lazy(() => import(/* webpackChunkName: "admin-rich-text" */ './rich-text-editor'));

const Wide = styled.div`
  max-width: ${inputWidthPlus(8, 8, 8)};
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;
const Label = styled(FieldLabel)`
  display: block;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
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
/** The summary: a wide box, its label above it. */
const SummaryField = labelledField<Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>>(
  TextArea,
  styled(Wide)`
    label {
      display: block;
      margin-bottom: ${({ theme }) => theme.space[1]}px;
    }
  `,
);
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
} & SeoValues;

/**
 * The form's values: of a stored item (`item`), or of a new one (null) under `menuId`, a draft
 * published now (`now`, read once by the caller, so the box keeps what the staff member sees).
 * The one place a field's stored value becomes its box's, beside `saveBodyOf`, the reverse.
 */
export function contentFormValues(
  platform: Platform,
  item: ContentAdminDetails | null,
  { menuId = null, now = Date.now() }: { menuId?: number | null; now?: number } = {},
): ContentFormValues {
  return {
    platform,
    menuId: item?.menuId ?? menuId,
    title: item?.title ?? '',
    summary: item?.summary ?? '',
    url: item?.url ?? '',
    publishTime: toChinaInput(item?.publishTime ?? now),
    image: item?.image ?? '',
    video: item?.video ?? '',
    sort: item ? String(item.sort) : '',
    status: item?.status ?? false,
    body: item?.body ?? '',
    ...seoValuesOf(item),
  };
}

/** The form's fields: the save body's properties it has a box for. */
type Field =
  | 'menuId'
  | 'title'
  | 'summary'
  | 'url'
  | 'publishTime'
  | 'image'
  | 'video'
  | 'sort'
  | 'body'
  | keyof SeoValues;
export type FieldErrors = Partial<Record<Field, string>>;

/** A property of the save body (contract/site-content.ts): its limits, names and messages. */
const schemaOf = (key: Field) => propertyOf(ContentSaveBody, key);
/** A box's label and hint: the save body's names of its property. */
const names = (key: Field) => namesOf(ContentSaveBody, key);
/** A text box's label, hint and length: the save body's. */
const textBox = (key: Field) => textBoxOf(ContentSaveBody, key);
/** The text boxes whose checks are the contract's lengths, with its messages (resource-fields.ts). */
const TEXT_FIELDS = labelledLayout([{ key: 'title' }, { key: 'summary', kind: 'textarea' }], ContentSaveBody);

/** The contract's checks (contract/site-content.ts ContentSaveBody), named beside their field. */
export function validateContent(values: ContentFormValues): FieldErrors {
  const { title, summary } = values;
  const errors: FieldErrors = checkFields(TEXT_FIELDS, ContentSaveBody, { fields: { title, summary } });
  if (values.menuId === null) errors.menuId = contentMessages.chooseMenu;
  if (!isDateTimeLocal(values.publishTime)) errors.publishTime = contentMessages.publishTimeInvalid;
  const sort = values.sort.trim();
  const { minimum = 0, maximum = Infinity, 'x-messages': sortMessages } = schemaOf('sort');
  const inRange = /^\d+$/.test(sort) && Number(sort) >= minimum && Number(sort) <= maximum;
  if (sort && !inRange) errors.sort = sortMessages?.invalid;
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
    ...seoSaveFields(values),
  };
}

/** The fields the form shows a server refusal beside (the envelope's `field`); others go above the buttons. */
const FIELDS: ReadonlySet<string> = new Set<Field>([
  'menuId',
  'title',
  'summary',
  'url',
  'publishTime',
  'image',
  'video',
  'sort',
  'body',
  'seoTitle',
  'seoDescription',
  'seoImage',
  'noindex',
]);

/** How a save was asked for: 保存 (or 保存草稿), or 保存并提交审核; with a reviewer's reason to pass an advertising-law hit. */
export type ContentSaveIntent = { review: boolean; adLawOverride?: string };

type ContentFormProps = {
  initial: ContentFormValues;
  saving: boolean;
  /** Saves; resolves null when saved, else the server's refusal. */
  onSubmit: (values: ContentFormValues, intent: ContentSaveIntent) => Promise<Refusal | null>;
  /**
   * Review before publishing on the item's site (src/admin/review/use-review-rule.ts): where the
   * staff member must submit, the form has no publish switch and offers 保存并提交审核; where
   * they review, a refused advertising-law hit may be passed with a reason.
   */
  review?: { mustSubmit: boolean; canReview: boolean; published: boolean };
  /** Where 返回列表 goes. */
  listAddress: string;
  /** 预览 beside 保存, made from the values as typed. */
  preview?: (values: ContentFormValues) => ReactNode;
  /** The item's id once saved: the search result preview's address. */
  id?: number;
};

/**
 * The content editor's form: menu, title, summary, link, publish time (China time), picture,
 * video, order, status and the rich text body. Leaving it with changes not saved asks first.
 */
export function ContentForm({
  initial,
  saving,
  onSubmit,
  listAddress,
  preview,
  id,
  review = { mustSubmit: false, canReview: false, published: false },
}: ContentFormProps) {
  const bodyId = useId();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A refused advertising-law hit a reviewer may pass: the refusal, then the dialog asking why.
  const [adLawRefusal, setAdLawRefusal] = useState<{ message: string; review: boolean } | null>(null);
  const [askingReason, setAskingReason] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Each refusal (the browser's or the server's): the first field in error is brought into view.
  const [refused, setRefused] = useState<object | null>(null);
  useFocusFirstError(formRef, refused);
  const set = <K extends keyof ContentFormValues>(key: K, value: ContentFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const dirty = (Object.keys(values) as (keyof ContentFormValues)[]).some(
    (key) => values[key] !== baseline[key],
  );
  useUnsavedReportGuard(dirty, contentMessages.leaveUnsaved);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Which button sent the form: 保存并提交审核 carries the value `review`.
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    await send({ review: submitter?.value === 'review' });
  };

  const send = async (intent: ContentSaveIntent) => {
    const found = validateContent(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setRefused({});
      return;
    }
    const refusal = await onSubmit(values, intent);
    setAdLawRefusal(
      refusal?.code === CODE.adLawHit && review.canReview
        ? { message: refusal.message, review: intent.review }
        : null,
    );
    if (refusal === null) {
      setBaseline(values);
      return;
    }
    const { field, message } = refusal;
    if (field !== null && FIELDS.has(field)) setErrors({ [field]: message });
    else setFormError(message);
    setRefused(refusal);
  };

  const { field, mediaField } = formBindings(values, set, (key) => errors[key as Field]);
  // The advertising-law check of the texts the public reads (issue 37 item 3), as staff type.
  const adLaw = useAdLawCheck('siteContent', {
    title: values.title,
    summary: values.summary,
    body: values.body,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
  });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      <Place>
        <MenuPicker
          platform={values.platform}
          menuId={values.menuId}
          error={errors.menuId}
          onChange={(place) => setValues((current) => ({ ...current, ...place }))}
        />
      </Place>
      <TextField {...textBox('title')} autoComplete="off" {...field('title')} required />
      <AdLawHits hits={adLaw.hitsOf('title')} />
      <SummaryField {...textBox('summary')} {...field('summary')} />
      <AdLawHits hits={adLaw.hitsOf('summary')} />
      <TextField {...names('url')} inputMode="url" autoComplete="off" {...field('url')} />
      <TextField {...names('publishTime')} type="datetime-local" {...field('publishTime')} required />
      <MediaField
        {...names('image')}
        kind="image"
        recommended={CONTENT_PICTURE_SIZE}
        {...mediaField('image')}
      />
      <MediaField {...names('video')} kind="video" {...mediaField('video')} />
      <TextField {...names('sort')} inputMode="numeric" {...field('sort')} />
      {review.mustSubmit ? (
        <Notice role="note">
          {review.published ? contentMessages.reviewChangeNote : contentMessages.reviewDraftNote}
        </Notice>
      ) : (
        <RadioFieldset
          legend={contentMessages.publishStatus}
          name="status"
          choices={[
            ['on', contentMessages.statusOn],
            ['off', contentMessages.statusOff],
          ]}
          value={values.status ? 'on' : 'off'}
          onChange={(choice) => set('status', choice === 'on')}
        />
      )}
      <Wide>
        <Label as="span" id={bodyId}>
          {names('body').label}
        </Label>
        <Suspense fallback={<EditorSkeleton role="status">{contentMessages.editorLoading}</EditorSkeleton>}>
          <RichTextEditor
            initial={initial.body}
            onChange={(html) => set('body', html)}
            labelId={bodyId}
            hintId={`${bodyId}-hint`}
          />
        </Suspense>
        <Hint id={`${bodyId}-hint`}>{names('body').hint}</Hint>
        {errors.body ? <FieldError role="alert">{errors.body}</FieldError> : null}
        <AdLawHits hits={adLaw.hitsOf('body')} />
      </Wide>
      <LazySeoSection
        values={values}
        set={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
        errors={errors}
        fallback={{
          title: values.title.trim(),
          description: values.summary.trim(),
          image: values.image.trim() || null,
          path: id !== undefined && values.menuId !== null ? articlePath(values.menuId, id) : null,
        }}
      />
      <AdLawHits hits={adLaw.hitsOf('seoTitle', 'seoDescription')} withLabels />
      {formError ? (
        <FieldError role="alert">
          {contentMessages.formError}
          {formError}
        </FieldError>
      ) : null}
      {adLawRefusal ? (
        <SecondaryButton type="button" onClick={() => setAskingReason(true)}>
          {contentMessages.overrideAdLaw}
        </SecondaryButton>
      ) : null}
      <SaveOrCancel
        saving={saving}
        saveLabel={
          review.mustSubmit
            ? review.published
              ? contentMessages.saveChange
              : contentMessages.saveDraft
            : undefined
        }
        cancelTo={listAddress}
        cancelLabel={contentMessages.cancel}
        extra={
          <>
            {review.mustSubmit ? (
              <SecondaryButton type="submit" name="intent" value="review" disabled={saving}>
                {contentMessages.saveAndSubmit}
              </SecondaryButton>
            ) : null}
            {preview?.(values)}
          </>
        }
      />
      {askingReason && adLawRefusal ? (
        <AdLawOverrideDialog
          message={adLawRefusal.message}
          busy={saving}
          onCancel={() => setAskingReason(false)}
          onConfirm={(reason) => {
            setAskingReason(false);
            void send({ review: adLawRefusal.review, adLawOverride: reason });
          }}
        />
      ) : null}
    </form>
  );
}
