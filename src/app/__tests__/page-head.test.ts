import { chinaDateTime } from '@contract/china-time';
import { registry } from '@/registry/registry';
import { contentItem, menuEntry, siteSetting } from '@/testing/fixtures';
import type { RouteHandle } from '../template-routes';
import {
  applyPageHead,
  canonicalUrl,
  pageAt,
  pageContentIn,
  pageHead,
  type PageAt,
  type PageContent,
} from '../page-head';
import { headHtml, pageJsonLd } from '../page-json-ld';

const template = (key: string) => registry.byKey.get(key)!;
const handleOf = (key: string): RouteHandle => ({ meta: template(key).meta ?? {}, template: template(key) });
const layout = { handle: undefined, params: {} };

const news = menuEntry(12, '集团新闻', { parentId: 10, pageType: '新闻列表' });
const about = menuEntry(10, '关于我们', { path: '/about_us', subMenus: [news] });
const tree = [menuEntry(1, '首页'), about];
const setting = siteSetting({
  siteTitle: '华夏教育集团',
  contactTitle: '联系我们-华夏',
  address: '北京市海淀区',
  phone: '010-1234',
});
const ORIGIN = 'https://www.example.cn';
const none = new URLSearchParams();

function headAt(
  page: PageAt,
  pathname: string,
  search = none,
  content: PageContent = { first: null, article: null, teacher: null },
) {
  return pageHead({ page, content, setting, origin: ORIGIN, pathname, searchParams: search });
}

describe('the page at a location', () => {
  it('is 404 on the not-found route and on a menu route whose menu is not public', () => {
    expect(pageAt([layout, { handle: { meta: {}, notFound: true }, params: {} }], none, tree).status).toBe(
      404,
    );
    const missing = pageAt(
      [layout, { handle: handleOf('word_list1'), params: { id: '999999' }, data: { menuMissing: true } }],
      none,
      tree,
    );
    expect(missing.status).toBe(404);
    const found = pageAt([layout, { handle: handleOf('word_list1'), params: { id: '12' } }], none, tree);
    expect(found).toMatchObject({ status: 200, menu: { id: 12 } });
  });

  it('is not a 404 for a menu absent from the tree that its loader found public (another platform’s)', () => {
    const other = { handle: handleOf('word_list1'), params: { id: '999999' }, data: { menuMissing: false } };
    expect(pageAt([other], none, tree).status).toBe(200);
  });

  it('finds the menu of a fixed page by its path', () => {
    expect(pageAt([{ handle: handleOf('about_us'), params: {} }], none, tree).menu?.name).toBe('关于我们');
  });
});

describe('the page head', () => {
  it('titles a menu page `<menu> - <site title>`, so titles differ per menu page', () => {
    const newsPage = pageAt([{ handle: handleOf('word_list1'), params: { id: '12' } }], none, tree);
    const aboutPage = pageAt([{ handle: handleOf('about_us'), params: {} }], none, tree);
    expect(headAt(newsPage, '/word_list1/12').title).toBe('集团新闻 - 华夏教育集团');
    expect(headAt(aboutPage, '/about_us').title).toBe('关于我们 - 华夏教育集团');
  });

  it('keeps the site title on /home, the contact title and 录取查询', () => {
    expect(headAt(pageAt([{ handle: handleOf('home'), params: {} }], none, tree), '/home').title).toBe(
      '华夏教育集团',
    );
    expect(
      headAt(pageAt([{ handle: handleOf('concact_us'), params: {} }], none, tree), '/concact_us').title,
    ).toBe('联系我们-华夏');
    const admission = pageAt([{ handle: { meta: { title: 'admission' } }, params: {} }], none, tree);
    expect(headAt(admission, '/enroll_info').title).toBe('录取查询');
  });

  it('takes the description and picture from the content, the canonical url without tracking keys', () => {
    const page = pageAt([{ handle: handleOf('word_list1'), params: { id: '12' } }], none, tree);
    const first = contentItem(5, 12, { summary: '  新学期\n开学典礼  ', image: '/images/5.jpg' });
    const head = headAt(page, '/word_list1/12', new URLSearchParams('utm_source=x&page=2'), {
      first,
      article: null,
    });
    expect(head).toMatchObject({
      description: '新学期 开学典礼',
      canonical: `${ORIGIN}/word_list1/12?page=2`,
      image: `${ORIGIN}/images/5.jpg`,
      robots: null,
      referrer: null,
    });
  });

  it('shares the raster default picture when the content has none or only an SVG one', () => {
    const page = pageAt([{ handle: handleOf('word_list1'), params: { id: '12' } }], none, tree);
    for (const image of [null, '/images/demo/cover-01.svg', 'https://cdn.example.com/a.SVG?v=2']) {
      const first = contentItem(5, 12, { image });
      expect(headAt(page, '/word_list1/12', none, { first, article: null }).image).toBe(
        `${ORIGIN}/images/share.jpg`,
      );
    }
  });

  it('marks the 404 page and the admission result noindex, without a canonical url', () => {
    const notFound = headAt(pageAt([{ handle: { meta: {}, notFound: true }, params: {} }], none, tree), '/x');
    expect(notFound).toMatchObject({
      robots: 'noindex',
      canonical: null,
      title: '页面不存在 - 华夏教育集团',
    });
    const result = pageAt(
      [{ handle: { meta: { title: 'admission', noindex: true } }, params: {} }],
      none,
      tree,
    );
    expect(headAt(result, '/enroll_detail').robots).toBe('noindex');
    // Nor do they tell another site their address (the lookup's carries an ID number).
    expect(headAt(result, '/enroll_detail').referrer).toBe('no-referrer');
    expect(notFound.referrer).toBe('no-referrer');
  });

  it('reads an article page’s article from the query cache', () => {
    const search = new URLSearchParams('articleId=7');
    const page = pageAt([{ handle: handleOf('article_details'), params: { id: '12' } }], search, tree);
    const article = contentItem(7, 12, { title: '开学典礼', summary: '摘要' });
    const queries = {
      a: {
        status: 'fulfilled',
        endpointName: 'getSiteContentDetails',
        originalArgs: { id: 7 },
        data: article,
      },
    };
    const content = pageContentIn(queries, page);
    expect(content.article?.id).toBe(7);
    expect(headAt(page, '/article_details/12', search, content)).toMatchObject({
      title: '开学典礼 - 华夏教育集团',
      type: 'article',
      canonical: `${ORIGIN}/article_details/12?articleId=7`,
    });
  });

  it('names a teacher’s page after the teacher it shows, with their summary and portrait', () => {
    const page = pageAt([{ handle: handleOf('yes_teacher'), params: { id: '5' } }], none, tree);
    const teacher = (id: number, name: string) => ({
      id,
      platform: 'company' as const,
      name,
      title: '高级讲师',
      avatar: `/uploads/t${id}.jpg`,
      summary: `${name}：十年成人高考辅导经验。`,
      subjects: '高等数学',
      sort: id,
      bio: '',
    });
    // Another teacher's page seen before is in the cache too: the page's own id decides.
    const queries = {
      a: {
        status: 'fulfilled',
        endpointName: 'getCoworkerDetails',
        originalArgs: { id: 4 },
        data: teacher(4, '李华'),
      },
      b: {
        status: 'fulfilled',
        endpointName: 'getCoworkerDetails',
        originalArgs: { id: 5 },
        data: teacher(5, '张敏'),
      },
    };
    const head = headAt(page, '/yes_teacher/5', none, pageContentIn(queries, page));
    expect(head).toMatchObject({
      title: '张敏 - 华夏教育集团',
      description: '张敏：十年成人高考辅导经验。',
      image: `${ORIGIN}/uploads/t5.jpg`,
    });
    // Before the details arrive (or for a teacher the server does not have): the site's title.
    expect(headAt(page, '/yes_teacher/5', none, pageContentIn({}, page)).title).toBe('华夏教育集团');
  });

  it('writes the head as escaped HTML with JSON-LD of the page’s kind', () => {
    const pathOf = (menu: { id: number }) => (menu.id === 10 ? '/about_us' : null);
    const home = pageAt([{ handle: handleOf('home'), params: {} }], none, tree);
    const homeHead = headAt(home, '/home');
    const content = { first: null, article: null, teacher: null };
    const [organization] = pageJsonLd({
      page: home,
      content,
      head: homeHead,
      setting,
      origin: ORIGIN,
      tree,
      pathOf,
    });
    expect(organization).toMatchObject({
      '@type': 'EducationalOrganization',
      telephone: '010-1234',
      address: { streetAddress: '北京市海淀区' },
    });

    const newsPage = pageAt([{ handle: handleOf('word_list1'), params: { id: '12' } }], none, tree);
    const newsHead = headAt(newsPage, '/word_list1/12');
    const [crumbs] = pageJsonLd({
      page: newsPage,
      content,
      head: newsHead,
      setting,
      origin: ORIGIN,
      tree,
      pathOf,
    });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((crumbs!.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      '首页',
      '关于我们',
      '集团新闻',
    ]);

    // A section of the home page (a sub-menu of the special top menu 首页) is one step from 首页.
    const sectionNews = menuEntry(22, '新闻动态', { parentId: 21, pageType: '新闻列表' });
    const homeTree = [menuEntry(21, '首页', { path: '/home', subMenus: [sectionNews] })];
    const sectionPage = pageAt([{ handle: handleOf('word_list1'), params: { id: '22' } }], none, homeTree);
    const [sectionCrumbs] = pageJsonLd({
      page: sectionPage,
      content,
      head: headAt(sectionPage, '/word_list1/22'),
      setting,
      origin: ORIGIN,
      tree: homeTree,
      pathOf: (menu) => (menu.id === 21 ? '/home' : null),
    });
    expect((sectionCrumbs!.itemListElement as { name: string }[]).map((step) => step.name)).toEqual([
      '首页',
      '新闻动态',
    ]);

    const html = headHtml({ ...newsHead, title: '</title><script>x</script>' }, [{ name: '</script>' }]);
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(html).toContain('{"name":"\\u003c/script>"}');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/word_list1/12">`);
  });

  it('applies a head to the document, updating, adding and removing tags', () => {
    document.head.innerHTML =
      '<title>old</title><meta name="description" content="old"><meta name="robots" content="noindex">';
    const page = pageAt([{ handle: handleOf('word_list1'), params: { id: '12' } }], none, tree);
    applyPageHead(document, headAt(page, '/word_list1/12'));
    expect(document.title).toBe('集团新闻 - 华夏教育集团');
    expect(document.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${ORIGIN}/word_list1/12`,
    );
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      '集团新闻 - 华夏教育集团',
    );
  });
});

describe('times in China time', () => {
  it('writes W3C datetimes with +08:00', () => {
    expect(chinaDateTime('2025-01-01T08:00:00.000Z')).toBe('2025-01-01T16:00:00+08:00');
    expect(chinaDateTime('2026-03-01 14:05:09')).toBe('2026-03-01T14:05:09+08:00');
    expect(chinaDateTime('nonsense')).toBeNull();
  });
});

it('canonical urls keep only the keys that make another page', () => {
  expect(canonicalUrl(ORIGIN, '/word_list2', new URLSearchParams('o=1&id=3&page=1'))).toBe(
    `${ORIGIN}/word_list2?id=3`,
  );
});
