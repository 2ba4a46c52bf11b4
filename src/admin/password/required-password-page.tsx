import { Navigate } from 'react-router-dom';
import { showSuccessToast } from '@/features/feedback/toast';
import { selectStaff } from '../app/session-slice';
import { useConsoleSelector } from '../app/store';
import { useSignOut } from '../app/use-sign-out';
import { Card, CardPage, CardSecondary, CardSubmit } from '../ui/card-page';
import { useConsoleTitle } from '../ui/use-console-title';
import { ChangePasswordFields, useChangePassword } from './change-password-fields';
import { requiredPasswordMessages as m } from './messages';

/**
 * The password an admin set (a new account's temporary one, a reset) changed first: the only
 * screen of such an account (the server refuses its other calls with CODE.passwordChangeRequired).
 * On success the server gives this browser a fresh session; updatePassword invalidates the
 * account's tag, signInfo answers again without the flag and the console opens.
 */
export function RequiredPasswordPage() {
  useConsoleTitle(m.title);
  const staff = useConsoleSelector(selectStaff);
  const { signOut, signingOut } = useSignOut();
  const { errors, busy, onSubmit } = useChangePassword(() => showSuccessToast(m.done));

  if (staff && !staff.mustChangePassword) return <Navigate to="/" replace />;

  return (
    <CardPage>
      <Card>
        <h1>{m.title}</h1>
        <p>{m.intro}</p>
        <form noValidate onSubmit={onSubmit} aria-label={m.title}>
          <ChangePasswordFields errors={errors} oldPasswordLabel={m.oldPassword} />
          <CardSubmit type="submit" disabled={busy}>
            {busy ? m.saving : m.save}
          </CardSubmit>
        </form>
        <CardSecondary type="button" onClick={signOut} disabled={signingOut}>
          {m.signOut}
        </CardSecondary>
      </Card>
    </CardPage>
  );
}
