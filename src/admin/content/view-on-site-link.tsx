import type { ScheduleState } from '@contract/common';
import { articlePath } from '@/features/content/article-path';
import { SecondaryAnchor } from '../ui/buttons';
import { contentMessages } from './messages';

/** 查看页面: the item on the public site, in a new window; only a published item has a page to see. */
export function ViewOnSiteLink({
  item,
}: {
  item: { id: number; menuId: number; title: string; schedule: ScheduleState };
}) {
  if (item.schedule !== 'published') return null;
  return (
    <SecondaryAnchor
      href={articlePath(item.menuId, item.id)}
      target="_blank"
      rel="noopener"
      aria-label={contentMessages.viewOf(item.title)}
    >
      {contentMessages.view}
    </SecondaryAnchor>
  );
}
