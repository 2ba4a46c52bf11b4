import { type FormEvent, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { MediaField } from '../media/media-field';
import { SaveButton } from '../ui/save-or-cancel';
import { Fieldset, FormActions, Hint, TextField } from '../ui/form-field';
import { Notice } from '../ui/layout';
import { TextAreaField } from '../ui/text-area-field';
import { IcpLinkRows } from './icp-link-rows';
import { siteSettingMessages } from './messages';
import {
  ENROLL_NOTICE_MAX,
  type SettingErrors,
  type SiteSettingValues,
  targetOfServerMessage,
  type TextField as SettingTextField,
  validateSetting,
} from './site-setting-values';

const Section = styled(Fieldset)`
  max-width: none;
`;
const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]}px;
`;

type SiteSettingFormProps = {
  initial: SiteSettingValues;
  saving: boolean;
  serverError: string | null;
  onSubmit: (values: SiteSettingValues) => void;
  /** 预览 beside 保存, made from the values as typed. */
  preview?: (values: SiteSettingValues) => ReactNode;
};

/** One platform's settings, saved as a whole: site, footer texts, QR pictures, ICP links. */
export function SiteSettingForm({ initial, saving, serverError, onSubmit, preview }: SiteSettingFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingErrors>({});
  const set = <K extends keyof SiteSettingValues>(key: K, value: SiteSettingValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const serverTarget = serverError ? targetOfServerMessage(serverError) : null;
  const shown: SettingErrors =
    serverError && serverTarget && !errors[serverTarget]
      ? { ...errors, [serverTarget]: serverError }
      : errors;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetting(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const text = (
    field: SettingTextField,
    options: { hint?: string; maxLength?: number; type?: string } = {},
  ) => (
    <TextField
      label={siteSettingMessages[field]}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={shown[field]}
      {...options}
    />
  );
  const qr = (field: 'wechatQr' | 'weiboQr' | 'xiaohongshuQr') => (
    <MediaField
      label={siteSettingMessages[field]}
      kind="image"
      name={field}
      value={values[field]}
      onChange={(url) => set(field, url)}
      error={shown[field]}
    />
  );

  return (
    <form noValidate onSubmit={submit}>
      <Section>
        <legend>{siteSettingMessages.basics}</legend>
        {text('siteTitle', { hint: siteSettingMessages.siteTitleHint, maxLength: 64 })}
        {text('homeUrl', { hint: siteSettingMessages.homeUrlHint, type: 'url' })}
        {text('contactTitle', { hint: siteSettingMessages.contactTitleHint, maxLength: 64 })}
      </Section>
      <Section>
        <legend>{siteSettingMessages.footer}</legend>
        {text('copyright', { maxLength: 200 })}
        {text('address', { maxLength: 200 })}
        <Columns>
          {text('phone', { maxLength: 64, type: 'tel' })}
          {text('email', { maxLength: 128, type: 'email' })}
        </Columns>
      </Section>
      <Section aria-describedby="qr-hint">
        <legend>{siteSettingMessages.qrCodes}</legend>
        <Hint id="qr-hint">{siteSettingMessages.qrHint}</Hint>
        {qr('wechatQr')}
        {qr('weiboQr')}
        {qr('xiaohongshuQr')}
      </Section>
      <Section>
        <legend>{siteSettingMessages.lookup}</legend>
        <TextAreaField
          label={siteSettingMessages.enrollNotice}
          name="enrollNotice"
          rows={3}
          maxLength={ENROLL_NOTICE_MAX}
          hint={siteSettingMessages.enrollNoticeHint(ENROLL_NOTICE_MAX)}
          value={values.enrollNotice}
          onChange={(event) => set('enrollNotice', event.target.value)}
          error={shown.enrollNotice}
        />
      </Section>
      <IcpLinkRows rows={values.icpLinks} errors={shown} onChange={(rows) => set('icpLinks', rows)} />
      {serverError && !serverTarget ? <Notice role="alert">{serverError}</Notice> : null}
      <FormActions>
        <SaveButton saving={saving} label={siteSettingMessages.save} />
        {preview?.(values)}
      </FormActions>
    </form>
  );
}
