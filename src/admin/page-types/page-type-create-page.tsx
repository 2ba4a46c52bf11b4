import { useNavigate } from 'react-router-dom';
import { useListTemplatePageTypeQuery, useSavePageTypeMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { Panel } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { pageTypeMessages } from './messages';
import { PageTypeForm, pageTypeSaveBody, type PageTypeFormValues } from './page-type-form';

const EMPTY: PageTypeFormValues = { name: '', templateKey: '', contentType: '', sortType: '' };

/** 新增页面类型. */
export function PageTypeCreatePage() {
  const navigate = useNavigate();
  const { data: templates } = useListTemplatePageTypeQuery();
  const [save, { isLoading }] = useSavePageTypeMutation();

  const onSubmit = async (values: PageTypeFormValues) => {
    const result = await save(pageTypeSaveBody(values));
    if (!('data' in result)) return;
    showSuccessToast(pageTypeMessages.saved);
    navigate('/page-types');
  };

  return (
    <>
      <PageHeader title={pageTypeMessages.createTitle} />
      <Panel>
        <PageTypeForm
          initial={EMPTY}
          templates={templates}
          saving={isLoading}
          onSubmit={(values) => void onSubmit(values)}
        />
      </Panel>
    </>
  );
}
