import {
  useDetailsPageTypeQuery,
  useListTemplatePageTypeQuery,
  useSavePageTypeMutation,
} from '@/api/generated/cms-api';
import { uiMessages } from '../ui/messages';
import { FormScreen } from '../ui/page-header';
import { RecordPending, useRecordDetails } from '../ui/record-screens';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { pageTypeMessages } from './messages';
import { PageTypeForm, pageTypeSaveBody } from './page-type-form';
import { HistorySection, useRestartKey } from '../revisions/history-section';

/** 编辑页面类型: a rename carries over to the menus that use it (the server does it). */
export function PageTypeEditPage() {
  // A restore (历史版本) starts the screen again: the page type asked afresh, the form from it.
  const [generation, restart] = useRestartKey();
  return <PageTypeEditScreen key={generation} onRestored={restart} />;
}

function PageTypeEditScreen({ onRestored }: { onRestored: () => void }) {
  const { id, data, missing } = useRecordDetails(useDetailsPageTypeQuery);
  const { data: templates } = useListTemplatePageTypeQuery();
  const [save, { isLoading: saving }] = useSavePageTypeMutation();
  const { submit, serverError } = useSaveThenBack(save, '/page-types', uiMessages.saved);

  if (missing || !data)
    return <RecordPending missing={missing} titles={pageTypeMessages} backTo="/page-types" />;

  return (
    <>
      <FormScreen title={pageTypeMessages.editTitle(data.name)}>
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
          serverError={serverError}
          onSubmit={(values) => submit(pageTypeSaveBody(values, id))}
        />
      </FormScreen>
      <HistorySection entity="pageType" recordId={id} recordName={data.name} onRestored={onRestored} />
    </>
  );
}
