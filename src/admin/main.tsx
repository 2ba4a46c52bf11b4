import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConsoleProviders } from './app/providers';
import { consoleRoutes } from './app/routes';
import { CONSOLE_BASE } from './app/safe-next';
import { makeConsoleStore } from './app/store';

/**
 * The content staff's console (/admin): a client-side app of its own (webpack adminConfig),
 * never rendered on the server and never part of the public site's files.
 */
const store = makeConsoleStore();
const router = createBrowserRouter(consoleRoutes, { basename: CONSOLE_BASE });

const container = document.getElementById('root');
if (!container) throw new Error('admin.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ConsoleProviders store={store}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  </StrictMode>,
);
