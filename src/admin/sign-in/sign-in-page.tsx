import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSignInAdminMutation, useSignInWithCodeAdminMutation } from '@/api/generated/bms-api';
import { CODE } from '@contract/codes';
import { isTwoFactorChallenge, RECOVERY_CODE, TOTP_CODE, type TwoFactorChallenge } from '@contract/staff';
import { safeNext } from '../app/safe-next';
import { selectSession } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { FieldError, fieldValue, TextField } from '../ui/form-field';
import { useConsoleTitle } from '../ui/use-console-title';
import { Card, CardPage as Page, CardSecondary, CardSubmit } from '../ui/card-page';
import { ForgotPassword } from './forgot-password';
import { signInMessages } from './messages';

const NEXT_PARAM = 'next';

const Forgot = styled.button`
  display: block;
  margin: ${({ theme }) => theme.space[3]}px auto 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  text-decoration: underline;
`;

const Refusal = styled(FieldError)`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
`;

type Errors = { username?: string; password?: string };

const TOTP = new RegExp(TOTP_CODE);
const RECOVERY = new RegExp(RECOVERY_CODE);

/** A sign-in call's refusal (code and Chinese message); null when it succeeded. */
function serverFailure(result: { error?: unknown }): { code: unknown; message: string } | null {
  if (!('error' in result) || !result.error) return null;
  const { code, message } = result.error as { code?: unknown; message?: unknown };
  return { code, message: typeof message === 'string' && message ? message : signInMessages.failed };
}

/** The code as sent: spaces dropped (apps show "123 456"), the server's own patterns checked here first. */
export const cleanCode = (typed: string) => typed.replace(/\s+/g, '');

/**
 * The second step of a sign-in with two-factor sign-in: a code of the authenticator app or a
 * recovery code, with the password step's token. A token that ran out sends the user back.
 */
function CodeStep({
  challenge,
  onBack,
}: {
  challenge: TwoFactorChallenge;
  /** Back to the password step, with the server's word when the token ran out. */
  onBack: (message?: string) => void;
}) {
  const [signInWithCode, { isLoading }] = useSignInWithCodeAdminMutation();
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // The code box takes the focus when this step appears (the password form has just gone).
  useEffect(() => form.current?.querySelector('input')?.focus(), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = cleanCode(fieldValue(event.currentTarget, 'code'));
    const problem = !code
      ? signInMessages.codeMissing
      : TOTP.test(code) || RECOVERY.test(code)
        ? null
        : signInMessages.codeMalformed;
    setError(problem);
    if (problem) return;
    const result = await signInWithCode({ pendingToken: challenge.pendingToken, code });
    // The server's message is shown here, under the box (never as a toast that would outlive this
    // screen); a token that ran out goes back to the password, which says so.
    const failure = serverFailure(result);
    if (failure?.code === CODE.signInExpired) onBack(failure.message);
    else if (failure) setError(failure.message);
  };

  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={signInMessages.codeTitle}
    >
      <TextField
        label={signInMessages.code}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={24}
        hint={signInMessages.codeHint}
        error={error}
        required
      />
      <CardSubmit type="submit" disabled={isLoading}>
        {isLoading ? signInMessages.submitting : signInMessages.codeSubmit}
      </CardSubmit>
      <CardSecondary type="button" onClick={() => onBack()}>
        {signInMessages.back}
      </CardSecondary>
    </form>
  );
}

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
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // The server's refusal (用户名或密码错误 …): shown in this form only, gone with it on success.
  const [refusal, setRefusal] = useState<string | null>(null);
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
    setRefusal(null);
    if (found.username || found.password) return;
    // On success the session slice has the account, and the page goes to `next` (above);
    // an account with two-factor sign-in is asked its code first.
    const result = await signIn({ username, password });
    if ('data' in result && result.data && isTwoFactorChallenge(result.data)) setChallenge(result.data);
    setRefusal(serverFailure(result)?.message ?? null);
  };

  if (forgotOpen) {
    return (
      <Page>
        <Card>
          <ForgotPassword onBack={() => setForgotOpen(false)} />
        </Card>
      </Page>
    );
  }

  if (challenge) {
    return (
      <Page>
        <Card>
          <h1>{signInMessages.codeTitle}</h1>
          <p>{signInMessages.codeIntro}</p>
          <CodeStep
            challenge={challenge}
            onBack={(message) => {
              setRefusal(message ?? null);
              setChallenge(null);
            }}
          />
        </Card>
      </Page>
    );
  }

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
          {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
          <CardSubmit type="submit" disabled={isLoading}>
            {isLoading ? signInMessages.submitting : signInMessages.submit}
          </CardSubmit>
        </form>
        <Forgot type="button" onClick={() => setForgotOpen(true)}>
          {signInMessages.forgot}
        </Forgot>
      </Card>
    </Page>
  );
}
