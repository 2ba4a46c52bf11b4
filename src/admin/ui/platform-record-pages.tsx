import {
  type ComponentType,
  createContext,
  type FormEvent,
  type ReactNode,
  type RefObject,
  useContext,
} from 'react';
import { PreviewButton, type PreviewResult } from '../preview/preview-button';
import type { Platform } from '@contract/common';
import type { RevisionEntity } from '@contract/revision';
import { HistorySection, useRestartKey } from '../revisions/history-section';
import { RecordReviewBar } from '../review/record-review-bar';
import { AdLawOverrideOffer } from '../ad-law/ad-law-override-offer';
import { isReviewedEntity } from '@contract/review';
import { CheckboxFieldset } from './form-field';
import { uiMessages } from './messages';
import { FormScreen } from './page-header';
import { PlatformNote, platformQuery, usePlatformParam } from './platform-switch';
import { SaveOrCancel } from './save-or-cancel';
import { type DetailsHook, type DetailsResult, RecordPending, useRecordDetails } from './record-screens';
import type { Refusal } from './server-message';
import { type SaveResult, useSaveThenBack } from './use-save-then-back';

/** What every record form of a per-platform resource takes from its page. */
export type RecordFormProps<Values> = {
  initial: Values;
  saving: boolean;
  /** The server's refusal of the last save: shown beside its field, or above the buttons. */
  serverError: Refusal | null;
  listPath: string;
  onSubmit: (values: Values) => void;
};

/** What the frame takes of a record form's state (useRecordForm). */
type FrameState<Values> = {
  values: Values;
  checkbox: (key: 'status') => { name: string; checked: boolean; onChange: (checked: boolean) => void };
  submit: (event: FormEvent) => void;
  unplacedServerError: string | null;
  formRef: RefObject<HTMLFormElement | null>;
};

/** The family's `savePreview` mutation hook (issue 25 item 1). */
export type PreviewHook<Body> = () => readonly [(body: Body) => PromiseLike<PreviewResult>, ...unknown[]];

/** 预览 for the form's values as typed, when the record's family has previews. */
const RecordPreview = createContext<((values: never) => ReactNode) | null>(null);

const noPreview = () => [null] as const;

/** The 预览 button of a record page, for its form's frame; null when the family has none. */
function useRecordPreview<Values, Body>(
  usePreview: PreviewHook<Body> | undefined,
  bodyOf: (values: Values) => Body,
): ((values: Values) => ReactNode) | null {
  const [savePreview] = (usePreview ?? noPreview)();
  if (!savePreview) return null;
  return (values) => <PreviewButton send={() => savePreview(bodyOf(values))} />;
}

/**
 * A per-platform record's form: which platform it saves to, its own fields, 状态 (shown on the
 * site or not), the server's message that names no field, and 保存 / 取消.
 */
export function PlatformRecordForm<Values extends { platform: Platform; status: boolean }>({
  form: { values, checkbox, submit, unplacedServerError, formRef },
  saving,
  listPath,
  status,
  children,
}: {
  form: FrameState<Values>;
  saving: boolean;
  listPath: string;
  /** The 状态 group's legend and its checkbox's label. */
  status: { legend: string; label: string };
  children: ReactNode;
}) {
  const preview = useContext(RecordPreview) as ((values: Values) => ReactNode) | null;
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <PlatformNote platform={values.platform} />
      {children}
      <CheckboxFieldset legend={status.legend} label={status.label} {...checkbox('status')} />
      <SaveOrCancel
        saving={saving}
        cancelTo={listPath}
        message={unplacedServerError}
        extra={preview?.(values)}
      />
    </form>
  );
}

/** A resource's screen titles and its not-found text (its messages.ts). */
type RecordTitles = {
  createTitle: string;
  editTitleLoading: string;
  editTitle: (name: string) => string;
  notFound: string;
};

type SaveHook<Body> = () => readonly [(body: Body) => PromiseLike<SaveResult>, { isLoading: boolean }];

/** A per-platform resource's record (轮播图, 教师, 职位): what its create and edit pages are made of. */
export type PlatformRecord<Stored, Values, Body> = {
  /** The resource's path under /admin (`banners`): its list is `/banners?platform=…`. */
  resource: string;
  titles: RecordTitles;
  useDetails: DetailsHook<DetailsResult<Stored>>;
  useSave: SaveHook<Body>;
  /** The family's `savePreview`: 预览 beside 保存 when given. */
  usePreview?: PreviewHook<Body>;
  /** What the edit title names the record by. */
  nameOf: (stored: Stored) => string;
  emptyValues: (platform: Platform) => Values;
  valuesOf: (stored: Stored) => Values;
  /** The save's body; `id` when an existing record is saved. */
  bodyOf: (values: Values, id?: number) => Body;
  Form: ComponentType<RecordFormProps<Values>>;
  /** The entity whose revisions the edit page lists under its form (历史版本). */
  revisions?: RevisionEntity;
};

/** A record definition, its types inferred from its parts. */
export const platformRecord = <Stored, Values, Body>(record: PlatformRecord<Stored, Values, Body>) => record;

/** The list of the platform in the address, where a save or 取消 goes back to. */
function listPathOf(resource: string, platform: Platform) {
  return `/${resource}${platformQuery(platform)}`;
}

/** 新增 … for the platform in the address; back to that platform's list once saved. */
export function PlatformRecordCreatePage<Stored, Values, Body>({
  record: { resource, titles, useSave, usePreview, bodyOf, Form, emptyValues },
}: {
  record: PlatformRecord<Stored, Values, Body>;
}) {
  const platform = usePlatformParam();
  const listPath = listPathOf(resource, platform);
  const [save, { isLoading }] = useSave();
  const { serverError, submit, resubmitWithReason } = useSaveThenBack(save, listPath, uiMessages.saved);
  // A record not saved yet is previewed too: the server shows it under a placeholder id.
  const preview = useRecordPreview(usePreview, (values: Values) => bodyOf(values));

  return (
    <FormScreen title={titles.createTitle}>
      <RecordPreview.Provider value={preview}>
        <Form
          initial={emptyValues(platform)}
          saving={isLoading}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(bodyOf(values))}
        />
      </RecordPreview.Provider>
      <AdLawOverrideOffer
        refusal={serverError}
        platform={platform}
        busy={isLoading}
        onReason={resubmitWithReason}
      />
    </FormScreen>
  );
}

/** 编辑 …: the stored record in the form (not found, or loading, said so); back to its platform's list once saved. */
export function PlatformRecordEditPage<Stored, Values, Body>(props: {
  record: PlatformRecord<Stored, Values, Body>;
}) {
  // A restore starts the screen again: the record asked afresh, the form from the restored values.
  const [generation, restart] = useRestartKey();
  return <PlatformRecordEditScreen key={generation} {...props} onRestored={restart} />;
}

function PlatformRecordEditScreen<Stored, Values, Body>({
  record: { resource, titles, useSave, usePreview, bodyOf, Form, useDetails, nameOf, valuesOf, revisions },
  onRestored,
}: {
  record: PlatformRecord<Stored, Values, Body>;
  onRestored: () => void;
}) {
  const platform = usePlatformParam();
  const listPath = listPathOf(resource, platform);
  const { id, data, missing } = useRecordDetails(useDetails);
  const [save, { isLoading: saving }] = useSave();
  const { serverError, submit, resubmitWithReason } = useSaveThenBack(save, listPath, uiMessages.saved);
  const preview = useRecordPreview(usePreview, (values: Values) => bodyOf(values, id));

  if (missing || !data) return <RecordPending missing={missing} titles={titles} backTo={listPath} />;
  return (
    <>
      <FormScreen title={titles.editTitle(nameOf(data))}>
        {revisions && isReviewedEntity(revisions) ? (
          <RecordReviewBar
            entity={revisions}
            recordId={id}
            platform={platform}
            published={(data as { status?: unknown }).status === true}
          />
        ) : null}
        <RecordPreview.Provider value={preview}>
          <Form
            initial={valuesOf(data)}
            saving={saving}
            serverError={serverError}
            listPath={listPath}
            onSubmit={(values) => submit(bodyOf(values, id))}
          />
        </RecordPreview.Provider>
        <AdLawOverrideOffer
          refusal={serverError}
          platform={platform}
          busy={saving}
          onReason={resubmitWithReason}
        />
      </FormScreen>
      {revisions ? (
        <HistorySection entity={revisions} recordId={id} recordName={nameOf(data)} onRestored={onRestored} />
      ) : null}
    </>
  );
}
