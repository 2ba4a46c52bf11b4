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
  const toggle = await within(mainNav()).findByText('关于我们');
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
    await waitFor(() => expect(entry(dropdown, '集团简介')).toHaveFocus());
  });

  it('are in the phone panel too, with the section’s own page as its heading', async () => {
    renderHeader();
    await sectionToggle();
    const panel = navs()[1]!;
    expect(panel).not.toBeVisible();
    expect(entry(panel, '关于我们')).toHaveAttribute('href', '/about_us');
    expect(entry(panel, '集团新闻')).toHaveAttribute('href', '/word_list1/3');
    await userEvent.click(screen.getByRole('button', { name: '打开菜单' }));
    expect(panel).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(panel).not.toBeVisible();
    expect(screen.getByRole('button', { name: '打开菜单' })).toHaveFocus();
  });
});
