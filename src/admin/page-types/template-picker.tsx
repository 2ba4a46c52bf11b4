import styled from 'styled-components';
import type { TemplateOption } from '@contract/page-type';
import { FieldError, fieldsetStyle } from '../ui/form-field';
import { space } from '../ui/theme-helpers';
import { layoutKindOf } from './layout-kind';
import { LAYOUT_TEXTS, pageTypeMessages } from './messages';
import { TemplatePreview } from './template-preview';

const Group = styled.fieldset`
  ${fieldsetStyle};
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${space(9, 9, 8)}), 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** A choice: the radio, the drawing, the name, the key and the layout. */
const Choice = styled.label`
  display: grid;
  grid-template-columns: auto auto 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    outline: 1px solid ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
  }
  /* The words take what the radio and the drawing leave, and wrap there: a card never overflows. */
  > span {
    min-width: 0;
  }
  strong {
    display: block;
  }
  small {
    display: block;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[0]}px;
  }
`;

type TemplatePickerProps = {
  templates: readonly TemplateOption[];
  value: string;
  onChange: (key: string) => void;
  error?: string | null;
};

/**
 * The template of a page type, as radios: only the keys the site registered (the server's list),
 * each with its name, its key and a drawing of its layout (the words are part of the label).
 */
export function TemplatePicker({ templates, value, onChange, error }: TemplatePickerProps) {
  return (
    <Group aria-describedby={error ? 'template-error' : undefined}>
      <legend>{pageTypeMessages.templateChoose}</legend>
      <Grid>
        {templates.map((template) => {
          const kind = layoutKindOf(template);
          const layout = LAYOUT_TEXTS[kind];
          return (
            <Choice key={template.key}>
              <input
                type="radio"
                name="templateKey"
                value={template.key}
                checked={value === template.key}
                onChange={() => onChange(template.key)}
              />
              <TemplatePreview kind={kind} size="small" decorative />
              <span>
                <strong>{template.name}</strong>
                <small>{template.key}</small>
                <small>
                  {template.builtIn ? `${pageTypeMessages.builtIn}：` : `${pageTypeMessages.layout}：`}
                  {`${layout.name}，${layout.description}`}
                </small>
              </span>
            </Choice>
          );
        })}
      </Grid>
      {error ? (
        <FieldError id="template-error" role="alert">
          {error}
        </FieldError>
      ) : null}
    </Group>
  );
}
