/**
 * The header's menu entries are links in the page whether their dropdown is open or not (so a
 * crawler finds every menu page and a visitor can open one in a new tab), and the dropdowns work
 * with the keyboard.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteHeader } from '@/features/site-header/site-header';
import { contentItem, menuEntry } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';

const ABOUT = menuEntry(1, '关于我们', { path: '/about_us' });
const PROFILE = menuEntry(2, '集团简介', { parentId: 1, contentType: 'c-1', sortType: 's-1-1' });
const NEWS = menuEntry(3, '集团新闻', { parentId: 1, pageType: '新闻列表' });
const BROCHURE = menuEntry(4, '招生简章', { parentId: 1, pageType: '单链接新窗口' });
const LOOKUP = menuEntry(5, '录取查询', { parentId: 1, contentType: 'c-0', sortType: 's-0-1' });
const SOON = menuEntry(6, '敬请期待', { parentId: 1, pageType: '未上线模板' });
const HIDDEN = menuEntry(7, '草稿', { parentId: 1, pageType: '新闻列表', status: false });

const server = installContentServer({
  menus: [{ ...ABOUT, subMenus: [PROFILE, NEWS, BROCHURE, LOOKUP, SOON, HIDDEN] }],
});

/* A hidden element has no accessible name to query by (dom-accessibility-api): closed parts are
   found by their label attribute and text. */
const navs = () => [...document.querySelectorAll<HTMLElement>('nav[aria-label="主导航"]')];
const mainNav = () => navs()[0]!;
const entry = (within_: HTMLElement, name: string) => within(within_).getByText(name, { exact: true });
/* jsdom applies no media query: the desktop bar (shown from 1280 px) stays display:none there. */
const sectionToggle = async () => {
  const toggle = await within(mainNav()).findByText('关于我们', { selector: 'button' });
  expect(toggle.tagName).toBe('BUTTON');
  return toggle;
};
const dropdownOf = (name: string) => document.querySelector<HTMLElement>(`ul[aria-label="${name}的子菜单"]`)!;

function renderHeader() {
  server.set({
    items: [
      contentItem(10, BROCHURE.id, { url: 'https://zsb.example.cn/brochure' }),
      contentItem(11, LOOKUP.id, { url: '/enroll_info' }),
    ],
  });
  return renderTemplate(() => <SiteHeader />, { path: '/home' });
}

describe('the header’s menu entries', () => {
  it('are links while their dropdown is closed, hidden and out of the tab order', async () => {
    renderHeader();
    const toggle = await sectionToggle();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const dropdown = dropdownOf('关于我们');
    expect(dropdown).toHaveAttribute('hidden');
    const link = (name: string) => {
      const element = entry(dropdown, name);
      expect(element.tagName).toBe('A');
      return element;
    };
    // The section's own page first: its name in the bar only opens the list.
    expect(within(dropdown).getAllByRole('link', { hidden: true })[0]).toBe(link('关于我们'));
    expect(link('关于我们')).toHaveAttribute('href', '/about_us');
    expect(link('集团简介')).toHaveAttribute('href', '/info/2?pType=one');
    expect(link('集团新闻')).toHaveAttribute('href', '/word_list1/3');
    // Single links get their first content item's url; a new window for 单链接新窗口.
    await waitFor(() => expect(link('招生简章')).toHaveAttribute('href', 'https://zsb.example.cn/brochure'));
    expect(link('招生简章')).toHaveAttribute('target', '_blank');
    expect(link('招生简章')).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(link('录取查询')).toHaveAttribute('href', '/enroll_info'));
    expect(link('录取查询')).not.toHaveAttribute('target');
    // Only an unknown template stays inert; an unpublished menu is not there at all.
    expect(entry(dropdown, '敬请期待')).toHaveAttribute('data-menu-target', 'none');
    expect(within(dropdown).queryByText('草稿')).not.toBeInTheDocument();
  });

  it('open with Enter, are entered with ArrowDown and close with Escape, focus back on the toggle', async () => {
    renderHeader();
    const toggle = await sectionToggle();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const dropdown = dropdownOf('关于我们');
    expect(dropdown).not.toHaveAttribute('hidden');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown).toHaveAttribute('hidden');
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(entry(dropdown, '关于我们')).toHaveFocus());
  });

  it('are in the phone panel too, in a section that opens under its name, the section’s own page first', async () => {
    renderHeader();
    await sectionToggle();
    const panel = navs()[1]!;
    expect(panel).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(panel).toBeVisible();
    const section = panel.querySelector('details')!;
    expect(within(section).getByText('关于我们', { selector: 'summary' })).toBeVisible();
    const ownPage = within(section).getByText('关于我们', { selector: 'a' });
    expect(ownPage).toHaveAttribute('href', '/about_us');
    expect(entry(section, '集团新闻')).toHaveAttribute('href', '/word_list1/3');
    expect(ownPage).not.toBeVisible();
    section.open = true;
    expect(ownPage).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveFocus();
  });
});

describe('the desktop bar with more menus than room', () => {
  const TOPS = Array.from({ length: 6 }, (_, index) =>
    menuEntry(100 + index, `栏目${index + 1}`, { pageType: '新闻列表' }),
  );
  // jsdom lays nothing out: the bar's row holds 首页 and two menus, the others wrap upwards.
  const offsetTop = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetTop')!;
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
      configurable: true,
      get(this: HTMLElement) {
        return this.tagName === 'LI' && [...this.parentElement!.children].indexOf(this) >= 3 ? -72 : 0;
      },
    });
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  });
  afterAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'offsetTop', offsetTop);
    delete (globalThis as Partial<typeof globalThis>).ResizeObserver;
  });

  it('hides what does not fit and lists it, as links, under 更多', async () => {
    server.set({ menus: TOPS.map((menu) => ({ ...menu, subMenus: [] })), items: [] });
    renderTemplate(() => <SiteHeader />, { path: '/home' });
    const more = await within(mainNav()).findByText('更多', { selector: 'button' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const list = dropdownOf('更多');
    expect(list).toHaveAttribute('hidden');
    expect([...list.querySelectorAll('a')].map((link) => link.textContent)).toEqual([
      '栏目3',
      '栏目4',
      '栏目5',
      '栏目6',
    ]);
    expect(entry(list, '栏目3')).toHaveAttribute('href', '/word_list1/102');
    const inBar = (name: string) => entry(mainNav().querySelector('ul')!, name).closest('li')!;
    expect(inBar('栏目2')).not.toHaveAttribute('data-overflow');
    expect(inBar('栏目3')).toHaveAttribute('data-overflow');
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(list).not.toHaveAttribute('hidden');
    await userEvent.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
  });
});
