import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { primaryButtonStyle, secondaryButtonStyle } from './buttons';
import { FormActions } from './form-field';
import { uiMessages } from './messages';

const Save = styled.button`
  ${primaryButtonStyle};
`;
const Cancel = styled(Link)`
  ${secondaryButtonStyle};
`;

/** A record form's buttons: 保存 (正在保存… while it saves) and 取消 back to the list. */
export function SaveOrCancel({
  saving,
  disabled,
  cancelTo,
}: {
  saving: boolean;
  disabled?: boolean;
  cancelTo: string;
}) {
  return (
    <FormActions>
      <Save type="submit" disabled={saving || disabled}>
        {saving ? uiMessages.saving : uiMessages.save}
      </Save>
      <Cancel to={cancelTo}>{uiMessages.cancel}</Cancel>
    </FormActions>
  );
}
