import type { ReactNode } from 'react';
import { SiteLink } from '@/lib/site-link';
import { contentTarget } from '@contract/url-policy';
import { contentMessages } from '@/features/content/messages';
import { usePageLocation } from '@/features/content/use-page-location';

/**
 * A banner's url: an in-app link on this site, the same tab on this domain, else a new tab
 * (spec §2). A url the content policy refuses leaves the banner without a link.
 */
export function BannerLink({ url, children }: { url: string; children: ReactNode }) {
  const page = usePageLocation();
  const target = contentTarget(url, page.origin);
  if (!target) return <>{children}</>;
  if (target.appPath) return <SiteLink to={target.appPath}>{children}</SiteLink>;
  if (target.sameHost) return <a href={target.href}>{children}</a>;
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{contentMessages.opensInNewTab}</span>
    </a>
  );
}
