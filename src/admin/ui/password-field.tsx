import { PASSWORD_MAX } from '@contract/staff';
import { type LabelledFieldProps, TextField } from './form-field';

/**
 * A required password box at the contract's length (PASSWORD_MAX): the current password
 * (`current-password`, the password manager fills it) or a new one (`new-password`, it offers one).
 */
export function PasswordField({
  name,
  autoComplete,
  ...labelled
}: LabelledFieldProps & { name: string; autoComplete: 'current-password' | 'new-password' }) {
  return (
    <TextField
      {...labelled}
      name={name}
      type="password"
      autoComplete={autoComplete}
      maxLength={PASSWORD_MAX}
      required
    />
  );
}
