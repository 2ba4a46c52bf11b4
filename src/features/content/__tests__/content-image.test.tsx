import { render } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/theme/theme';
import { ContentImage } from '../content-image';

const renderImage = (element: React.ReactElement) =>
  render(<ThemeProvider theme={theme}>{element}</ThemeProvider>).container;

describe('ContentImage', () => {
  it('gives the picture its alternative text, loaded lazily', () => {
    const image = renderImage(<ContentImage src="/a.jpg" alt="校园" />).querySelector('img');
    expect(image).toHaveAttribute('alt', '校园');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('is silent when decorative: the title beside it already says what it shows', () => {
    const image = renderImage(<ContentImage src="/a.jpg" decorative />).querySelector('img');
    expect(image).toHaveAttribute('alt', '');
  });

  it('loads the first picture of a page first', () => {
    const image = renderImage(<ContentImage src="/a.jpg" decorative priority />).querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps its frame, empty, when the item has no picture', () => {
    const container = renderImage(
      <ContentImage src={null} decorative ratio={{ phone: '16 / 9', desktop: '3 / 1' }} />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.firstElementChild).toBeInTheDocument();
  });
});
