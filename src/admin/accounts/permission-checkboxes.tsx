import { PERMISSION, PERMISSION_NAMES, hasBit, type PermissionName } from '@contract/permissions';
import { CheckRow, Fieldset, Hint } from '../ui/form-field';
import { accountMessages, PERMISSION_CHECKBOX_LABELS } from './messages';
import { withBit } from './permission-mask';

type PermissionCheckboxesProps = {
  /** The permission mask (bit N = PERMISSION's N). */
  value: number;
  onChange: (mask: number) => void;
  /** Bits that may not change here (one's own accounts bit), with why. */
  locked?: readonly PermissionName[];
  lockedReason?: string;
};

/** One checkbox per permission bit, over the mask. */
export function PermissionCheckboxes({
  value,
  onChange,
  locked = [],
  lockedReason,
}: PermissionCheckboxesProps) {
  return (
    <Fieldset>
      <legend>{accountMessages.permissions}</legend>
      {PERMISSION_NAMES.map((name) => {
        const bit = PERMISSION[name];
        const isLocked = locked.includes(name);
        return (
          <CheckRow key={name}>
            <input
              type="checkbox"
              name="permissions"
              value={bit}
              checked={hasBit(value, bit)}
              disabled={isLocked}
              aria-describedby={isLocked && lockedReason ? 'permission-locked-reason' : undefined}
              onChange={(event) => onChange(withBit(value, bit, event.target.checked))}
            />
            {PERMISSION_CHECKBOX_LABELS[name]}
          </CheckRow>
        );
      })}
      {locked.length > 0 && lockedReason ? <Hint id="permission-locked-reason">{lockedReason}</Hint> : null}
    </Fieldset>
  );
}
