import { SiteLink } from '@/lib/site-link';
import styled from 'styled-components';
import { primaryLinkStyle } from '@/theme/primary-link';
import { contentMessages } from './messages';

const Notice = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  text-align: center;
  h1,
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes[5]}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    ${primaryLinkStyle}
  }
`;

/**
 * What a details page shows when the server has no such item (an old or mistyped link): what is
 * missing and the way home, never a retry. The server answers such a page with 404
 * (src/app/render-page.tsx).
 */
export function NotFoundNotice({
  title,
  text,
  heading: Heading = 'h2',
}: {
  title: string;
  text: string;
  /** h1 where the page has no heading above the notice. */
  heading?: 'h1' | 'h2';
}) {
  return (
    <Notice>
      <Heading>{title}</Heading>
      <p>{text}</p>
      <SiteLink to="/home">{contentMessages.backHome}</SiteLink>
    </Notice>
  );
}
