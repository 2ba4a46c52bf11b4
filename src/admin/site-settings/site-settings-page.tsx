import { useState } from 'react';
import {
  cmsApi,
  useDetailsSiteSettingQuery,
  useListSiteMenuQuery,
  useSavePreviewSiteSettingMutation,
  useSaveSiteSettingMutation,
} from '@/api/generated/cms-api';
import { PreviewButton } from '../preview/preview-button';
import { showSuccessToast } from '@/features/feedback/toast';
import { CODE } from '@contract/codes';
import { Notice, Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { PLATFORM_LABELS } from '../ui/platform-messages';
import { PlatformSwitch, usePlatformParam } from '../ui/platform-switch';
import { type Refusal, refusalOf } from '../ui/server-message';
import { siteSettingMessages } from './messages';
import { SiteSettingForm } from './site-setting-form';
import { emptySetting, settingSaveBodyOf, settingValuesOf } from './site-setting-values';
import { HistorySection } from '../revisions/history-section';
import { RecordReviewBar } from '../review/record-review-bar';
import { useConsoleDispatch } from '../app/store';
import { AdLawOverrideOffer } from '../ad-law/ad-law-override-offer';
import type { SiteSettingSaveBody } from '@contract/site-setting';

/**
 * 站点设置 of the platform in the address: one form, saved as a whole for that platform only (the
 * others are not sent, so they stay as they are). A platform without settings starts empty.
 */
export function SiteSettingsPage() {
  const platform = usePlatformParam();
  const { currentData, isFetching, error, refetch } = useDetailsSiteSettingQuery(
    { platform },
    { refetchOnMountOrArgChange: true },
  );
  // The privacy notice is one of the site's menus.
  const { data: menus = [] } = useListSiteMenuQuery({ platform });
  const [save, { isLoading: saving }] = useSaveSiteSettingMutation();
  const [savePreview] = useSavePreviewSiteSettingMutation();
  const dispatch = useConsoleDispatch();
  const [serverError, setServerError] = useState<{ platform: string; refusal: Refusal | null } | null>(null);
  // A restore (历史版本): once the settings are read again, the form starts from the restored ones.
  const [generation, setGeneration] = useState(0);
  // Saves made here, per platform: the history opens at a save of the platform shown.
  const [saves, setSaves] = useState({ platform, count: 0 });
  const onRestored = () => void refetch().then(() => setGeneration((value) => value + 1));
  const missing = typeof error === 'object' && 'code' in error && error.code === CODE.notFound;

  /** The save; `lastSent` kept so that a reviewer may send it again with a reason (广告法). */
  const [lastSent, setLastSent] = useState<SiteSettingSaveBody | null>(null);
  const send = (sent: SiteSettingSaveBody) => {
    setServerError(null);
    setLastSent(sent);
    void save(sent).then((result) => {
      if ('error' in result) {
        setServerError({ platform, refusal: refusalOf(result.error) });
        return;
      }
      setSaves((made) => ({ platform, count: made.platform === platform ? made.count + 1 : 1 }));
      dispatch(cmsApi.util.invalidateTags(['Review']));
      showSuccessToast(siteSettingMessages.savedFor(PLATFORM_LABELS[platform]));
    });
  };

  let body;
  if (currentData || missing) {
    body = (
      <>
        {missing ? <Notice>{siteSettingMessages.missingSettings}</Notice> : null}
        <SiteSettingForm
          key={`${platform}-${generation}`}
          initial={currentData ? settingValuesOf(currentData) : emptySetting(platform)}
          menus={menus}
          saving={saving}
          preview={(values) => <PreviewButton send={() => savePreview(settingSaveBodyOf(values))} />}
          serverError={serverError?.platform === platform ? serverError.refusal : null}
          onSubmit={(values) => send(settingSaveBodyOf(values))}
        />
        <AdLawOverrideOffer
          refusal={serverError?.platform === platform ? serverError.refusal : null}
          platform={platform}
          busy={saving}
          onReason={(adLawOverride) => {
            if (lastSent) send({ ...lastSent, adLawOverride });
          }}
        />
      </>
    );
  } else if (error && !isFetching) {
    body = <Notice role="alert">{siteSettingMessages.loadFailed}</Notice>;
  } else {
    body = <p role="status">{uiMessages.loading}</p>;
  }

  return (
    <>
      <PageHeader title={siteSettingMessages.title} />
      <PlatformSwitch current={platform} />
      {currentData ? <RecordReviewBar entity="siteSetting" platform={platform} published /> : null}
      <Panel aria-label={PLATFORM_LABELS[platform]}>{body}</Panel>
      {currentData ? (
        <HistorySection
          key={platform}
          entity="siteSetting"
          platform={platform}
          recordName={siteSettingMessages.recordName(PLATFORM_LABELS[platform])}
          onRestored={onRestored}
          savedCount={saves.platform === platform ? saves.count : 0}
        />
      ) : null}
    </>
  );
}
