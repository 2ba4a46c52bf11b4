import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SiteLink } from '../site-link';

/** Two pages that link to each other and to themselves; the router to read where it went. */
function renderPages(onClick?: () => void) {
  const page = (name: string) => (
    <>
      <h1>{name}</h1>
      <SiteLink to="/news?page=2">新闻</SiteLink>
      <SiteLink to="/home">首页</SiteLink>
      <SiteLink to="/about" target="_blank" rel="noopener noreferrer" onClick={onClick}>
        关于我们
      </SiteLink>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/home', element: page('首页内容') },
      { path: '/news', element: page('新闻内容') },
      { path: '/about', element: page('关于内容') },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteLink', () => {
  it('is a real link to its path', () => {
    renderPages();
    expect(screen.getByRole('link', { name: '新闻' })).toHaveAttribute('href', '/news?page=2');
  });

  it('opens the page through the router on a plain click, as a new history entry', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('link', { name: '新闻' }));
    expect(await screen.findByRole('heading', { name: '新闻内容' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/news', search: '?page=2' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the history entry for a link to the page being shown', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('link', { name: '首页' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/home');
  });

  it.each([
    ['the Ctrl key', { ctrlKey: true }],
    ['the Meta key', { metaKey: true }],
    ['the Shift key', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_name, init) => {
    const router = renderPages();
    const link = screen.getByRole('link', { name: '新闻' });
    // fireEvent returns false when the click was prevented (taken by the router).
    expect(fireEvent.click(link, init)).toBe(true);
    expect(router.state.location.pathname).toBe('/home');
  });

  it('leaves a link to another window to the browser, after its own onClick', () => {
    const onClick = jest.fn();
    const router = renderPages(onClick);
    expect(fireEvent.click(screen.getByRole('link', { name: '关于我们' }))).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/home');
  });
});
