import { SiteLink } from '@/lib/site-link';
import { contentMessages } from './messages';

/**
 * The way from the home page to this one: 首页, then the names of `trail`, the last of which is
 * this page. The frame around it gives it its look (`styled(Breadcrumb)`).
 */
export function Breadcrumb({ trail, className }: { trail: readonly string[]; className?: string }) {
  return (
    <nav className={className} aria-label={contentMessages.breadcrumb}>
      <ol>
        <li>
          <SiteLink to="/home">{contentMessages.home}</SiteLink>
        </li>
        {trail.map((name, index) => (
          <li key={index} aria-current={index === trail.length - 1 ? 'page' : undefined}>
            {name}
          </li>
        ))}
      </ol>
    </nav>
  );
}
