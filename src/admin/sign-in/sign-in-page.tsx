import { type FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSignInAdminMutation } from '@/api/generated/bms-api';
import { safeNext } from '../app/safe-next';
import { selectSession } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { primaryButtonStyle } from '../ui/buttons';
import { fieldValue, TextField } from '../ui/form-field';
import { useConsoleTitle } from '../ui/use-console-title';
import { signInMessages } from './messages';
import { inputWidthPlus } from '../ui/theme-helpers';

const NEXT_PARAM = 'next';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[5]}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Card = styled.div`
  width: 100%;
  max-width: ${inputWidthPlus(8)};
  padding: ${({ theme }) => theme.space[6]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes[4]}px;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[5]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Submit = styled.button`
  ${primaryButtonStyle};
  width: 100%;
`;

type Errors = { username?: string; password?: string };

/**
 * 登录: username and password; on success back to `next` (a console path only, see safeNext),
 * else 首页. Wrong passwords and the wait after many are the server's messages, as toasts.
 */
export function SignInPage() {
  useConsoleTitle(signInMessages.title);
  const { status } = useConsoleSelector(selectSession);
  const [searchParams] = useSearchParams();
  const [signIn, { isLoading }] = useSignInAdminMutation();
  const [errors, setErrors] = useState<Errors>({});
  const next = safeNext(searchParams.get(NEXT_PARAM));

  if (status === 'signedIn' && !isLoading) return <Navigate to={next} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const username = fieldValue(form, 'username').trim();
    const password = fieldValue(form, 'password');
    const found: Errors = {
      ...(username ? {} : { username: signInMessages.usernameMissing }),
      ...(password ? {} : { password: signInMessages.passwordMissing }),
    };
    setErrors(found);
    if (found.username || found.password) return;
    // On success the session slice has the account, and the page goes to `next` (above).
    await signIn({ username, password });
  };

  return (
    <Page>
      <Card>
        <h1>{signInMessages.heading}</h1>
        <p>{signInMessages.intro}</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={signInMessages.title}>
          <TextField
            label={signInMessages.username}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.username}
          />
          <TextField
            label={signInMessages.password}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password}
          />
          <Submit type="submit" disabled={isLoading}>
            {isLoading ? signInMessages.submitting : signInMessages.submit}
          </Submit>
        </form>
      </Card>
    </Page>
  );
}
