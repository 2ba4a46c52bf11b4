import { useState } from 'react';
import styled from 'styled-components';
import { MenuLink } from '@/features/site-menu/menu-link';
import { findTopMenuByName, SPECIAL_TOP_MENUS, visibleSubMenus } from '@/features/site-menu/menu-tree';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { telHref } from '@/lib/phone-link';
import { media } from '@/theme/theme';
import { footerMessages } from './messages';
import { copyrightLine } from '@contract/copyright';
import { isAllowedContentUrl, mediaSource } from '@contract/url-policy';

/**
 * Laid out with the page. (With `content-visibility: auto` it was skipped until near the viewport,
 * and checkers that read the colour behind its text found the page's white, not its dark.)
 */
const Footer = styled.footer`
  background: ${({ theme }) => theme.backgrounds.dark};
  color: ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${({ theme }) => theme.layout.maxWidth}px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space[6]}px ${theme.space[4]}px`};
  ${media.tablet} {
    grid-template-columns: 1fr auto;
  }
`;

const BottomMenu = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: 0;
  list-style: none;
  a,
  button {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    min-height: 44px;
    border: 0;
    background: none;
    color: inherit;
    padding: 0;
    &:hover {
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
  img {
    width: 24px;
    height: 24px;
  }
`;

const Address = styled.address`
  font-style: normal;
`;

const Line = styled.p`
  margin: ${({ theme }) => theme.space[1]}px 0;
`;

const Follow = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[4]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  figure {
    margin: 0;
    text-align: center;
  }
  img {
    width: 96px;
    height: 96px;
    background: ${({ theme }) => theme.colors.surface};
    border-radius: ${({ theme }) => theme.radii.small}px;
  }
`;

const Legal = styled.div`
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  padding: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  text-align: center;
  a {
    margin: 0 ${({ theme }) => theme.space[2]}px;
    &:hover {
      color: ${({ theme }) => theme.colors.onPrimary};
    }
  }
`;

/** The site footer (spec §2): bottom-menu links with icons, contact lines, QR codes, ICP filings. */
export function SiteFooter() {
  const { tree } = useMenuTree();
  const { data: setting } = useSiteSetting();
  // The moment of the render, for {今年}: read once, so a render again draws the same line.
  const [renderedAt] = useState(Date.now);
  const bottomMenu = findTopMenuByName(tree, SPECIAL_TOP_MENUS.bottom);
  const links = bottomMenu ? visibleSubMenus(bottomMenu) : [];
  const qrCodes = setting
    ? [
        { name: footerMessages.wechat, image: setting.wechatQr },
        { name: footerMessages.weibo, image: setting.weiboQr },
        { name: footerMessages.xiaohongshu, image: setting.xiaohongshuQr },
      ].flatMap(({ name, image }) => {
        const source = mediaSource(image);
        return source ? [{ name: String(name), image: source }] : [];
      })
    : [];

  return (
    <Footer>
      <Inner>
        <div>
          {links.length > 0 && (
            <nav aria-label={footerMessages.footerNavigation}>
              <BottomMenu>
                {links.map((menu) => (
                  <li key={menu.id}>
                    <MenuLink menu={menu}>
                      {mediaSource(menu.icon) && (
                        <img src={mediaSource(menu.icon)!} alt="" width={24} height={24} loading="lazy" />
                      )}
                      <span>{menu.name}</span>
                    </MenuLink>
                  </li>
                ))}
              </BottomMenu>
            </nav>
          )}
          {setting && (
            <Address>
              <Line>
                {footerMessages.address}
                {setting.address}
              </Line>
              <Line>
                {footerMessages.phone}
                {telHref(setting.phone) ? (
                  <a href={telHref(setting.phone)!}>{setting.phone}</a>
                ) : (
                  setting.phone
                )}
              </Line>
              <Line>
                {footerMessages.email}
                <a href={`mailto:${setting.email}`}>{setting.email}</a>
              </Line>
            </Address>
          )}
        </div>
        {qrCodes.length > 0 && (
          <Follow aria-labelledby="footer-follow-us">
            <h2 id="footer-follow-us">{footerMessages.followUs}</h2>
            <ul>
              {qrCodes.map((qr) => (
                <li key={qr.name}>
                  <figure>
                    <img
                      src={qr.image}
                      alt={footerMessages.qrAlt(qr.name)}
                      width={96}
                      height={96}
                      loading="lazy"
                    />
                    <figcaption>{qr.name}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          </Follow>
        )}
      </Inner>
      {setting && (
        <Legal>
          <span>{copyrightLine(setting.copyright, renderedAt)}</span>
          {setting.icpLinks.map((link) =>
            isAllowedContentUrl(link.url) ? (
              <a key={link.url + link.text} href={link.url.trim()} target="_blank" rel="noopener noreferrer">
                {link.text}
              </a>
            ) : (
              <span key={link.url + link.text}>{link.text}</span>
            ),
          )}
        </Legal>
      )}
    </Footer>
  );
}
