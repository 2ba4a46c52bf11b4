import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentMessages } from '@/features/content/messages';
import { usePageLocation } from '@/features/content/use-page-location';
import { inAppPath, opensInSameTab } from '@/lib/links';

/** A banner's url: an in-app link on this site, the same tab on this domain, else a new tab (spec §2). */
export function BannerLink({ url, children }: { url: string; children: ReactNode }) {
  const page = usePageLocation();
  const path = inAppPath(url, page.origin);
  if (path) return <Link to={path}>{children}</Link>;
  if (opensInSameTab(url, page.host)) return <a href={url}>{children}</a>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{contentMessages.opensInNewTab}</span>
    </a>
  );
}
