import { screen, waitFor, within } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
import { installMenuServer } from '@/testing/msw/menu-server';
import { installStaffServer } from '@/testing/msw/staff-server';

/** 搜索与分享 in the menu editor (issue 25 item 3). */

const staff = installStaffServer();
const menus = installMenuServer(staff.server);

jest.setTimeout(30_000);

it('previews the menu’s page with its name and address until fields are set, and saves them', async () => {
  const { user } = openConsoleAs(staff, 'editor', '/admin/menus/11?platform=company');
  const box = await screen.findByRole('region', { name: '搜索与分享' }, { timeout: 15_000 });
  const search = within(box).getByRole('figure', { name: '搜索结果预览' });
  expect(within(search).getByText('集团新闻')).toBeInTheDocument();
  expect(within(search).getByText(/\/word_list1\/11$/)).toBeInTheDocument();
  expect(within(search).getByText('（留空：使用栏目第一条内容的摘要）')).toBeInTheDocument();

  await user.type(within(box).getByRole('textbox', { name: '搜索标题' }), '集团新闻｜华夏教育官网');
  await user.type(within(box).getByRole('textbox', { name: '搜索描述' }), '集团要闻与通知');
  await user.click(within(box).getByRole('checkbox', { name: '不让搜索引擎收录' }));
  expect(within(search).getByText('集团新闻｜华夏教育官网')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(menus.saved).toHaveLength(1));
  expect(menus.saved[0]).toMatchObject({
    id: 11,
    seoTitle: '集团新闻｜华夏教育官网',
    seoDescription: '集团要闻与通知',
    seoImage: null,
    noindex: true,
  });
});
