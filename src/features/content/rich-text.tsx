// DOMPurify in the browser; on the server (pages rendered there) DOMPurify over jsdom.
import DOMPurify from 'isomorphic-dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { holdUrlToPolicy, RICH_TEXT_POLICY, richTextBoundsProblem } from '@contract/rich-text-policy';

/*
 * A wide table scrolls sideways inside the text (phones): a keyboard user must be able to focus
 * it to scroll it (WCAG 2.1.1, axe "scrollable-region-focusable").
 */
DOMPurify.addHook('uponSanitizeAttribute', (_node, attribute) => holdUrlToPolicy(attribute));
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'TABLE') node.setAttribute('tabindex', '0');
});

const Body = styled.div`
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  line-height: 1.9;
  overflow-wrap: anywhere;
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space[5]}px 0 ${({ theme }) => theme.space[3]}px;
    line-height: 1.4;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]}px;
  }
  img {
    margin: ${({ theme }) => theme.space[4]}px auto;
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
  /* Without the browser's 40 px side margins, which leave a phone's picture 255 px of 335. */
  figure {
    margin: ${({ theme }) => theme.space[4]}px 0;
  }
  figcaption {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes[1]}px;
    text-align: center;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
    margin: ${({ theme }) => theme.space[4]}px 0;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  blockquote {
    margin: ${({ theme }) => theme.space[4]}px 0;
    padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[4]}px`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

/**
 * Content HTML from the content system, sanitised before it reaches the page with the policy the
 * server also applies when content is saved (contract/rich-text-policy.ts).
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  // Beyond the bounds the parse alone would hold the server's render (and a phone) for seconds.
  const clean = useMemo(
    () => (richTextBoundsProblem(html) ? '' : DOMPurify.sanitize(html, { ...RICH_TEXT_POLICY })),
    [html],
  );
  return <Body className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
