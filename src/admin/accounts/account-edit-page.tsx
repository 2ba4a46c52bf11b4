import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDetailsAdminQuery, useSaveAdminMutation } from '@/api/generated/bms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { secondaryButtonStyle } from '../ui/buttons';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { AccountForm, type AccountFormValues } from './account-form';
import { accountMessages } from './messages';

const Back = styled(Link)`
  ${secondaryButtonStyle};
`;

/** 编辑账号: name, permissions, enabled (the username stays). */
export function AccountEditPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const me = useConsoleSelector(selectStaff);
  const navigate = useNavigate();
  const { data, isLoading, isError } = useDetailsAdminQuery(
    { id },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const [save, { isLoading: saving }] = useSaveAdminMutation();

  if (!valid || isError) {
    return (
      <>
        <PageHeader title={accountMessages.editTitleLoading} />
        <p>{accountMessages.notFound}</p>
        <Back to="/accounts">{accountMessages.backToList}</Back>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        <PageHeader title={accountMessages.editTitleLoading} />
        <p role="status">{uiMessages.loading}</p>
      </>
    );
  }

  const onSubmit = async (values: AccountFormValues) => {
    const result = await save({
      id,
      displayName: values.displayName,
      permissions: values.permissions,
      enabled: values.enabled,
    });
    if (!('data' in result)) return;
    showSuccessToast(accountMessages.saved);
    navigate('/accounts');
  };

  return (
    <>
      <PageHeader title={accountMessages.editTitle(data.username)} />
      <Panel>
        <AccountForm
          key={data.updatedAt}
          mode="edit"
          isSelf={data.id === me?.id}
          initial={{
            username: data.username,
            displayName: data.displayName,
            permissions: data.permissions,
            enabled: data.enabled,
            password: '',
          }}
          saving={saving}
          onSubmit={(values) => void onSubmit(values)}
        />
      </Panel>
    </>
  );
}
