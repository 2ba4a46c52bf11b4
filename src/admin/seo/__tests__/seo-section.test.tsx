import { configure, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { shownText, shownWidth } from '@contract/seo-length';

/** 搜索与分享 in the content editor (issue 25 item 3): counters, previews, the save body, a refusal. */

// The console's pages are lazy chunks and the machine running the tests may be busy: room to
// wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server (one app for this file, from the seed): a demo news item of 集团新闻.
const server = installRealServer();

/** The oldest 集团新闻 item with a summary, as stored. */
const newsItem = () =>
  server.app.db
    .selectFrom('site_content')
    .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
    .select([
      'site_content.id',
      'site_content.menu_id',
      'site_content.title',
      'site_content.summary',
      'site_content.seo_title',
      'site_content.seo_description',
      'site_content.seo_image',
      'site_content.noindex',
    ])
    .where('site_menu.platform', '=', 'company')
    .where('site_menu.name', '=', '集团新闻')
    .where('site_content.summary', 'is not', null)
    .orderBy('site_content.id')
    .executeTakeFirstOrThrow();

/** The content editor of that item, signed in as the demo editor. */
const openEditor = async () => {
  const item = await newsItem();
  return { item, ...(await openSignedInConsole(server, 'editor', `/admin/content/${item.id}`)) };
};

// jsdom lays nothing out: ProseMirror asks a range for its boxes.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => document.body.getBoundingClientRect();
});
jest.setTimeout(30_000);

/** The section, once its chunk is in. */
const section = async () => {
  const heading = await screen.findByRole('heading', { name: '搜索与分享' }, { timeout: 15_000 });
  return heading.closest('section')!;
};
const figure = (within_: HTMLElement, name: string) => within(within_).getByRole('figure', { name });

describe('how much a search result shows', () => {
  it('counts a Chinese character as one and a Latin letter as half, and cuts with an ellipsis', () => {
    expect(shownWidth('华夏教育')).toBe(4);
    expect(shownWidth('Huaxia 2026')).toBe(5.5);
    expect(shownText('一二三四五', 5)).toBe('一二三四五');
    expect(shownText('一二三四五六', 5)).toBe('一二三四…');
    expect(shownText('  多个   空格  ', 10)).toBe('多个 空格');
  });
});

describe('搜索与分享 in the content editor', () => {
  it('warns past the shown length, refuses typing past the maximum, and previews as a search engine cuts', async () => {
    const { item, user } = await openEditor();
    const box = await section();
    const title = within(box).getByRole('textbox', { name: '搜索标题' });
    expect(title).toHaveAttribute('maxLength', '80');
    // Empty: the preview shows the page's own title and summary, as a search engine cuts them.
    const search = figure(box, '搜索结果预览');
    await waitFor(() => expect(within(search).getByText(shownText(item.title, 30))).toBeInTheDocument());
    expect(within(search).getByText(shownText(item.summary!, 78))).toBeInTheDocument();
    expect(
      within(search).getByText(new RegExp(`/article_details/${item.menu_id}\\?articleId=${item.id}$`)),
    ).toBeInTheDocument();

    const thirty = '华夏教育集团二零二六年春季招生简章专业学费与报名方式一览表。';
    expect(thirty).toHaveLength(30);
    await user.type(title, thirty);
    expect(title).toHaveAccessibleDescription(expect.stringContaining('现在约 30 个字'));
    expect(within(box).queryByText(/^偏长/)).toBeNull();
    expect(within(search).getByText(thirty)).toBeInTheDocument();

    await user.type(title, '等');
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('偏长：搜索结果中大约只显示前 30 个字，现在约 31 个字'),
    );
    // The search result is cut, the share card is not.
    expect(within(search).getByText(`${thirty.slice(0, 29)}…`)).toBeInTheDocument();
    expect(within(figure(box, '微信分享卡片预览')).getByText(`${thirty}等`)).toBeInTheDocument();
    // The counter of the hard maximum, as every limited box has.
    expect(within(box).getByText('已输入 31/80')).toBeInTheDocument();

    // Latin letters count half: 60 of them are 30 characters wide, within what is shown.
    await user.clear(title);
    await user.type(title, 'a'.repeat(60));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('现在约 30 个字'));

    const description = within(box).getByRole('textbox', { name: '搜索描述' });
    expect(description).toHaveAttribute('maxLength', '200');
    await user.type(description, '述'.repeat(79));
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('偏长：搜索结果中大约只显示前 78 个字，现在约 79 个字'),
    );
  });

  it('sends the fields with the save, stored as sent; the preview shows noindex', async () => {
    const { item, user } = await openEditor();
    const box = await section();
    await user.type(within(box).getByRole('textbox', { name: '搜索标题' }), '  春季工作会议｜华夏  ');
    await user.type(within(box).getByRole('textbox', { name: '搜索描述' }), '会议回顾与部署');
    await user.type(within(box).getByRole('textbox', { name: '分享图片' }), '/uploads/share.png');
    await user.click(within(box).getByRole('checkbox', { name: '不让搜索引擎收录' }));
    expect(
      within(figure(box, '搜索结果预览')).getByText('已设置不让搜索引擎收录：此页面不会出现在搜索结果中。'),
    ).toBeInTheDocument();
    const card = figure(box, '微信分享卡片预览');
    expect(within(card).getByText('会议回顾与部署')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/share.png');

    await user.click(screen.getByRole('button', { name: '保存' }));
    // Stored: the first rich-text save of a server starts its sanitiser's thread (a second or
    // more; several on a busy machine).
    await waitFor(
      async () =>
        expect(await newsItem()).toMatchObject({
          seo_title: '春季工作会议｜华夏',
          seo_description: '会议回顾与部署',
          seo_image: '/uploads/share.png',
          noindex: 1,
        }),
      { timeout: 20_000 },
    );
    expect(server.calls('/api/cms/web/siteContent', 'POST')).toHaveLength(1);
    expect(server.calls('/api/cms/web/siteContent', 'POST')[0]!.body).toMatchObject({
      id: item.id,
      seoTitle: '春季工作会议｜华夏',
      seoDescription: '会议回顾与部署',
      seoImage: '/uploads/share.png',
      noindex: true,
    });
    // The editor starts again from what was stored.
    await waitFor(async () =>
      expect(within(await section()).getByRole('textbox', { name: '搜索标题' })).toHaveValue(
        '春季工作会议｜华夏',
      ),
    );
    expect(within(await section()).getByRole('checkbox', { name: '不让搜索引擎收录' })).toBeChecked();
  });

  it('shows the server’s refusal of a share picture beside it, stores nothing, and draws no picture of a refused address', async () => {
    const { item, user } = await openEditor();
    const box = await section();
    const picture = within(box).getByRole('textbox', { name: '分享图片' });
    // The picture the test before stored is in the box.
    await waitFor(() => expect(picture).toHaveValue(item.seo_image ?? ''));
    await user.clear(picture);
    await user.type(picture, 'javascript:alert(1)');
    const card = figure(box, '微信分享卡片预览');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByText('无图片')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(
      () => expect(picture).toHaveAccessibleDescription(expect.stringContaining('分享图片地址不正确')),
      { timeout: 20_000 },
    );
    expect(await newsItem()).toEqual(item);
  });
});
