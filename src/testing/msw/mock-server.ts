import { http, passthrough, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

/**
 * An MSW server for the calling test file: listening for its tests, back to `handlers` after
 * each, and failing any request no handler answers.
 */
export function installMockServer(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * MSW beside the real server (src/testing/real-server.ts; install it after installRealServer): it
 * answers only the failures a test adds with `use` (offline, a 500, a slow or refused call) and
 * passes every other call through to the real server.
 */
export function installFailureServer() {
  return installMockServer(http.all('*', () => passthrough()));
}
