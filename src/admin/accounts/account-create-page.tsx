import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSaveAdminMutation } from '@/api/generated/bms-api';
import { alertDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { normalizeGrants } from '@contract/roles';
import { secondaryButtonStyle } from '../ui/buttons';
import { uiMessages } from '../ui/messages';
import { FormScreen } from '../ui/page-header';
import { type Refusal, refusalOf } from '../ui/server-message';
import { AccountForm, type AccountFormValues } from './account-form';
import { GeneratedPassword } from './generated-password';
import { InviteLink } from './invite-link';
import { accountMessages } from './messages';

const Back = styled(Link)`
  ${secondaryButtonStyle};
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

const EMPTY: AccountFormValues = {
  username: '',
  displayName: '',
  roles: [],
  enabled: true,
  email: '',
  onboarding: 'password',
  password: '',
};

/**
 * 新增账号: on save back to the list; an invitation's link shown once first (a dialog), or the
 * password the server generated shown once here.
 */
export function AccountCreatePage() {
  const navigate = useNavigate();
  const [save, { isLoading }] = useSaveAdminMutation();
  const [generated, setGenerated] = useState<{ username: string; password: string } | null>(null);
  const [serverError, setServerError] = useState<Refusal | null>(null);

  const onSubmit = async (values: AccountFormValues) => {
    setServerError(null);
    const result = await save({
      username: values.username,
      displayName: values.displayName,
      roles: normalizeGrants(values.roles),
      enabled: true,
      onboarding: values.onboarding,
      ...(values.email ? { email: values.email } : {}),
      ...(values.onboarding === 'password' && values.password ? { password: values.password } : {}),
    });
    if ('error' in result) {
      setServerError(refusalOf(result.error));
      return;
    }
    if (!result.data) return;
    showSuccessToast(accountMessages.created);
    const { inviteUrl, inviteExpiresAt } = result.data;
    if (inviteUrl && inviteExpiresAt) {
      await alertDialog({
        title: accountMessages.inviteTitle,
        body: <InviteLink username={values.username} url={inviteUrl} expiresAt={inviteExpiresAt} />,
      });
      navigate('/accounts');
    } else if (result.data.password)
      setGenerated({ username: values.username, password: result.data.password });
    else navigate('/accounts');
  };

  return (
    <FormScreen title={accountMessages.createTitle}>
      {generated ? (
        <>
          <GeneratedPassword
            label={`${generated.username}：${accountMessages.generatedPassword}`}
            password={generated.password}
          />
          <Back to="/accounts">{uiMessages.backToList}</Back>
        </>
      ) : (
        <AccountForm
          mode="create"
          initial={EMPTY}
          saving={isLoading}
          serverError={serverError}
          onSubmit={(values) => void onSubmit(values)}
        />
      )}
    </FormScreen>
  );
}
