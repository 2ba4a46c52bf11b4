import { Navigate, useSearchParams } from 'react-router-dom';
import { useState } from 'react';
import { useSavePreviewSiteContentMutation, useSaveSiteContentMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { PreviewButton } from '../preview/preview-button';
import { FormScreen } from '../ui/page-header';
import { usePlatformParam } from '../ui/platform-switch';
import { contentEditAddress, contentListAddress } from './content-address';
import { ContentForm, contentFormValues, type ContentFormValues, saveBodyOf } from './content-form';
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
  const [created, setCreated] = useState<{ id: number; platform: ContentFormValues['platform'] } | null>(
    null,
  );
  // Now, in China time, read once: the box keeps what the staff member sees.
  const [initial] = useState(() => contentFormValues(platform, null, { menuId }));

  // The form is gone by now (its leave guard with it): the editor of the new item opens.
  if (created) return <Navigate to={contentEditAddress(created.id, created.platform)} replace />;

  const onSubmit = async (values: ContentFormValues) => {
    const result = await save(saveBodyOf(values));
    if ('error' in result) return refusalOf(result.error) ?? { message: '', field: null };
    showSuccessToast(contentMessages.created);
    setCreated({ id: result.data.id, platform: values.platform });
    return null;
  };

  return (
    <FormScreen title={contentMessages.createTitle}>
      <ContentForm
        initial={initial}
        saving={isLoading}
        onSubmit={onSubmit}
        listAddress={contentListAddress(initial.platform, initial.menuId)}
        preview={(values) => <PreviewButton send={() => savePreview(saveBodyOf(values))} />}
      />
    </FormScreen>
  );
}
