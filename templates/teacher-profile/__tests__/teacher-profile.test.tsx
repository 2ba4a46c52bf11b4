import { screen, within } from '@testing-library/react';
import { coworker } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import TeacherProfile from '../teacher-profile';

const UNKNOWN_ID = 404;

const teacher = (id: number, name: string) =>
  coworker(id, name, {
    title: '高级讲师',
    avatar: `/avatar-${id}.jpg`,
    summary: `${name}的简介`,
    subjects: '高等数学、线性代数',
    bio: `<p>${name}从教二十年。</p>`,
  });

const server = installContentServer({
  coworkers: [teacher(1, '王老师'), teacher(2, '李老师'), teacher(3, '赵老师')],
});

const renderProfile = (id: number | null) =>
  renderTemplate(TeacherProfile, { id, path: id === null ? '/yes_teacher' : `/yes_teacher/${id}` });

describe('老师详情', () => {
  it("shows the teacher's portrait, title, subjects and biography, then the other teachers", async () => {
    renderProfile(1);

    const name = await screen.findByRole('heading', { level: 1, name: '王老师' });
    // The name stands beside the portrait: the picture is decorative.
    const portrait = document.querySelector('img[src="/avatar-1.jpg"]');
    expect(portrait).toHaveAttribute('alt', '');
    expect(portrait).toHaveAttribute('fetchpriority', 'high');
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
    expect(server.requests('coworkerDetails')).toEqual([]);
  });
});
