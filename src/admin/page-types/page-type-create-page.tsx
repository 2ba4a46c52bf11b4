import { useListTemplatePageTypeQuery, useSavePageTypeMutation } from '@/api/generated/cms-api';
import { uiMessages } from '../ui/messages';
import { FormScreen } from '../ui/page-header';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { pageTypeMessages } from './messages';
import { PageTypeForm, pageTypeSaveBody, type PageTypeFormValues } from './page-type-form';

const EMPTY: PageTypeFormValues = { name: '', templateKey: '', contentType: '', sortType: '' };

/** 新增页面类型. */
export function PageTypeCreatePage() {
  const { data: templates } = useListTemplatePageTypeQuery();
  const [save, { isLoading }] = useSavePageTypeMutation();
  const { submit, serverError } = useSaveThenBack(save, '/page-types', uiMessages.saved);

  return (
    <FormScreen title={pageTypeMessages.createTitle}>
      <PageTypeForm
        initial={EMPTY}
        templates={templates}
        saving={isLoading}
        serverError={serverError}
        onSubmit={(values) => submit(pageTypeSaveBody(values))}
      />
    </FormScreen>
  );
}
