import type { ReactNode } from 'react';
import { SiteLink } from '@/lib/site-link';
import type { MenuEntry } from '@contract/site-menu';
import { contentTarget } from '@contract/url-policy';
import { useListSiteContentForClientQuery } from '@/api/public-api';
import { usePageLocation } from '@/features/content/use-page-location';
import { firstContentArgs, useMenuNavigation } from './menu-navigation';

type MenuLinkProps = {
  menu: MenuEntry;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
};

type LinkProps = Omit<MenuLinkProps, 'menu'> & { label: ReactNode };

const NEW_WINDOW = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** An entry that leads nowhere (unknown template, a url the policy refuses): nothing happens. */
function InertEntry({ className, label }: LinkProps) {
  return (
    <button type="button" className={className} data-menu-target="none">
      {label}
    </button>
  );
}

/**
 * A single-link entry (单链接新窗口, c-0): a link to its first content item's url, as the content
 * url policy allows it. The answer is usually in the cache already (the layout's loader asked for
 * it, on the server too), so the server's HTML has the link; until it is, the entry is a button that
 * fetches the url on click, as before.
 */
function FirstContentLink({
  menuId,
  newWindow,
  className,
  label,
  onNavigate,
}: LinkProps & { menuId: number; newWindow: boolean }) {
  const { openFirstContent } = useMenuNavigation();
  const { origin } = usePageLocation();
  const { data, isSuccess } = useListSiteContentForClientQuery(firstContentArgs(menuId));

  if (!isSuccess) {
    const onClick = () => {
      onNavigate?.();
      void openFirstContent(menuId, newWindow);
    };
    return (
      <button type="button" className={className} onClick={onClick} data-menu-target="first-content-url">
        {label}
      </button>
    );
  }

  const target = contentTarget(data.pageList[0]?.url, origin);
  if (!target) return <InertEntry className={className} label={label} />;
  // Spec §2: a url of another host opens in a new tab; one of this site where the menu says.
  if (!newWindow && target.appPath !== null) {
    return (
      <SiteLink to={target.appPath} className={className} onClick={onNavigate}>
        {label}
      </SiteLink>
    );
  }
  return (
    <a
      href={target.appPath ?? target.href}
      className={className}

      onClick={onNavigate}
      {...(newWindow || !target.sameHost ? NEW_WINDOW : {})}
    >
      {label}
    </a>
  );
}

/**
 * A menu entry as a real link whenever its target is known: a route, or the url of a single-link
 * menu's first content item. Only an unknown template (or a url the policy refuses) is an inert
 * button: nothing happens, as the spec asks.
 */
export function MenuLink({ menu, className, children, onNavigate }: MenuLinkProps) {
  const { resolve } = useMenuNavigation();
  const target = resolve(menu);
  const label = children ?? menu.name;

  if (target.kind === 'route') {
    return (
      <SiteLink
        to={target.to}
        className={className}

        onClick={onNavigate}
        {...(target.newWindow ? NEW_WINDOW : {})}
      >
        {label}
      </SiteLink>
    );
  }
  if (target.kind === 'first-content-url') {
    return (
      <FirstContentLink
        menuId={target.menuId}
        newWindow={target.newWindow}
        className={className}

        label={label}
        onNavigate={onNavigate}
      />
    );
  }
  return <InertEntry className={className} label={label} />;
}
