import { type FormEvent, useState } from 'react';
import { CardSecondary, CardSubmit } from '../ui/card-page';
import { useForgotPasswordAdminMutation, useGetPasswordHelpAdminQuery } from '@/api/generated/bms-api';
import { RESET_LINK_MINUTES } from '@contract/staff';
import { FieldError, fieldValue, TextField } from '../ui/form-field';
import { errorMessage } from '../ui/server-message';
import { signInMessages as m } from './messages';

/**
 * 忘记密码 (on the sign-in card): a username when the server can mail a reset link
 * (getPasswordHelp), the same answer whether or not the account exists; else 请联系管理员.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const help = useGetPasswordHelpAdminQuery();
  const [forgot, { isLoading }] = useForgotPasswordAdminMutation();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const username = fieldValue(event.currentTarget, 'username').trim();
    setError(username ? null : m.usernameMissing);
    if (!username) return;
    const result = await forgot({ username });
    if ('error' in result) setError(errorMessage(result.error) ?? m.failed);
    else setSent(true);
  };

  let body;
  if (help.isLoading) body = <p role="status">{m.forgotChecking}</p>;
  else if (!help.data?.resetByEmail) body = <p role="status">{m.forgotAskAdmin}</p>;
  else if (sent) body = <p role="status">{m.forgotSent(RESET_LINK_MINUTES)}</p>;
  else
    body = (
      <>
        <p>{m.forgotIntro}</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={m.forgotTitle}>
          <TextField
            label={m.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          {error ? <FieldError role="alert">{error}</FieldError> : null}
          <CardSubmit type="submit" disabled={isLoading}>
            {isLoading ? m.forgotSending : m.forgotSubmit}
          </CardSubmit>
        </form>
      </>
    );

  return (
    <>
      <h1>{m.forgotTitle}</h1>
      {body}
      <CardSecondary type="button" onClick={onBack}>
        {m.forgotBack}
      </CardSecondary>
    </>
  );
}
