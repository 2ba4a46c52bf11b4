import { CURRENT_YEAR_TOKEN } from '@contract/copyright';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { MediaField } from '../media/media-field';
import { SaveButton } from '../ui/save-or-cancel';
import { Fieldset, FormActions, Hint, TextField } from '../ui/form-field';
import { useFocusFirstError } from '../ui/focus-first-error';
import { Notice } from '../ui/layout';
import type { Refusal } from '../ui/server-message';
import { TextAreaField } from '../ui/text-area-field';
import { AdLawHits } from '../ad-law/ad-law-hits';
import { useAdLawCheck } from '../ad-law/use-ad-law-check';
import { IcpLinkRows } from './icp-link-rows';
import { LEAD_NEXT_STEPS_DEFAULT } from '@contract/lead-notice';
import type { MenuEntry } from '@contract/site-menu';
import { flattenMenus } from '../ui/menu-tree';
import { Options, SelectField } from '../ui/select-field';
import { inputWidthPlus } from '../ui/theme-helpers';
import { siteSettingMessages } from './messages';
import {
  maxLengthOf,
  type SettingErrors,
  type SiteSettingValues,
  targetOfRefusal,
  type TextField as SettingTextField,
  validateSetting,
} from './site-setting-values';

const Section = styled(Fieldset)`
  max-width: none;
`;
/** As wide as the text boxes: a menu's place (底部菜单 › 隐私政策) is short. */
const PrivacyField = styled(SelectField)`
  max-width: ${inputWidthPlus(8)};
`;
const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space[5]}px;
`;

type SiteSettingFormProps = {
  initial: SiteSettingValues;
  /** The platform's menu tree: the privacy notice is one of its menus (none while it loads). */
  menus: readonly MenuEntry[];
  saving: boolean;
  serverError: Refusal | null;
  onSubmit: (values: SiteSettingValues) => void;
  /** 预览 beside 保存, made from the values as typed. */
  preview?: (values: SiteSettingValues) => ReactNode;
};

/** One platform's settings, saved as a whole: site, footer texts, QR pictures, ICP links. */
export function SiteSettingForm({
  initial,
  menus,
  saving,
  serverError,
  onSubmit,
  preview,
}: SiteSettingFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingErrors>({});
  const set = <K extends keyof SiteSettingValues>(key: K, value: SiteSettingValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  // The advertising-law check of the texts the public reads (issue 37 item 3), as staff type.
  const adLaw = useAdLawCheck('siteSetting', {
    siteTitle: values.siteTitle,
    contactTitle: values.contactTitle,
    copyright: values.copyright,
    address: values.address,
    enrollNotice: values.enrollNotice,
    leadNextSteps: values.leadNextSteps,
  });
  const serverTarget = serverError ? targetOfRefusal(serverError) : null;
  const shown: SettingErrors =
    serverError && serverTarget && !errors[serverTarget]
      ? { ...errors, [serverTarget]: serverError.message }
      : errors;
  const formRef = useRef<HTMLFormElement>(null);
  // Each refusal (the browser's checks, or the server's): the first field in error comes into view.
  const [refused, setRefused] = useState<object | null>(null);
  useFocusFirstError(formRef, refused);
  useFocusFirstError(formRef, serverError);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSetting(values);
    setErrors(found);
    setRefused(Object.keys(found).length > 0 ? {} : null);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  // Every menu of the site, named by its place (底部菜单 › 隐私政策); a stored one the tree lacks stays.
  const privacyChoices: [string, string][] = flattenMenus(menus).map(({ menu, trail }) => [
    String(menu.id),
    trail.join(' › '),
  ]);
  if (values.privacyMenuId && !privacyChoices.some(([id]) => id === values.privacyMenuId))
    privacyChoices.push([values.privacyMenuId, siteSettingMessages.privacyMenuId]);

  const text = (field: SettingTextField, options: { hint?: string; type?: string } = {}) => (
    <TextField
      label={siteSettingMessages[field]}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={shown[field]}
      // The contract's limit and its counter; an address box has none (its limit is far above any address).
      {...(options.type === 'url' ? {} : { maxLength: maxLengthOf(field) })}
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
    <form ref={formRef} noValidate onSubmit={submit}>
      <Section>
        <legend>{siteSettingMessages.basics}</legend>
        {text('siteTitle', { hint: siteSettingMessages.siteTitleHint(maxLengthOf('siteTitle')) })}
        <AdLawHits hits={adLaw.hitsOf('siteTitle')} />
        {text('homeUrl', { hint: siteSettingMessages.homeUrlHint, type: 'url' })}
        {text('contactTitle', { hint: siteSettingMessages.contactTitleHint })}
        <AdLawHits hits={adLaw.hitsOf('contactTitle')} />
      </Section>
      <Section>
        <legend>{siteSettingMessages.footer}</legend>
        {text('copyright', { hint: siteSettingMessages.copyrightHint(CURRENT_YEAR_TOKEN) })}
        <AdLawHits hits={adLaw.hitsOf('copyright')} />
        {text('address')}
        <AdLawHits hits={adLaw.hitsOf('address')} />
        <Columns>
          {text('phone', { type: 'tel' })}
          {text('email', { type: 'email' })}
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
          maxLength={maxLengthOf('enrollNotice')}
          hint={siteSettingMessages.enrollNoticeHint(maxLengthOf('enrollNotice'))}
          value={values.enrollNotice}
          onChange={(event) => set('enrollNotice', event.target.value)}
          error={shown.enrollNotice}
        />
        <AdLawHits hits={adLaw.hitsOf('enrollNotice')} />
      </Section>
      <Section aria-describedby="lead-form-hint">
        <legend>{siteSettingMessages.leadForm}</legend>
        <Hint id="lead-form-hint">{siteSettingMessages.leadFormHint}</Hint>
        <PrivacyField
          label={siteSettingMessages.privacyMenuId}
          name="privacyMenuId"
          hint={
            values.privacyMenuId === ''
              ? siteSettingMessages.privacyMissing
              : siteSettingMessages.privacyMenuHint
          }
          value={values.privacyMenuId}
          onChange={(event) => set('privacyMenuId', event.target.value)}
          error={shown.privacyMenuId}
        >
          <Options none={siteSettingMessages.privacyNone} choices={privacyChoices} />
        </PrivacyField>
        {text('workingHours', {
          hint: siteSettingMessages.workingHoursHint(maxLengthOf('workingHours')),
        })}
        <TextAreaField
          label={siteSettingMessages.leadNextSteps}
          name="leadNextSteps"
          rows={2}
          maxLength={maxLengthOf('leadNextSteps')}
          hint={siteSettingMessages.leadNextStepsHint(LEAD_NEXT_STEPS_DEFAULT, maxLengthOf('leadNextSteps'))}
          value={values.leadNextSteps}
          onChange={(event) => set('leadNextSteps', event.target.value)}
          error={shown.leadNextSteps}
        />
        <AdLawHits hits={adLaw.hitsOf('leadNextSteps')} />
      </Section>
      <IcpLinkRows rows={values.icpLinks} errors={shown} onChange={(rows) => set('icpLinks', rows)} />
      {serverError && !serverTarget ? <Notice role="alert">{serverError.message}</Notice> : null}
      <FormActions>
        <SaveButton saving={saving} label={siteSettingMessages.save} />
        {preview?.(values)}
      </FormActions>
    </form>
  );
}
