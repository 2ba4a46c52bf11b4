import { type FormEvent, useState } from 'react';
import { useListPolicyReviewQuery, useUpdatePolicyReviewMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import type { Platform } from '@contract/common';
import { PLATFORM_NAMES } from '@contract/platform';
import { REVIEW_MODE_NAMES, REVIEW_MODES, type ReviewMode } from '@contract/review';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { PrimaryButton, SecondaryLink } from '../ui/buttons';
import { FormActions, RadioFieldset } from '../ui/form-field';
import { Notice, Panel } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { reviewMessages as t } from './messages';
import { policySites } from './review-links';

const MODE_CHOICES = REVIEW_MODE_NAMES.map((mode) => [mode, REVIEW_MODES[mode]] as const);

/**
 * 审核设置: each site's review mode (REVIEW_MODES), a radio group per site, for the sites the
 * caller both keeps the settings of and reviews; 保存 sends the changed sites only.
 */
export function ReviewSettingsPage() {
  const staff = useConsoleSelector(selectStaff);
  const sites = policySites(staff?.roles ?? []);
  const policy = useListPolicyReviewQuery(undefined, { skip: sites.length === 0 });
  const [update, { isLoading: saving }] = useUpdatePolicyReviewMutation();
  const [chosen, setChosen] = useState<Partial<Record<Platform, ReviewMode>>>({});

  const header = (
    <PageHeader
      title={t.settingsTitle}
      actions={<SecondaryLink to="/review">{t.backToList}</SecondaryLink>}
    />
  );
  if (sites.length === 0)
    return (
      <>
        {header}
        <Notice>{t.settingsNone}</Notice>
      </>
    );
  if (policy.isError && !policy.data)
    return (
      <>
        {header}
        <Notice role="alert">{t.settingsFailed}</Notice>
      </>
    );
  if (!policy.data)
    return (
      <>
        {header}
        <p role="status">{t.settingsLoading}</p>
      </>
    );

  const stored = new Map(policy.data.map((site) => [site.platform, site.mode]));
  const modeOf = (site: Platform): ReviewMode => chosen[site] ?? stored.get(site) ?? 'off';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const changed = sites.filter((site) => modeOf(site) !== (stored.get(site) ?? 'off'));
    if (changed.length === 0) {
      showSuccessToast(t.settingsUnchanged);
      return;
    }
    for (const platform of changed) {
      const result = await update({ platform, mode: modeOf(platform) });
      // The server said why (a toast): the sites not yet sent keep their choice on the form.
      if ('error' in result) return;
    }
    setChosen({});
    showSuccessToast(t.settingsSaved);
  };

  return (
    <>
      {header}
      <Panel>
        <p>{t.settingsIntro}</p>
        <form noValidate onSubmit={(event) => void save(event)}>
          {sites.map((site) => (
            <RadioFieldset<ReviewMode>
              key={site}
              legend={t.settingsCaption(PLATFORM_NAMES[site])}
              name={`mode-${site}`}
              choices={MODE_CHOICES}
              value={modeOf(site)}
              onChange={(mode) => setChosen((current) => ({ ...current, [site]: mode }))}
            />
          ))}
          <FormActions>
            <PrimaryButton type="submit" disabled={saving}>
              {saving ? t.settingsSaving : t.settingsSave}
            </PrimaryButton>
          </FormActions>
        </form>
      </Panel>
    </>
  );
}
