import { useState } from 'react';
import {
  cmsApi,
  useDetailsSiteContentQuery,
  useSavePreviewSiteContentMutation,
  useSaveSiteContentMutation,
  useSubmitReviewMutation,
} from '@/api/generated/cms-api';
import { useConsoleDispatch } from '../app/store';
import { RecordReviewBar } from '../review/record-review-bar';
import { useReviewRule } from '../review/use-review-rule';
import { showSuccessToast } from '@/features/feedback/toast';
import { PreviewButton } from '../preview/preview-button';
import { Notice, Panel } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { usePlatformParam } from '../ui/platform-switch';
import { RecordPending, useRecordDetails } from '../ui/record-screens';
import { contentListAddress } from './content-address';
import {
  ContentForm,
  contentFormValues,
  type ContentFormValues,
  type ContentSaveIntent,
  saveBodyOf,
} from './content-form';
import { contentMessages } from './messages';
import { useMenuPlatform } from './use-menu-platform';
import { ViewOnSiteLink } from './view-on-site-link';
import { HistorySection, useRestartKey } from '../revisions/history-section';
import { refusalOf } from '../ui/server-message';

/** HTML as the browser writes it back, so that two spellings of the same markup compare equal. */
function normalizedHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML === '<p></p>' ? '' : template.innerHTML;
}

/**
 * 编辑内容 (`/content/:id`): the item as stored; after a save the form reloads what the server
 * kept, and says so when its sanitiser changed the body.
 */
export function ContentEditPage() {
  // A restore (历史版本) starts the screen again: the item asked afresh, the form from it.
  const [generation, restart] = useRestartKey();
  return <ContentEditScreen key={generation} onRestored={restart} />;
}

function ContentEditScreen({ onRestored }: { onRestored: () => void }) {
  const { id, data, missing, fulfilledTimeStamp } = useRecordDetails(useDetailsSiteContentQuery);
  const platform = useMenuPlatform(data?.menuId ?? null, usePlatformParam());
  const [save, { isLoading: saving }] = useSaveSiteContentMutation();
  const [savePreview] = useSavePreviewSiteContentMutation();
  const [submitReview] = useSubmitReviewMutation();
  const dispatch = useConsoleDispatch();
  const rule = useReviewRule(platform);
  const [sent, setSent] = useState<{ body: string; at: number } | null>(null);
  // The form starts again from what the server stored only when a save's reload arrives; any
  // other answer (a refetch while the editor types) leaves the typed text alone.
  const reloaded = sent !== null && (fulfilledTimeStamp ?? 0) > sent.at;
  const [formFromSave, setFormFromSave] = useState(0);
  const [saves, setSaves] = useState(0);
  if (reloaded && formFromSave !== sent.at) setFormFromSave(sent.at);

  if (missing || !data || platform === null)
    return (
      <RecordPending
        missing={missing}
        titles={contentMessages}
        backTo="/content"
        backLabel={contentMessages.cancel}
      />
    );

  const onSubmit = async (values: ContentFormValues, intent: ContentSaveIntent) => {
    const startedAt = Date.now();
    // The end time is not edited here: it is sent back as it was, so a save keeps it.
    const result = await save({
      ...saveBodyOf(values, { id, endTime: data.endTime }),
      ...(intent.adLawOverride !== undefined && { adLawOverride: intent.adLawOverride }),
    });
    if ('error' in result) return refusalOf(result.error) ?? { message: '', field: null };
    setSent({ body: values.body, at: startedAt });
    setSaves((count) => count + 1);
    // The record's review (its open request) follows every save.
    dispatch(cmsApi.util.invalidateTags(['Review']));
    if (!rule.mustSubmit) {
      showSuccessToast(contentMessages.saved);
      return null;
    }
    if (!intent.review) {
      showSuccessToast(data.status ? contentMessages.changeKept : contentMessages.draftSaved);
      return null;
    }
    const submitted = await submitReview({
      entity: 'siteContent',
      recordId: id,
      ...(intent.adLawOverride !== undefined && { adLawOverride: intent.adLawOverride }),
    });
    if ('error' in submitted) {
      const refusal = refusalOf(submitted.error) ?? { message: '', field: null };
      return { ...refusal, message: contentMessages.submitFailed(refusal.message) };
    }
    showSuccessToast(contentMessages.submitted);
    return null;
  };

  const cleaned = reloaded && normalizedHtml(data.body) !== normalizedHtml(sent.body);

  return (
    <>
      <PageHeader title={contentMessages.editTitle(data.title)} actions={<ViewOnSiteLink item={data} />} />
      {cleaned ? <Notice role="status">{contentMessages.bodyCleaned}</Notice> : null}
      <RecordReviewBar
        entity="siteContent"
        recordId={id}
        platform={platform}
        published={data.status}
        withSubmit={false}
      />
      <Panel>
        <ContentForm
          key={`${data.id}:${formFromSave}`}
          initial={contentFormValues(platform, data)}
          id={data.id}
          saving={saving}
          onSubmit={onSubmit}
          review={{ mustSubmit: rule.mustSubmit, canReview: rule.canReview, published: data.status }}
          listAddress={contentListAddress(platform, data.menuId)}
          preview={(values) => (
            <PreviewButton send={() => savePreview(saveBodyOf(values, { id, endTime: data.endTime }))} />
          )}
        />
      </Panel>
      <HistorySection
        entity="siteContent"
        recordId={id}
        recordName={data.title}
        onRestored={onRestored}
        savedCount={saves}
      />
    </>
  );
}
