import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithProviders } from '@/testing/render';
import { theme } from '@/theme/theme';
import { timelineAxis, timelineCard } from '../timeline-list';

/** The CSS styled-components injected, white space folded. */
const injectedCss = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('\n')
    .replace(/\s+/g, ' ');

const rulesOf = (element: Element, css: string) =>
  [...element.classList].flatMap((name) => css.match(new RegExp(`\\.${name}[^{]*\\{[^}]*\\}`, 'g')) ?? []);

const PhoneAxis = styled.ol`
  ${timelineAxis({ left: '31px', centreFrom: 'tablet' })}
`;
const OffCentreAxis = styled.ul`
  ${timelineAxis({ left: '8px', centreFrom: 'desktop', centre: '50%' })}
`;
const EventCard = styled.a`
  ${timelineCard}
`;

describe('timeline kit', () => {
  it('draws the axis at its phone offset, then down the middle from the given breakpoint', () => {
    renderWithProviders(
      <>
        <PhoneAxis aria-label="portrait" />
        <OffCentreAxis aria-label="history" />
        <EventCard href="/x">事件</EventCard>
      </>,
    );
    const css = injectedCss();

    const portrait = rulesOf(screen.getByRole('list', { name: 'portrait' }), css).join(' ');
    expect(portrait).toMatch(/::before\{[^}]*left:31px;width:2px;/);
    expect(css).toContain(`@media (min-width: ${theme.breakpoints[1]}px)`);
    expect(portrait).toMatch(/::before\{left:calc\(50% - 2px \/ 2\);\}/);

    const history = rulesOf(screen.getByRole('list', { name: 'history' }), css).join(' ');
    expect(history).toMatch(/left:8px;/);
    expect(history).toMatch(/::before\{left:50%;\}/);

    const card = rulesOf(screen.getByRole('link', { name: '事件' }), css).join(' ');
    expect(card).toContain(`background:${theme.colors.surface}`);
    expect(card).toMatch(/:hover h3\{color:/);
  });
});
