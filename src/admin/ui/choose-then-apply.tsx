import { type ComponentProps, useState } from 'react';
import { SecondaryButton } from './buttons';
import { Options, SelectField } from './select-field';

/**
 * A drop-down of what to apply (`none` first, as nothing chosen) and the button that applies the
 * choice, idle until one is made (a bulk action's: 批量分配给, 移到栏目 …).
 */
export function ChooseThenApply({
  label,
  name,
  none,
  choices,
  action,
  disabled,
  onApply,
}: {
  label: string;
  name: string;
  none: string;
  choices: ComponentProps<typeof Options>['choices'];
  action: string;
  disabled: boolean;
  onApply: (value: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <>
      <SelectField label={label} name={name} value={value} onChange={(event) => setValue(event.target.value)}>
        <Options none={none} choices={choices} />
      </SelectField>
      <SecondaryButton type="button" disabled={disabled || !value} onClick={() => onApply(value)}>
        {action}
      </SecondaryButton>
    </>
  );
}
