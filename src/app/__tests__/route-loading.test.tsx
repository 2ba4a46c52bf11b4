import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { RouteObject } from 'react-router-dom';
import { PAGE_LOAD_TIMEOUT_MS } from '@/lib/constants';
import { withLoadTimeout } from '@/app/template-routes';
import { renderRoutes } from '@/testing/render';
import { RouteError } from '../route-error';

const server = setupServer(http.get('*/api/*', () => HttpResponse.json({ code: 0, message: '', data: [] })));
beforeAll(() => server.listen());
afterAll(() => server.close());
afterEach(() => jest.useRealTimers());

const routesWith = (lazy: RouteObject['lazy']): RouteObject[] => [
  { path: '/', element: <p>首页</p>, errorElement: <RouteError /> },
  { path: '/page', lazy, errorElement: <RouteError /> },
];

it('a page whose chunk fails to load shows a load error with a retry, not a white screen', async () => {
  const { router } = renderRoutes(
    routesWith(() => Promise.reject(new Error('ChunkLoadError: Loading chunk 7 failed'))),
    '/',
  );
  await act(() => router.navigate('/page'));
  expect(await screen.findByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '返回首页' })).toBeInTheDocument();
});

it(`a chunk that takes longer than ${PAGE_LOAD_TIMEOUT_MS} ms becomes a load error`, async () => {
  jest.useFakeTimers();
  const { router } = renderRoutes(
    routesWith(() => withLoadTimeout(() => new Promise(() => undefined))),
    '/',
  );
  await act(async () => {
    void router.navigate('/page');
    await jest.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
  });
  expect(screen.queryByRole('heading', { name: '页面加载失败' })).not.toBeInTheDocument();
  await act(() => jest.advanceTimersByTimeAsync(1));
  expect(screen.getByRole('heading', { name: '页面加载失败' })).toBeInTheDocument();
  expect(screen.getByText('页面加载超时，请检查网络后重试。')).toBeInTheDocument();
});

it('a chunk that loads in time is passed through', async () => {
  await expect(withLoadTimeout(() => Promise.resolve('模块'), 50)).resolves.toBe('模块');
});
