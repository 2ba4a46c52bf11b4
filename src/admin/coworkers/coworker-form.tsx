import type { CoworkerAdminDetails, CoworkerSaveBody } from '@contract/coworker';
import type { Platform } from '@contract/common';
import { MediaField } from '../media/media-field';
import { TextField } from '../ui/form-field';
import { PlatformRecordForm, type RecordFormProps } from '../ui/platform-record-pages';
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

/** Name, title, avatar (upload or library), subjects, summary, the details page's text, shown or not. */
export function CoworkerForm({ saving, listPath, ...props }: RecordFormProps<CoworkerFormValues>) {
  const form = useRecordForm({ ...props, validate: validateCoworker, serverFields: SERVER_FIELDS });
  const { field, mediaField } = form;

  return (
    <PlatformRecordForm
      form={form}
      saving={saving}
      listPath={listPath}
      status={{ legend: coworkerMessages.status, label: coworkerMessages.publish }}
    >
      <TextField
        label={coworkerMessages.name}
        maxLength={32}
        hint={coworkerMessages.nameHint}
        {...field('name')}
        required
      />
      <TextField
        label={coworkerMessages.title}
        maxLength={64}
        hint={coworkerMessages.titleHint}
        {...field('title')}
      />
      <MediaField label={coworkerMessages.avatar} kind="image" {...mediaField('avatar')} />
      <TextField
        label={coworkerMessages.subjects}
        maxLength={200}
        hint={coworkerMessages.subjectsHint}
        {...field('subjects')}
      />
      <TextAreaField
        label={coworkerMessages.summary}
        maxLength={500}
        hint={coworkerMessages.summaryHint}
        {...field('summary')}
      />
      <TextAreaField label={coworkerMessages.bio} hint={coworkerMessages.bioHint} {...field('bio')} />
    </PlatformRecordForm>
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
