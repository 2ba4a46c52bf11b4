import { registry } from '@/registry/registry';
import { contentItem, menuEntry, siteSetting } from '@/testing/fixtures';
import type { RouteHandle } from '../template-routes';
import { applyPageHead, pageAt, pageHead, type PageContent } from '../page-head';
import { headHtml } from '../page-json-ld';

/** The editors' SEO and sharing fields in the page head (issue 25 item 3). */

const template = (key: string) => registry.byKey.get(key)!;
const handleOf = (key: string): RouteHandle => ({ meta: template(key).meta ?? {}, template: template(key) });
const ORIGIN = 'https://www.example.cn';
const setting = siteSetting({ siteTitle: '华夏教育集团' });

const news = menuEntry(12, '集团新闻', {
  pageType: '新闻列表',
  seoTitle: '集团新闻｜华夏教育官网',
  seoDescription: '华夏教育集团的新闻与通知。',
  seoImage: '/uploads/news-share.jpg',
});
const plain = menuEntry(13, '通知公告', { pageType: '新闻列表' });
const tree = [news, plain];

function headOf(key: string, id: string, search: string, content: PageContent) {
  const searchParams = new URLSearchParams(search);
  const page = pageAt([{ handle: handleOf(key), params: { id } }], searchParams, tree);
  return pageHead({ page, content, setting, origin: ORIGIN, pathname: `/${key}/${id}`, searchParams });
}
const NO_CONTENT: PageContent = { first: null, article: null, teacher: null };

describe('the page head with SEO fields', () => {
  it('uses a menu page’s fields: title as written, description, picture on the canonical origin', () => {
    const head = headOf('word_list1', '12', '', NO_CONTENT);
    expect(head).toMatchObject({
      title: '集团新闻｜华夏教育官网',
      description: '华夏教育集团的新闻与通知。',
      image: `${ORIGIN}/uploads/news-share.jpg`,
      robots: null,
    });
    const html = headHtml(head, []);
    expect(html).toContain('<meta property="og:title" content="集团新闻｜华夏教育官网">');
    expect(html).toContain('<meta property="og:description" content="华夏教育集团的新闻与通知。">');
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/uploads/news-share.jpg">`);
  });

  it('falls back to today’s derivation for a menu without them', () => {
    const first = contentItem(5, 13, { summary: '第一条的摘要', image: '/uploads/first.jpg' });
    expect(headOf('word_list1', '13', '', { first, article: null })).toMatchObject({
      title: '通知公告 - 华夏教育集团',
      description: '第一条的摘要',
      image: `${ORIGIN}/uploads/first.jpg`,
    });
  });

  it('uses an article’s own fields, each empty one derived, and not its list menu’s', () => {
    const article = {
      ...contentItem(7, 12, { title: '开学典礼', summary: '典礼的摘要', image: '/uploads/a.jpg' }),
      seoTitle: '2026 开学典礼回顾',
    };
    const head = headOf('article_details', '12', 'articleId=7', { first: null, article });
    expect(head).toMatchObject({
      title: '2026 开学典礼回顾',
      description: '典礼的摘要',
      image: `${ORIGIN}/uploads/a.jpg`,
      robots: null,
    });
    // Without any: the article's derivation, never the menu's search title.
    const bare = contentItem(8, 12, { title: '期末安排', summary: null });
    expect(headOf('article_details', '12', 'articleId=8', { first: null, article: bare }).title).toBe(
      '期末安排 - 华夏教育集团',
    );
  });

  it('on a menu’s single article page (no article in the query) takes the article’s, then the menu’s', () => {
    const article = contentItem(9, 12, { title: '关于我们', summary: '摘要' });
    expect(headOf('article_details', '12', '', { first: article, article })).toMatchObject({
      title: '集团新闻｜华夏教育官网',
      description: '华夏教育集团的新闻与通知。',
    });
  });

  it('says noindex, without a canonical url, for an item or a menu page marked so', () => {
    const article = { ...contentItem(7, 13, { title: '内部通知' }), noindex: true };
    const head = headOf('article_details', '13', 'articleId=7', { first: null, article });
    expect(head).toMatchObject({ robots: 'noindex', canonical: null });
    expect(headHtml(head, [])).toContain('<meta name="robots" content="noindex">');
    const hidden = menuEntry(14, '内部栏目', { pageType: '新闻列表', noindex: true });
    const searchParams = new URLSearchParams();
    const page = pageAt([{ handle: handleOf('word_list1'), params: { id: '14' } }], searchParams, [hidden]);
    expect(
      pageHead({
        page,
        content: NO_CONTENT,
        setting,
        origin: ORIGIN,
        pathname: '/word_list1/14',
        searchParams,
      }).robots,
    ).toBe('noindex');
  });

  it('keeps a share picture the policy refuses or cards cannot show out: the default picture instead', () => {
    for (const seoImage of ['javascript:alert(1)', '//evil.example/a.jpg', '/uploads/logo.svg']) {
      const article = { ...contentItem(7, 13, { image: null }), seoImage };
      expect(headOf('article_details', '13', 'articleId=7', { first: null, article }).image).toBe(
        `${ORIGIN}/images/share.jpg`,
      );
    }
  });

  it('escapes HTML in the fields, in the server’s head and when applied in the browser', () => {
    const article = {
      ...contentItem(7, 13),
      seoTitle: '</title><script>alert(1)</script>',
      seoDescription: '"><script>alert(2)</script>',
    };
    const head = headOf('article_details', '13', 'articleId=7', { first: null, article });
    const html = headHtml(head, []);
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    document.head.innerHTML = '<title>old</title>';
    applyPageHead(document, head);
    expect(document.title).toBe('</title><script>alert(1)</script>');
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      '"><script>alert(2)</script>',
    );
  });
});
