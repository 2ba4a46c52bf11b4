import type { CoworkerAdminDetails, CoworkerSaveBody } from '@contract/coworker';
import type { Platform } from '@contract/common';
import { MediaField } from '../media/media-field';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { CheckRow, Fieldset, Hint, TextField } from '../ui/form-field';
import { Notice } from '../ui/layout';
import { PLATFORM_LABELS, platformMessages } from '../ui/platform-messages';
import { TextAreaField } from '../ui/text-area-field';
import { useRecordForm } from '../ui/use-record-form';
import { coworkerMessages } from './messages';

export type CoworkerFormValues = {
  platform: Platform;
  name: string;
  title: string;
  avatar: string;
  subjects: string;
  summary: string;
  bio: string;
  status: boolean;
};

type Field = 'name' | 'title' | 'avatar' | 'subjects' | 'summary' | 'bio';
type Errors = Partial<Record<Field, string>>;

/** The limits of contract/coworker.ts CoworkerSaveBody, by field. */
const LIMITS: Record<Exclude<Field, 'avatar' | 'name'>, number> = {
  title: 64,
  subjects: 200,
  summary: 500,
  bio: 50_000,
};

const LABELS: Record<Field, string> = {
  name: coworkerMessages.name,
  title: coworkerMessages.title,
  avatar: coworkerMessages.avatar,
  subjects: coworkerMessages.subjects,
  summary: coworkerMessages.summary,
  bio: coworkerMessages.bio,
};

/** The words the server's messages name each field by (server/src/routes/api/cms/web/coworker-admin.ts). */
const SERVER_FIELDS = [
  ['avatar', ['头像']],
  ['bio', ['详细介绍']],
  ['subjects', ['授课科目']],
  ['summary', ['简介']],
  ['title', ['职称']],
  ['name', ['姓名']],
] as const satisfies readonly (readonly [Field, readonly string[]])[];

export function validateCoworker(values: CoworkerFormValues): Errors {
  const errors: Errors = {};
  const name = values.name.trim();
  if (!name) errors.name = coworkerMessages.nameMissing;
  else if ([...name].length > 32) errors.name = coworkerMessages.nameTooLong;
  for (const [field, max] of Object.entries(LIMITS) as [keyof typeof LIMITS, number][]) {
    if ([...values[field].trim()].length > max) errors[field] = coworkerMessages.tooLong(LABELS[field], max);
  }
  return errors;
}

export const coworkerFormValuesOf = (coworker: CoworkerAdminDetails): CoworkerFormValues => ({
  platform: coworker.platform,
  name: coworker.name,
  title: coworker.title,
  avatar: coworker.avatar ?? '',
  subjects: coworker.subjects,
  summary: coworker.summary,
  bio: coworker.bio,
  status: coworker.status,
});

/** The save's JSON body; no sort, so an edited teacher keeps its place. */
export const coworkerSaveBodyOf = (values: CoworkerFormValues, id?: number): CoworkerSaveBody => ({
  ...(id ? { id } : {}),
  platform: values.platform,
  name: values.name.trim(),
  title: values.title.trim(),
  avatar: values.avatar.trim() || null,
  subjects: values.subjects.trim(),
  summary: values.summary.trim(),
  bio: values.bio,
  status: values.status,
});

type CoworkerFormProps = {
  initial: CoworkerFormValues;
  saving: boolean;
  serverError: string | null;
  listPath: string;
  onSubmit: (values: CoworkerFormValues) => void;
};

/** Name, title, avatar (upload or library), subjects, summary, the details page's text, shown or not. */
export function CoworkerForm({ initial, saving, serverError, listPath, onSubmit }: CoworkerFormProps) {
  const { values, set, errorOf, submit, unplacedServerError } = useRecordForm({
    initial,
    validate: validateCoworker,
    serverError,
    serverFields: SERVER_FIELDS,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit}>
      <Hint>
        {platformMessages.platform}：{PLATFORM_LABELS[values.platform]}
      </Hint>
      <TextField
        label={coworkerMessages.name}
        name="name"
        maxLength={32}
        hint={coworkerMessages.nameHint}
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={errorOf('name')}
        required
      />
      <TextField
        label={coworkerMessages.title}
        name="title"
        maxLength={64}
        hint={coworkerMessages.titleHint}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errorOf('title')}
      />
      <MediaField
        label={coworkerMessages.avatar}
        kind="image"
        name="avatar"
        value={values.avatar}
        onChange={(url) => set('avatar', url)}
        error={errorOf('avatar')}
      />
      <TextField
        label={coworkerMessages.subjects}
        name="subjects"
        maxLength={200}
        hint={coworkerMessages.subjectsHint}
        value={values.subjects}
        onChange={(event) => set('subjects', event.target.value)}
        error={errorOf('subjects')}
      />
      <TextAreaField
        label={coworkerMessages.summary}
        name="summary"
        maxLength={500}
        hint={coworkerMessages.summaryHint}
        value={values.summary}
        onChange={(event) => set('summary', event.target.value)}
        error={errorOf('summary')}
      />
      <TextAreaField
        label={coworkerMessages.bio}
        name="bio"
        hint={coworkerMessages.bioHint}
        value={values.bio}
        onChange={(event) => set('bio', event.target.value)}
        error={errorOf('bio')}
      />
      <Fieldset>
        <legend>{coworkerMessages.status}</legend>
        <CheckRow>
          <input
            type="checkbox"
            name="status"
            checked={values.status}
            onChange={(event) => set('status', event.target.checked)}
          />
          {coworkerMessages.publish}
        </CheckRow>
      </Fieldset>
      {unplacedServerError ? <Notice role="alert">{unplacedServerError}</Notice> : null}
      <SaveOrCancel saving={saving} cancelTo={listPath} />
    </form>
  );
}

export const EMPTY_COWORKER = (platform: Platform): CoworkerFormValues => ({
  platform,
  name: '',
  title: '',
  avatar: '',
  subjects: '',
  summary: '',
  bio: '',
  status: true,
});
