import { ONBOARDING_LABELS, type Onboarding } from '@contract/onboarding';
import { INVITE_HOURS, PASSWORD_MIN, StaffSaveBody } from '@contract/staff';
import { grantsProblem, type RoleGrant } from '@contract/roles';
import { CheckboxFieldset, RadioFieldset, TextField } from '../ui/form-field';
import { propertyOf } from '../ui/resource-fields';
import { SaveOrCancel } from '../ui/save-or-cancel';
import type { Refusal } from '../ui/server-message';
import { useRecordForm } from '../ui/use-record-form';
import { accountMessages } from './messages';
import { RoleFieldsets } from './role-fieldsets';

export type AccountFormValues = {
  username: string;
  displayName: string;
  /** As the form holds them: a site role just ticked may have no site yet (the check refuses it). */
  roles: RoleGrant[];
  enabled: boolean;
  /** '' when the account has none. */
  email: string;
  /** A new account's: an invitation link, or a temporary password (`password`, generated when empty). */
  onboarding: Onboarding;
  password: string;
};

type Errors = Partial<Record<'username' | 'displayName' | 'email' | 'password' | 'roles', string>>;

const ONBOARDING_CHOICES = Object.entries(ONBOARDING_LABELS) as [Onboarding, string][];

const usernameSchema = propertyOf(StaffSaveBody, 'username');
const displayNameSchema = propertyOf(StaffSaveBody, 'displayName');
/** contract/staff.ts Username's pattern (2 to 32 letters, digits, `_ . -`). */
const USERNAME = new RegExp(usernameSchema.pattern ?? '');
/** contract/staff.ts DisplayName: its length and its pattern (no control characters, no markup). */
const isDisplayName = (name: string) =>
  [...name].length >= (displayNameSchema.minLength ?? 0) &&
  [...name].length <= (displayNameSchema.maxLength ?? Infinity) &&
  new RegExp(displayNameSchema.pattern ?? '', 'u').test(name);
const emailSchema = propertyOf(StaffSaveBody, 'email');
/** contract/staff.ts StaffEmail: its length and pattern, its message. */
const isEmail = (email: string) =>
  email.length <= (emailSchema.maxLength ?? Infinity) && new RegExp(emailSchema.pattern ?? '').test(email);

/** The checks of contract/staff.ts, in the browser, so that a typo is named beside its field. */
export function validateAccount(values: AccountFormValues, mode: 'create' | 'edit'): Errors {
  const errors: Errors = {};
  if (mode === 'create') {
    if (!values.username) errors.username = accountMessages.usernameMissing;
    else if (!USERNAME.test(values.username)) errors.username = accountMessages.usernameInvalid;
    if (values.onboarding === 'password' && values.password && values.password.length < PASSWORD_MIN)
      errors.password = accountMessages.passwordTooShort(PASSWORD_MIN);
  }
  if (!isEmail(values.email)) errors.email = emailSchema['x-messages']?.invalid;
  const rolesProblem = grantsProblem(values.roles);
  if (rolesProblem) errors.roles = rolesProblem;
  if (!values.displayName.trim()) errors.displayName = accountMessages.displayNameMissing;
  else if (!isDisplayName(values.displayName.trim())) errors.displayName = accountMessages.displayNameInvalid;
  return errors;
}

type AccountFormProps = {
  mode: 'create' | 'edit';
  initial: AccountFormValues;
  /** Editing one's own account: the enabled box and the roles are locked. */
  isSelf?: boolean;
  saving: boolean;
  /** The server's refusal of the last save: beside the field it names (a username taken), else above the buttons. */
  serverError: Refusal | null;
  onSubmit: (values: AccountFormValues) => void;
};

/**
 * Create and edit: username (create only), name, 邮箱, 开通方式 and password (create only),
 * 角色, enabled (edit only).
 */
export function AccountForm({
  mode,
  initial,
  isSelf = false,
  saving,
  serverError,
  onSubmit,
}: AccountFormProps) {
  const { values, set, field, checkbox, errorOf, submit, unplacedServerError, formRef } = useRecordForm({
    initial,
    serverError,
    validate: (candidate: AccountFormValues) => validateAccount(candidate, mode),
    onSubmit: (checked: AccountFormValues) =>
      onSubmit({ ...checked, displayName: checked.displayName.trim(), email: checked.email.trim() }),
  });

  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      {mode === 'create' ? (
        <TextField
          label={accountMessages.username}
          autoComplete="off"
          hint={accountMessages.usernameHint}
          {...field('username', { trim: true })}
          required
        />
      ) : null}
      <TextField
        label={accountMessages.displayName}
        autoComplete="off"
        maxLength={displayNameSchema.maxLength}
        {...field('displayName')}
        required
      />
      <TextField
        label={accountMessages.email}
        type="email"
        autoComplete="off"
        maxLength={emailSchema.maxLength}
        hint={accountMessages.emailHint}
        {...field('email', { trim: true })}
      />
      {mode === 'create' ? (
        <>
          <RadioFieldset
            legend={accountMessages.onboarding}
            name="onboarding"
            choices={ONBOARDING_CHOICES}
            value={values.onboarding}
            onChange={(choice) => set('onboarding', choice)}
          />
          {values.onboarding === 'password' ? (
            <TextField
              label={accountMessages.password}
              type="password"
              autoComplete="new-password"
              hint={`${accountMessages.passwordHint}；${accountMessages.temporaryPasswordHint}`}
              {...field('password')}
            />
          ) : (
            <p>{accountMessages.onboardingInviteHint(INVITE_HOURS)}</p>
          )}
        </>
      ) : null}
      {/* Nobody changes their own roles: another account that manages accounts does (the server refuses too). */}
      <RoleFieldsets
        value={values.roles}
        onChange={(grants) => set('roles', grants)}
        lockedReason={isSelf ? accountMessages.selfLocked : null}
        error={errorOf('roles')}
      />
      {mode === 'edit' ? (
        <CheckboxFieldset
          legend={accountMessages.status}
          label={accountMessages.enabledToggle}
          {...checkbox('enabled')}
          disabled={isSelf}
          hint={isSelf ? accountMessages.selfLocked : null}
        />
      ) : null}
      <SaveOrCancel saving={saving} cancelTo="/accounts" message={unplacedServerError} />
    </form>
  );
}
