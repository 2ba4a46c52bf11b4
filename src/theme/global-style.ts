import { createGlobalStyle, css } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* No smooth scrolling for the whole page: the back button's return to the reading place
     (react-router's ScrollRestoration) must be instant, or it stops short while the page grows. */
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    line-height: 1.6;
    /* An unbroken run (a long Latin title, a pasted address) wraps rather than widening the page. */
    overflow-wrap: break-word;
    color: ${({ theme }) => theme.colors.text};
    background: var(--page-background, ${({ theme }) => theme.backgrounds.white});
    transition: background-color 0.2s ease;
  }
  img, video { max-width: 100%; height: auto; display: block; }
  a { color: inherit; text-decoration: none; }
  button { font: inherit; cursor: pointer; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focusRing}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation: none !important; transition: none !important; scroll-behavior: auto !important; }
  }
  /* Scroll-in animation: the animate class gets "on" when 90% into the viewport (see use-scroll-animation).
     Hidden only once the script has revealed what is in view: a server-rendered page shows at once. */
  .animate { transition: opacity 0.6s ease, transform 0.6s ease; }
  [data-scroll-animation] .animate:not(.on) { opacity: 0; transform: translateY(24px); }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap; border: 0; padding: 0; margin: -1px;
  }
`;

/** Read by screen readers, not drawn: a one-pixel clipped box that keeps its text on one line. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
