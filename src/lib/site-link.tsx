import type { ComponentProps, MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of this site from its root (`/word_list1/5?page=2`): the public pages link no other way. */
  to: string;
};

/** A click the browser should handle itself: not the main button, a modifier held, or another window. */
const isBrowsersClick = (event: MouseEvent, target: string | undefined) =>
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey ||
  (target !== undefined && target !== '_self');

/**
 * A link to a page of this site: a real `<a href>`, which a plain click opens through the router
 * (no reload) as react-router's `Link` does; a link to the page being shown replaces its history
 * entry, as there. Kept small on purpose: a public page has over a hundred links (its menus in the
 * header and again in the footer), and `Link` resolves each path against the route tree, twice,
 * and sets up prefetching: 7.5 % of a /home render on the server (CPU profile, issue 26 item 4).
 * A `ref` reaches the anchor as any other prop (React 19).
 */
export function SiteLink({ to, onClick, target, children, ...rest }: SiteLinkProps) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || isBrowsersClick(event, target)) return;
    event.preventDefault();
    void navigate(to, { replace: pathname + search + hash === to });
  };
  return (
    <a {...rest} href={to} onClick={handleClick} target={target}>
      {children}
    </a>
  );
}
