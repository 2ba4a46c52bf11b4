import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { makeStore, type AppStore, type RootState } from '@/app/store';

type ProviderOptions = Omit<RenderOptions, 'wrapper'> & {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
};

/** Renders with a fresh store, the theme and the toaster (one store per test). */
export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  const result = render(ui, {
    wrapper: ({ children }) => <AppProviders store={store}>{children}</AppProviders>,
    ...renderOptions,
  });
  return { store, ...result };
}

/** Renders routes in a memory router at `path`, with the providers above. */
export function renderRoutes(routes: RouteObject[], path: string, options: ProviderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = renderWithProviders(<RouterProvider router={router} />, options);
  return { router, ...rendered };
}
