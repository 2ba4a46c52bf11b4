import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { MenuEntry } from '@contract/site-menu';
import { useMenuNavigation } from './menu-navigation';

type MenuLinkProps = {
  menu: MenuEntry;
  className?: string;
  children?: ReactNode;
  onNavigate?: () => void;
  role?: 'menuitem';
};

/**
 * A menu entry as a real link when its target is a route, or a button when the target must
 * be fetched first (single link, external content). An unknown template is a button that
 * does nothing, as the spec asks.
 */
export function MenuLink({ menu, className, children, onNavigate, role }: MenuLinkProps) {
  const { resolve, openFirstContent } = useMenuNavigation();
  const target = resolve(menu);
  const label = children ?? menu.name;

  if (target.kind === 'route') {
    return (
      <Link
        to={target.to}
        className={className}
        role={role}
        onClick={onNavigate}
        {...(target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
      </Link>
    );
  }

  const onClick =
    target.kind === 'first-content-url'
      ? () => {
          onNavigate?.();
          void openFirstContent(target.menuId, target.newWindow);
        }
      : undefined;
  return (
    <button type="button" className={className} role={role} onClick={onClick} data-menu-target={target.kind}>
      {label}
    </button>
  );
}
