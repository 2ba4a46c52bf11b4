import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { contentTarget } from '@contract/url-policy';
import { MediaField } from '../media/media-field';
import { SaveOrCancel } from '../ui/save-or-cancel';
import { CheckRow, Fieldset, Hint, TextField } from '../ui/form-field';
import { Notice } from '../ui/layout';
import { PLATFORM_LABELS, platformMessages } from '../ui/platform-messages';
import { useRecordForm } from '../ui/use-record-form';
import { bannerMessages } from './messages';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]}px;
`;
const OpenType = styled.p`
  margin: -${({ theme }) => theme.space[2]}px 0 ${({ theme }) => theme.space[4]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

export type BannerFormValues = {
  platform: Platform;
  title: string;
  image: string;
  url: string;
  /** `datetime-local` values, China time; '' for none. */
  publishTime: string;
  endTime: string;
  status: boolean;
};

type Field = 'title' | 'image' | 'url' | 'publishTime' | 'endTime';
type Errors = Partial<Record<Field, string>>;

/** The words the server's messages name each field by (server/src/routes/api/cms/web/site-banner-admin.ts). */
const SERVER_FIELDS = [
  ['url', ['链接地址']],
  ['image', ['图片']],
  ['endTime', ['下线时间']],
  ['publishTime', ['发布时间']],
  ['title', ['标题']],
] as const satisfies readonly (readonly [Field, readonly string[]])[];

/** The checks the server makes that need no server; the url policy is left to it (its message is shown). */
export function validateBanner(values: BannerFormValues): Errors {
  const errors: Errors = {};
  const title = values.title.trim();
  if (!title) errors.title = bannerMessages.titleMissing;
  else if ([...title].length > 100) errors.title = bannerMessages.titleTooLong;
  if (!values.image.trim()) errors.image = bannerMessages.imageMissing;
  if (values.publishTime && values.endTime && values.endTime <= values.publishTime)
    errors.endTime = bannerMessages.endBeforePublish;
  return errors;
}

/** Where the link opens on the site (spec §2): judged by the url policy, as the site does. */
function openTypeOf(url: string): string {
  if (!url.trim()) return bannerMessages.openTypeOf.none;
  const target = contentTarget(url, 'https://this-site.invalid');
  if (!target) return bannerMessages.openTypeOf.refused;
  return target.appPath ? bannerMessages.openTypeOf.inApp : bannerMessages.openTypeOf.external;
}

type BannerFormProps = {
  initial: BannerFormValues;
  saving: boolean;
  /** The server's refusal of the last save: shown beside its field, or above the buttons. */
  serverError: string | null;
  listPath: string;
  onSubmit: (values: BannerFormValues) => void;
};

/** Title, picture (upload or library), link with where it opens, publish window and status. */
export function BannerForm({ initial, saving, serverError, listPath, onSubmit }: BannerFormProps) {
  const { values, set, errorOf, submit, unplacedServerError } = useRecordForm({
    initial,
    validate: validateBanner,
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
        label={bannerMessages.title}
        name="title"
        maxLength={100}
        hint={bannerMessages.titleHint}
        value={values.title}
        onChange={(event) => set('title', event.target.value)}
        error={errorOf('title')}
        required
      />
      <MediaField
        label={bannerMessages.image}
        kind="image"
        name="image"
        value={values.image}
        onChange={(url) => set('image', url)}
        error={errorOf('image')}
      />
      <TextField
        label={bannerMessages.url}
        name="url"
        inputMode="url"
        hint={bannerMessages.urlHint}
        value={values.url}
        onChange={(event) => set('url', event.target.value)}
        error={errorOf('url')}
      />
      <OpenType aria-live="polite">
        {bannerMessages.openType}：{openTypeOf(values.url)}
      </OpenType>
      <Row>
        <TextField
          label={bannerMessages.publishTime}
          name="publishTime"
          type="datetime-local"
          hint={bannerMessages.publishTimeHint}
          value={values.publishTime}
          onChange={(event) => set('publishTime', event.target.value)}
          error={errorOf('publishTime')}
        />
        <TextField
          label={bannerMessages.endTime}
          name="endTime"
          type="datetime-local"
          hint={bannerMessages.endTimeHint}
          value={values.endTime}
          onChange={(event) => set('endTime', event.target.value)}
          error={errorOf('endTime')}
        />
      </Row>
      <Fieldset>
        <legend>{bannerMessages.status}</legend>
        <CheckRow>
          <input
            type="checkbox"
            name="status"
            checked={values.status}
            onChange={(event) => set('status', event.target.checked)}
          />
          {bannerMessages.publish}
        </CheckRow>
      </Fieldset>
      {unplacedServerError ? <Notice role="alert">{unplacedServerError}</Notice> : null}
      <SaveOrCancel saving={saving} cancelTo={listPath} />
    </form>
  );
}
