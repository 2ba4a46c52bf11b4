import type { RequestHandler } from 'msw';
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
