import styled from 'styled-components';
import { copyText } from '@/features/feedback/clipboard';
import { SecondaryButton } from '../ui/buttons';
import { accountMessages } from './messages';
import { inlineRowStyle } from '../ui/layout';

const Box = styled.div`
  ${inlineRowStyle};
  margin-top: ${({ theme }) => theme.space[2]}px;
  code {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px dashed ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes[3]}px;
    letter-spacing: 0.05em;
    user-select: all;
  }
`;

/** A password the server generated, shown once, with a copy button (复制成功, or copy by hand). */
export function GeneratedPassword({ label, password }: { label: string; password: string }) {
  return (
    <div role="status">
      <p>{label}</p>
      <Box>
        <code data-testid="generated-password">{password}</code>
        <SecondaryButton type="button" onClick={() => void copyText(password)}>
          {accountMessages.copy}
        </SecondaryButton>
      </Box>
    </div>
  );
}
