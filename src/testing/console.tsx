import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConsoleProviders } from '@/admin/app/providers';
import { consoleRoutes } from '@/admin/app/routes';
import { CONSOLE_BASE } from '@/admin/app/safe-next';
import { makeConsoleStore } from '@/admin/app/store';

/** The console at `path` (`/admin/...`): a fresh store, its providers and routes, as in main.tsx. */
export function renderConsole(path: string) {
  const store = makeConsoleStore();
  const router = createMemoryRouter(consoleRoutes, { basename: CONSOLE_BASE, initialEntries: [path] });
  const rendered = render(
    <ConsoleProviders store={store}>
      <RouterProvider router={router} />
    </ConsoleProviders>,
  );
  return { store, router, ...rendered };
}

/**
 * A console test's start against the real server (src/testing/real-server.ts): signed in there as
 * `username`. Its user types without a timer between keys (`delay: null`): each key still goes
 * through React before the next, and the console's tests type a lot (17 % of their CPU).
 */
export async function openSignedInConsole(
  server: { signIn: (username: string) => Promise<void> },
  username: string,
  path: string,
) {
  await server.signIn(username);
  return { ...renderConsole(path), user: userEvent.setup({ delay: null }) };
}
