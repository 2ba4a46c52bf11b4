import { screen, within } from '@testing-library/react';
import { contentItem, coworker, menuEntry } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { pageContext } from '@/testing/page-context';
import Education, { firstCalls } from '../education';

const PAGE_MENU_ID = 20;
const PROGRAMMES = menuEntry(21, '成人学历', { parentId: PAGE_MENU_ID, pageType: '图文图片列表' });
const NEWS = menuEntry(22, '招生动态', { parentId: PAGE_MENU_ID, pageType: '新闻列表' });
const ADULT_EXAM = menuEntry(23, '成人高考', {
  parentId: PAGE_MENU_ID,
  contentType: 'c-1',
  sortType: 's-1-2',
});
const BROCHURE = menuEntry(24, '招生简章', { parentId: PAGE_MENU_ID, pageType: '单链接新窗口' });
const TREE = [
  // The footer links to the same path without sections: the main menu must win.
  menuEntry(9, '底部菜单', { subMenus: [menuEntry(10, '教育', { parentId: 9, path: '/education' })] }),
  menuEntry(PAGE_MENU_ID, '教育项目', {
    path: '/education',
    subMenus: [PROGRAMMES, NEWS, ADULT_EXAM, BROCHURE],
  }),
];

/** Nine items in each menu: "条目{menu}-{n}", with a picture; the page menu's first is its intro. */
const itemsOf = (menuId: number) =>
  Array.from({ length: 9 }, (_, index) =>
    contentItem(menuId * 100 + index + 1, menuId, {
      title: `条目${menuId}-${index + 1}`,
      image: `/image-${menuId}-${index + 1}.jpg`,
      summary: `摘要${index + 1}`,
      publishTime: `2025-04-0${index + 1}T08:00:00.000Z`,
      body: '<p>我们开设成人学历与职业培训课程。</p>',
    }),
  );

const server = installContentServer({
  menus: TREE,
  items: [PAGE_MENU_ID, PROGRAMMES.id, NEWS.id, ADULT_EXAM.id].flatMap(itemsOf),
  coworkers: [coworker(5, '陈老师', { title: '教授' })],
});

const renderEducation = () => renderTemplate(Education, { path: '/education' });

describe('教育培训', () => {
  it('composes the page from its menu: banner, intro, one section per sub-menu, teachers, enrol', async () => {
    const { container } = renderEducation();

    expect(await screen.findByRole('heading', { level: 1, name: '教育项目' })).toBeInTheDocument();
    expect(await screen.findByText('我们开设成人学历与职业培训课程。')).toBeInTheDocument();
    // The intro item's picture is the banner.
    expect(container.querySelector('img[src="/image-20-1.jpg"]')).toHaveAttribute('fetchpriority', 'high');

    const programmes = screen.getByRole('region', { name: '成人学历' });
    const firstProgramme = await within(programmes).findByRole('link', { name: /条目21-1/ });
    expect(firstProgramme).toHaveAttribute('href', '/article_details/21?articleId=2101');
    // The card's title names it: its picture is decorative.
    expect(firstProgramme.querySelector('img')).toHaveAttribute('alt', '');
    expect(programmes.querySelectorAll('img')).toHaveLength(3);

    const news = screen.getByRole('region', { name: '招生动态' });
    expect(await within(news).findAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(news).getByRole('link', { name: /更多\s*招生动态/ })).toHaveAttribute(
      'href',
      '/word_list1/22',
    );

    const programmeCards = screen.getByRole('region', { name: '开设项目' });
    expect(within(programmeCards).getByRole('link', { name: /成人高考/ })).toHaveAttribute(
      'href',
      '/info_content/23?pType=one',
    );
    expect(screen.queryByRole('region', { name: '成人高考' })).not.toBeInTheDocument();
    const links = screen.getByRole('region', { name: '相关链接' });
    expect(within(links).getByRole('button', { name: '招生简章' })).toBeInTheDocument();

    const teachers = await screen.findByRole('region', { name: '名师团队' });
    expect(within(teachers).getByRole('link', { name: /陈老师/ })).toHaveAttribute('href', '/yes_teacher/5');
    expect(screen.getByRole('link', { name: '在线报名' })).toHaveAttribute('href', '/online_registration');
  });

  it('keeps its fixed parts and shows the empty state when content staff removed its menu', async () => {
    server.set({ menus: [menuEntry(1, '关于我们', { path: '/about_us' })] });
    renderEducation();

    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '教育培训' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '在线报名' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '名师团队' })).toBeInTheDocument();
  });

  it("names its intro (with its body), its sections' lists, the programme cards and the teachers as first calls, not the links", () => {
    const calls = firstCalls(pageContext({ tree: TREE }));
    expect(calls).toEqual([
      {
        endpoint: 'listSiteContentForClient',
        args: { menuId: PAGE_MENU_ID, pageNum: 1, pageSize: 1 },
        thenFirstItemDetails: true,
      },
      { endpoint: 'listSiteContentForClient', args: { menuId: PROGRAMMES.id, pageNum: 1, pageSize: 3 } },
      { endpoint: 'listSiteContentForClient', args: { menuId: NEWS.id, pageNum: 1, pageSize: 6 } },
      // A programme card's picture is its page's first item (the first screen's largest picture).
      { endpoint: 'listSiteContentForClient', args: { menuId: ADULT_EXAM.id, pageNum: 1, pageSize: 1 } },
      { endpoint: 'listCoworkersForClient', args: { pageNum: 1, pageSize: 12 } },
    ]);
  });
});
