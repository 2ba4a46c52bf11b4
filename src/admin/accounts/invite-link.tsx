import styled from 'styled-components';
import { copyText } from '@/features/feedback/clipboard';
import { SecondaryButton } from '../ui/buttons';
import { formatDateTime } from '../ui/format';
import { inlineRowStyle } from '../ui/layout';
import { accountMessages } from './messages';

const Box = styled.span`
  ${inlineRowStyle};
  margin-top: ${({ theme }) => theme.space[2]}px;
  code {
    max-width: 100%;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border: 1px dashed ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    word-break: break-all;
    user-select: all;
  }
`;

const Line = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space[2]}px;
`;

/**
 * An invitation link, shown once (only its hash is stored), with a copy button and until when it
 * works (China time). Phrasing content only: a dialog's body is its description, a paragraph.
 */
export function InviteLink({
  username,
  url,
  expiresAt,
}: {
  username: string;
  url: string;
  expiresAt: string;
}) {
  return (
    <span role="status">
      <Line>{accountMessages.inviteShown(username)}</Line>
      <Box>
        <code data-testid="invite-url">{url}</code>
        <SecondaryButton type="button" onClick={() => void copyText(url)}>
          {accountMessages.copyLink}
        </SecondaryButton>
      </Box>
      <Line>{accountMessages.inviteExpires(formatDateTime(expiresAt))}</Line>
    </span>
  );
}
