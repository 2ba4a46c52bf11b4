import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  useCheckPasswordLinkAdminMutation,
  useSetPasswordWithLinkAdminMutation,
} from '@/api/generated/bms-api';
import { PASSWORD_MIN, type PasswordLinkInfo } from '@contract/staff';
import { PrimaryLink } from '../ui/buttons';
import { Card, CardPage, CardSubmit } from '../ui/card-page';
import { FieldError, fieldValue } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { type ChangePasswordErrors, NewPasswordFields } from '../password/change-password-fields';
import { passwordMessages } from '../password/messages';
import { refusalOf } from '../ui/server-message';
import { useConsoleTitle } from '../ui/use-console-title';
import { setPasswordMessages as m } from './messages';

const TOKEN_PREFIX = '#token=';

/** The link's token, from its fragment (`#token=…`: never sent to a server as a query or a referrer). */
const tokenOf = (hash: string) => (hash.startsWith(TOKEN_PREFIX) ? hash.slice(TOKEN_PREFIX.length) : '');

type Errors = Pick<ChangePasswordErrors, 'newPassword' | 'confirm'>;

/** The new password twice, then setPasswordWithLink; a refusal of the token ends the page (`onInvalid`). */
function SetPasswordForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: () => void;
  onInvalid: (message: string) => void;
}) {
  const [setPassword, { isLoading }] = useSetPasswordWithLinkAdminMutation();
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = fieldValue(form, 'newPassword');
    const confirm = fieldValue(form, 'confirm');
    const found: Errors = {};
    if (password.length < PASSWORD_MIN) found.newPassword = passwordMessages.tooShort(PASSWORD_MIN);
    else if (confirm !== password) found.confirm = passwordMessages.mismatch;
    setErrors(found);
    setRefusal(null);
    if (found.newPassword || found.confirm) return;
    const result = await setPassword({ token, password });
    if ('error' in result) {
      const refused = refusalOf(result.error);
      if (refused?.field === 'token') onInvalid(refused.message);
      else if (refused?.field === 'password') setErrors({ newPassword: refused.message });
      else setRefusal(refused?.message ?? m.failed);
      return;
    }
    onDone();
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={m.title}>
      <NewPasswordFields errors={errors} />
      {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
      <CardSubmit type="submit" disabled={isLoading}>
        {isLoading ? m.saving : m.save}
      </CardSubmit>
    </form>
  );
}

/**
 * 设置密码 (public, outside the signed-in frame): the page of an invitation or 忘记密码 link,
 * `/admin/set-password#token=…`. The token is taken from the fragment and the fragment removed
 * from the address at once (replaced, so the history keeps no copy); checkPasswordLink says for
 * whom and until when, then the new password twice sets it once.
 */
export function SetPasswordPage() {
  useConsoleTitle(m.title);
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenOf(location.hash));
  const [check] = useCheckPasswordLinkAdminMutation();
  const [info, setInfo] = useState<PasswordLinkInfo | null>(null);
  const [invalid, setInvalid] = useState<string | null>(token ? null : m.noToken);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    void check({ token }).then((result) => {
      if (!live) return;
      if ('data' in result && result.data) setInfo(result.data);
      else setInvalid(refusalOf('error' in result ? result.error : null)?.message ?? m.failed);
    });
    return () => {
      live = false;
    };
  }, [token, check]);

  let body;
  if (done) {
    body = (
      <>
        <p role="status">{m.done}</p>
        <PrimaryLink to="/sign-in">{m.toSignIn}</PrimaryLink>
      </>
    );
  } else if (invalid) {
    body = (
      <div role="alert">
        <p>{invalid}</p>
        <p>{m.askAdmin}</p>
      </div>
    );
  } else if (!info) {
    body = <p role="status">{m.checking}</p>;
  } else {
    body = (
      <>
        <p>
          {m.forWhom(info.displayName, info.username)}
          <br />
          {m.purpose[info.purpose]}
          <br />
          {m.expires(formatDateTime(info.expiresAt))}
        </p>
        <SetPasswordForm token={token} onDone={() => setDone(true)} onInvalid={setInvalid} />
      </>
    );
  }

  return (
    <CardPage>
      <Card>
        <h1>{invalid && !done ? m.invalidTitle : m.title}</h1>
        {body}
      </Card>
    </CardPage>
  );
}
