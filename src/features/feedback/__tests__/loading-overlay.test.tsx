import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { OVERLAY_DELAY_MS } from '@/lib/constants';
import { theme } from '@/theme/theme';
import { LoadingOverlay } from '../loading-overlay';

const renderOverlay = (active: boolean) =>
  render(
    <ThemeProvider theme={theme}>
      <LoadingOverlay active={active} />
    </ThemeProvider>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it(`appears only after ${OVERLAY_DELAY_MS} ms of activity and hides at once when it ends`, async () => {
  const { rerender } = renderOverlay(true);
  act(() => jest.advanceTimersByTime(OVERLAY_DELAY_MS - 1));
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(await screen.findByRole('status')).toHaveTextContent('加载中');

  rerender(
    <ThemeProvider theme={theme}>
      <LoadingOverlay active={false} />
    </ThemeProvider>,
  );
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});

it('never flashes for work shorter than the delay', () => {
  const { rerender } = renderOverlay(true);
  act(() => jest.advanceTimersByTime(OVERLAY_DELAY_MS / 2));
  rerender(
    <ThemeProvider theme={theme}>
      <LoadingOverlay active={false} />
    </ThemeProvider>,
  );
  act(() => jest.advanceTimersByTime(OVERLAY_DELAY_MS * 5));
  expect(screen.queryByTestId('loading-overlay')).not.toBeInTheDocument();
});
