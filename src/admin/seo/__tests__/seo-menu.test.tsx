import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

/** 搜索与分享 in the menu editor (issue 25 item 3). */

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): the demo's 集团新闻 menu of the group
// site, which opens the page type 新闻列表.
const server = installRealServer();

/** The group site's 集团新闻 menu, as stored. */
const newsMenu = () =>
  server.app.db
    .selectFrom('site_menu')
    .select(['id', 'parent_id', 'name', 'page_type', 'seo_title', 'seo_description', 'seo_image', 'noindex'])
    .where('platform', '=', 'company')
    .where('name', '=', '集团新闻')
    .executeTakeFirstOrThrow();

it('previews the menu’s page with its name and address until fields are set, and saves them', async () => {
  const menu = await newsMenu();
  expect(menu).toMatchObject({ page_type: '新闻列表', seo_title: null, noindex: 0 });
  const { user } = await openSignedInConsole(server, 'editor', `/admin/menus/${menu.id}?platform=company`);
  const box = await screen.findByRole('region', { name: '搜索与分享' }, { timeout: 15_000 });
  const search = within(box).getByRole('figure', { name: '搜索结果预览' });
  expect(within(search).getByText('集团新闻')).toBeInTheDocument();
  // The page the site's 新闻列表 template draws for the menu (the built site's template keys).
  expect(await within(search).findByText(new RegExp(`/word_list1/${menu.id}$`))).toBeInTheDocument();
  expect(within(search).getByText('（留空：使用栏目第一条内容的摘要）')).toBeInTheDocument();

  await user.type(within(box).getByRole('textbox', { name: '搜索标题' }), '集团新闻｜华夏教育官网');
  await user.type(within(box).getByRole('textbox', { name: '搜索描述' }), '集团要闻与通知');
  await user.click(within(box).getByRole('checkbox', { name: '不让搜索引擎收录' }));
  expect(within(search).getByText('集团新闻｜华夏教育官网')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '保存' }));
  await waitFor(() => expect(server.calls('/api/cms/web/siteMenu', 'POST')).toHaveLength(1));
  expect(server.calls('/api/cms/web/siteMenu', 'POST')[0]!.body).toMatchObject({
    id: menu.id,
    seoTitle: '集团新闻｜华夏教育官网',
    seoDescription: '集团要闻与通知',
    seoImage: null,
    noindex: true,
  });
  // Stored as sent, the rest of the menu as it was.
  await waitFor(async () =>
    expect(await newsMenu()).toEqual({
      ...menu,
      seo_title: '集团新闻｜华夏教育官网',
      seo_description: '集团要闻与通知',
      seo_image: null,
      noindex: 1,
    }),
  );
});
