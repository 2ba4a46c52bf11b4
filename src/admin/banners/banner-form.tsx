import styled from 'styled-components';
import type { Platform } from '@contract/common';
import { contentTarget } from '@contract/url-policy';
import { MediaField } from '../media/media-field';
import { TextField } from '../ui/form-field';
import { PlatformRecordForm, type RecordFormProps } from '../ui/platform-record-pages';
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

/** Title, picture (upload or library), link with where it opens, publish window and status. */
export function BannerForm({ saving, listPath, ...props }: RecordFormProps<BannerFormValues>) {
  const form = useRecordForm({ ...props, validate: validateBanner, serverFields: SERVER_FIELDS });
  const { values, field, mediaField } = form;

  return (
    <PlatformRecordForm
      form={form}
      saving={saving}
      listPath={listPath}
      status={{ legend: bannerMessages.status, label: bannerMessages.publish }}
    >
      <TextField
        label={bannerMessages.title}
        maxLength={100}
        hint={bannerMessages.titleHint}
        {...field('title')}
        required
      />
      <MediaField
        label={bannerMessages.image}
        kind="image"
        hint={bannerMessages.imageHint}
        {...mediaField('image')}
      />
      <TextField label={bannerMessages.url} inputMode="url" hint={bannerMessages.urlHint} {...field('url')} />
      <OpenType aria-live="polite">
        {bannerMessages.openType}：{openTypeOf(values.url)}
      </OpenType>
      <Row>
        <TextField
          label={bannerMessages.publishTime}
          type="datetime-local"
          hint={bannerMessages.publishTimeHint}
          {...field('publishTime')}
        />
        <TextField
          label={bannerMessages.endTime}
          type="datetime-local"
          hint={bannerMessages.endTimeHint}
          {...field('endTime')}
        />
      </Row>
    </PlatformRecordForm>
  );
}
