import type { ReactNode } from 'react';
import { SiteLink } from '@/lib/site-link';
import type { ContentItem } from '@contract/site-content';
import { contentTarget } from '@contract/url-policy';
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
 * else a new tab, spec §2), otherwise its article page. A url the content policy refuses
 * (`javascript:`, a path that leaves the site …) is ignored: the item opens its article page.
 */
export function ContentLink({ item, children, className }: ContentLinkProps) {
  const page = usePageLocation();
  const target = contentTarget(item.url, page.origin);
  if (!target) {
    return (
      <SiteLink to={articlePath(item.menuId, item.id)} className={className}>
        {children}
      </SiteLink>
    );
  }
  if (target.appPath) {
    return (
      <SiteLink to={target.appPath} className={className}>
        {children}
      </SiteLink>
    );
  }
  const sameTab = target.sameHost;
  return (
    <a
      href={target.href}
      className={className}
      {...(sameTab ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
      {!sameTab && <span className="visually-hidden">{contentMessages.opensInNewTab}</span>}
    </a>
  );
}
