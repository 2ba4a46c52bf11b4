import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  useDetailsPageTypeQuery,
  useListTemplatePageTypeQuery,
  useSavePageTypeMutation,
} from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { secondaryButtonStyle } from '../ui/buttons';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { pageTypeMessages } from './messages';
import { PageTypeForm, pageTypeSaveBody, type PageTypeFormValues } from './page-type-form';

const Back = styled(Link)`
  ${secondaryButtonStyle};
`;

/** 编辑页面类型: a rename carries over to the menus that use it (the server does it). */
export function PageTypeEditPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, isLoading, isError } = useDetailsPageTypeQuery(
    { id },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const { data: templates } = useListTemplatePageTypeQuery();
  const [save, { isLoading: saving }] = useSavePageTypeMutation();

  if (!valid || isError) {
    return (
      <>
        <PageHeader title={pageTypeMessages.editTitleLoading} />
        <p>{pageTypeMessages.notFound}</p>
        <Back to="/page-types">{pageTypeMessages.backToList}</Back>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        <PageHeader title={pageTypeMessages.editTitleLoading} />
        <p role="status">{uiMessages.loading}</p>
      </>
    );
  }

  const onSubmit = async (values: PageTypeFormValues) => {
    const result = await save(pageTypeSaveBody(values, id));
    if (!('data' in result)) return;
    showSuccessToast(pageTypeMessages.saved);
    navigate('/page-types');
  };

  return (
    <>
      <PageHeader title={pageTypeMessages.editTitle(data.name)} />
      <Panel>
        <PageTypeForm
          key={`${data.id}-${data.name}-${data.templateKey}`}
          initial={{
            name: data.name,
            templateKey: data.templateKey,
            contentType: data.contentType ?? '',
            sortType: data.sortType ?? '',
          }}
          templates={templates}
          saving={saving}
          onSubmit={(values) => void onSubmit(values)}
        />
      </Panel>
    </>
  );
}
