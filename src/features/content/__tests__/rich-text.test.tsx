import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { RichText } from '../rich-text';

const bodyOf = (html: string) =>
  render(
    <ThemeProvider theme={theme}>
      <RichText html={html} />
    </ThemeProvider>,
  ).container.firstElementChild!;

describe('RichText', () => {
  it('shows the sanitised body: no script, no handler', () => {
    const body = bodyOf(
      '<p onclick="x()">正文<script>alert(1)</script></p><table><tr><td>格</td></tr></table>',
    );
    expect(body.innerHTML).toContain('<p>正文</p>');
    expect(body.innerHTML).not.toMatch(/script|onclick/);
    // A wide table scrolls inside the text; the keyboard can reach it.
    expect(body.querySelector('table')).toHaveAttribute('tabindex', '0');
  });

  it('holds pictures to the url policy too: no data: url', () => {
    const body = bodyOf(
      '<img src="data:image/png;base64,AAAA" alt="内嵌"><img src="/images/a.png" alt="站内">',
    );
    expect(body.innerHTML).not.toContain('data:');
    expect(body.querySelector('img[alt="站内"]')).toHaveAttribute('src', '/images/a.png');
  });

  it('renders nothing of a body beyond the bounds, rather than parsing it for seconds', () => {
    const deep = '<div>'.repeat(2500) + '字' + '</div>'.repeat(2500);
    expect(bodyOf(deep).innerHTML).toBe('');
  });
});
