import { Navigate, useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import {
  cmsApi,
  useSavePreviewSiteContentMutation,
  useSaveSiteContentMutation,
  useSubmitReviewMutation,
} from '@/api/generated/cms-api';
import { useConsoleDispatch } from '../app/store';
import { useReviewRule } from '../review/use-review-rule';
import { showSuccessToast } from '@/features/feedback/toast';
import { PreviewButton } from '../preview/preview-button';
import { FormScreen } from '../ui/page-header';
import { usePlatformParam } from '../ui/platform-switch';
import { contentEditAddress, contentListAddress } from './content-address';
import {
  ContentForm,
  contentFormValues,
  type ContentFormValues,
  type ContentSaveIntent,
  saveBodyOf,
} from './content-form';
import { contentMessages } from './messages';
import { refusalOf } from '../ui/server-message';

/**
 * 新增内容 (`/content/new?platform=…&menuId=…`): a draft by default, published now unless a later
 * time is chosen. Once saved, its editor opens and shows what the server stored.
 */
export function ContentCreatePage() {
  const [searchParams] = useSearchParams();
  const platform = usePlatformParam();
  const menuId = Number(searchParams.get('menuId')) > 0 ? Number(searchParams.get('menuId')) : null;
  const [save, { isLoading }] = useSaveSiteContentMutation();
  const [savePreview] = useSavePreviewSiteContentMutation();
  const [submitReview] = useSubmitReviewMutation();
  const dispatch = useConsoleDispatch();
  const rule = useReviewRule(platform);
  const [created, setCreated] = useState<{ id: number; platform: ContentFormValues['platform'] } | null>(
    null,
  );
  // Now, in China time, read once: the box keeps what the staff member sees.
  const [initial] = useState(() => contentFormValues(platform, null, { menuId }));

  // The form is gone by now (its leave guard with it): the editor of the new item opens.
  if (created) return <Navigate to={contentEditAddress(created.id, created.platform)} replace />;

  const onSubmit = async (values: ContentFormValues, intent: ContentSaveIntent) => {
    const result = await save({
      ...saveBodyOf(values),
      // Where review is asked, a new item is a draft until a reviewer passes it.
      ...(rule.mustSubmit && { status: false }),
      ...(intent.adLawOverride !== undefined && { adLawOverride: intent.adLawOverride }),
    });
    if ('error' in result) return refusalOf(result.error) ?? { message: '', field: null };
    dispatch(cmsApi.util.invalidateTags(['Review']));
    if (rule.mustSubmit && intent.review) {
      // Refused (an advertising-law hit): the call's own toast says why; the draft's editor opens
      // with the hits under its fields.
      const submitted = await submitReview({ entity: 'siteContent', recordId: result.data.id });
      if (!('error' in submitted)) showSuccessToast(contentMessages.submitted);
      setCreated({ id: result.data.id, platform: values.platform });
      return null;
    }
    showSuccessToast(rule.mustSubmit ? contentMessages.draftSaved : contentMessages.created);
    setCreated({ id: result.data.id, platform: values.platform });
    return null;
  };

  return (
    <FormScreen title={contentMessages.createTitle}>
      <ContentForm
        initial={initial}
        saving={isLoading}
        onSubmit={onSubmit}
        review={{ mustSubmit: rule.mustSubmit, canReview: rule.canReview, published: false }}
        listAddress={contentListAddress(initial.platform, initial.menuId)}
        preview={(values) => <PreviewButton send={() => savePreview(saveBodyOf(values))} />}
      />
    </FormScreen>
  );
}
