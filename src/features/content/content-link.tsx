import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ContentItem } from '@contract/site-content';
import { inAppPath, opensInSameTab } from '@/lib/links';
import { articlePath } from './article-path';
import { contentMessages } from './messages';
import { usePageLocation } from './use-page-location';

type ContentLinkProps = {
  item: Pick<ContentItem, 'id' | 'menuId' | 'url' | 'title'>;
  children: ReactNode;
  className?: string;
};

/**
 * Where a content item leads: its own url when it has one (same tab on this domain,
 * else a new tab, spec §2), otherwise its article page.
 */
export function ContentLink({ item, children, className }: ContentLinkProps) {
  const page = usePageLocation();
  if (!item.url) {
    return (
      <Link to={articlePath(item.menuId, item.id)} className={className}>
        {children}
      </Link>
    );
  }
  const path = inAppPath(item.url, page.origin);
  if (path) {
    return (
      <Link to={path} className={className}>
        {children}
      </Link>
    );
  }
  const sameTab = opensInSameTab(item.url, page.host);
  return (
    <a
      href={item.url}
      className={className}
      {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
      {!sameTab && <span className="visually-hidden">{contentMessages.opensInNewTab}</span>}
    </a>
  );
}
