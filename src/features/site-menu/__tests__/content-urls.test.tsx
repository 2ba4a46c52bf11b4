/**
 * Urls written in content are followed only as the content url policy allows
 * (contract/url-policy.ts): a hostile or careless url never becomes a navigation.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContentLink } from '@/features/content/content-link';
import { BannerLink } from '@/features/fixed-pages/banner-link';
import { MenuLink } from '@/features/site-menu/menu-link';
import { contentItem, menuEntry } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';

const TOP = menuEntry(1, '招生信息');
const BROCHURE = menuEntry(2, '招生简章', { parentId: TOP.id, pageType: '单链接新窗口' });
const server = installContentServer({ menus: [{ ...TOP, subMenus: [BROCHURE] }] });

afterEach(() => jest.restoreAllMocks());

describe('a single-link menu (its first content item’s url)', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
  ])('never becomes a link to %s, and clicking it opens nothing', async (url) => {
    server.set({ items: [contentItem(7, BROCHURE.id, { url })] });
    const open = jest.spyOn(window, 'open');
    renderTemplate(() => <MenuLink menu={BROCHURE} />);
    // The entry is a button while its url is asked for; refused, it stays one that does nothing.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '招生简章' })).toHaveAttribute('data-menu-target', 'none'),
    );
    await userEvent.click(screen.getByRole('button', { name: '招生简章' }));
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is a link to an http(s) url, opened in a new window without access to this one', async () => {
    server.set({ items: [contentItem(7, BROCHURE.id, { url: 'https://zsb.example.cn/brochure' })] });
    renderTemplate(() => <MenuLink menu={BROCHURE} />);
    const link = await screen.findByRole('link', { name: '招生简章' });
    expect(link).toHaveAttribute('href', 'https://zsb.example.cn/brochure');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('a content item’s url', () => {
  const renderItemLink = (url: string) =>
    renderTemplate(() => <ContentLink item={{ id: 9, menuId: 3, title: '新闻', url }}>新闻</ContentLink>, {
      path: '/news_list/3',
    });

  it('that leaves the site disguised as a path is not followed: the item opens its article', () => {
    renderItemLink('/\\evil.example/x');
    const link = screen.getByRole('link', { name: '新闻' });
    expect(link.getAttribute('href')).not.toContain('evil.example');
    expect(link).not.toHaveAttribute('target');
  });

  it('on a host that only contains this one opens in a new tab', () => {
    renderItemLink(`http://${window.location.host}.evil.example/x`);
    const link = screen.getByRole('link', { name: /新闻/ });
    expect(link).toHaveAttribute('href', `http://${window.location.host}.evil.example/x`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('of this site is an in-app link', () => {
    renderItemLink('/about_us');
    expect(screen.getByRole('link', { name: '新闻' })).toHaveAttribute('href', '/about_us');
  });
});

describe('a banner’s url', () => {
  it('with a script scheme leaves the banner without a link', () => {
    renderTemplate(() => <BannerLink url="javascript:alert(1)">横幅</BannerLink>);
    expect(screen.getByText('横幅')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
