import { screen, within } from '@testing-library/react';
import { contentItem, menuEntry } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { pageContext } from '@/testing/page-context';
import OnlineRegistration, { firstCalls } from '../online-registration';

const PAGE_MENU_ID = 40;
const STEPS_MENU_ID = 41;
const NOTES_MENU_ID = 42;
const STEP_TITLES = ['预约咨询', '线上缴费', '入学报到'];

const TREE = [
  menuEntry(PAGE_MENU_ID, '在线报名', {
    path: '/online_registration',
    subMenus: [
      menuEntry(NOTES_MENU_ID, '报名须知', { parentId: PAGE_MENU_ID, pageType: '文字图片列表' }),
      menuEntry(STEPS_MENU_ID, '报名流程', { parentId: PAGE_MENU_ID }),
      menuEntry(43, '录取查询', { parentId: PAGE_MENU_ID, contentType: 'c-0', sortType: 's-0-1' }),
    ],
  }),
];

const server = installContentServer({
  menus: TREE,
  items: [
    ...STEP_TITLES.map((title, index) =>
      contentItem(index + 1, STEPS_MENU_ID, { title, image: null, summary: `${title}说明`, sort: index }),
    ),
    contentItem(10, NOTES_MENU_ID, { title: '报名所需材料', image: null, summary: '报名所需材料说明' }),
  ],
});

const renderPage = () => renderTemplate(OnlineRegistration, { path: '/online_registration' });

const stepTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('在线报名', () => {
  it('takes the steps from the steps sub-menu, shows the others as sections and links, and offers the form', async () => {
    renderPage();

    const steps = await screen.findByRole('region', { name: '报名流程' });
    await within(steps).findByText('预约咨询');
    expect(stepTitles(steps)).toEqual(STEP_TITLES);
    const notes = screen.getByRole('region', { name: '报名须知' });
    expect(await within(notes).findByRole('heading', { level: 3, name: '报名所需材料' })).toBeInTheDocument();
    const links = screen.getByRole('region', { name: '相关链接' });
    expect(within(links).getByRole('button', { name: '录取查询' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: '填写报名信息' });
    expect(within(form).getByRole('textbox', { name: /姓名/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '已报名？查询录取结果' })).toHaveAttribute(
      'href',
      '/enroll_info',
    );
  });

  it('falls back to the usual four steps when the menu is gone', async () => {
    server.set({ menus: [] });
    renderPage();

    const steps = await screen.findByRole('region', { name: '报名流程' });
    expect(await within(steps).findAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(stepTitles(steps)[0]).toBe('在线登记');
    expect(screen.getByRole('heading', { level: 1, name: '在线报名' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: '填写报名信息' })).toBeInTheDocument();
  });

  it('names the intro (with its body), the steps and the other sections as first calls, so the server renders them', () => {
    const [leadForm, ...calls] = firstCalls(pageContext({ tree: TREE }));
    // The form's fields first: the server draws them with the page.
    expect(leadForm).toEqual({ endpoint: 'getLeadFormForClient', args: undefined });
    const menuIds = calls.map((call) => (call.args as { menuId?: number }).menuId);
    expect(menuIds).toEqual([PAGE_MENU_ID, STEPS_MENU_ID, NOTES_MENU_ID]);
    expect(calls[0]).toMatchObject({ args: { pageSize: 1 }, thenFirstItemDetails: true });
    expect(calls[1]).toEqual({
      endpoint: 'listSiteContentForClient',
      args: { menuId: STEPS_MENU_ID, pageNum: 1, pageSize: 6 },
    });
  });
});
