import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Coworker } from '@/api/content-types';
import { renderRoutes } from '@/testing/render';
import TeacherProfile from '../teacher-profile';

const UNKNOWN_ID = 404;

const ok = (data: unknown) => HttpResponse.json({ code: 0, message: '', data });

const teacher = (id: number, name: string): Coworker => ({
  id,
  platform: 'company',
  name,
  title: '高级讲师',
  avatar: `/avatar-${id}.jpg`,
  summary: `${name}的简介`,
  subjects: '高等数学、线性代数',
  sort: id,
});

const TEACHERS = [teacher(1, '王老师'), teacher(2, '李老师'), teacher(3, '赵老师')];

const detailsRequests: number[] = [];

const server = setupServer(
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    ok({ platform: 'company', siteTitle: '测试' }),
  ),
  http.get('*/api/cms/web/coworker/listForClient', () => ok({ total: TEACHERS.length, pageList: TEACHERS })),
  http.get('*/api/cms/web/coworker/detailsForClient', ({ request }) => {
    const id = Number(new URL(request.url).searchParams.get('id'));
    detailsRequests.push(id);
    const found = TEACHERS.find((candidate) => candidate.id === id);
    if (!found) return HttpResponse.json({ code: 100000002, message: '老师不存在', data: null });
    return ok({ ...found, bio: `<p>${found.name}从教二十年。</p>` });
  }),
);

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // The "not found" answer also raises the base query's error toast, and the toaster reads
  // matchMedia, which jsdom lacks.
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
});
afterEach(() => {
  server.resetHandlers();
  detailsRequests.length = 0;
});
afterAll(() => server.close());

const renderProfile = (id: number | null) =>
  renderRoutes(
    [{ path: '*', element: <TeacherProfile id={id} menu={null} searchParams={new URLSearchParams()} /> }],
    '/x',
  );

describe('老师详情', () => {
  it("shows the teacher's portrait, title, subjects and biography, then the other teachers", async () => {
    renderProfile(1);

    const name = await screen.findByRole('heading', { level: 1, name: '王老师' });
    expect(screen.getByRole('img', { name: '王老师' })).toHaveAttribute('fetchpriority', 'high');
    expect(within(name.parentElement!).getByText('高级讲师')).toBeInTheDocument();
    const subjects = screen.getByRole('list', { name: '授课科目' });
    expect(
      within(subjects)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['高等数学', '线性代数']);
    expect(screen.getByText('王老师从教二十年。')).toBeInTheDocument();

    const others = await screen.findByRole('region', { name: '其他老师' });
    expect(within(others).getByRole('link', { name: /李老师/ })).toHaveAttribute('href', '/yes_teacher/2');
    expect(within(others).getByRole('link', { name: /赵老师/ })).toHaveAttribute('href', '/yes_teacher/3');
    expect(within(others).queryByRole('link', { name: /王老师/ })).not.toBeInTheDocument();
  });

  it('answers an unknown teacher with a friendly message and the way home', async () => {
    renderProfile(UNKNOWN_ID);

    expect(await screen.findByRole('heading', { level: 1, name: '没有找到这位老师' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/home');
    expect(await screen.findByRole('region', { name: '其他老师' })).toBeInTheDocument();
  });

  it('treats a missing id as not found without asking the server', async () => {
    renderProfile(null);
    expect(screen.getByRole('heading', { level: 1, name: '没有找到这位老师' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /老师/ })).toHaveLength(3);
    expect(detailsRequests).toEqual([]);
  });
});
