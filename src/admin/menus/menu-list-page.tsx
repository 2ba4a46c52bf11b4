import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import {
  useLazyListSiteContentQuery,
  useRemoveSiteMenuMutation,
  useSortSiteMenuMutation,
} from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { PrimaryLink } from '../ui/buttons';
import { Hint } from '../ui/form-field';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { removeAfterConfirm } from '../ui/record-list';
import { PlatformSwitch, usePlatformParam } from '../ui/platform-switch';
import { menuMessages, PLATFORM_LABELS } from './messages';
import { platformKeyOf } from '@/registry/resolver';
import { publicTargetOf } from './public-route';
import { removeLockOf, SortableMenuTree } from './sortable-menu-tree';
import { useMenuData } from './use-menu-data';

const Intro = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/**
 * 栏目管理: a platform's menu tree (drafts included) with each entry's status and target; add at
 * the top or under a parent, edit, delete (确定删除栏目「…」吗？; a menu with sub-menus or content,
 * which the server refuses, is said to be undeletable before anything is asked), reorder siblings by drag and drop, keyboard or 上移/下移.
 */
export function MenuListPage() {
  const platform = usePlatformParam();
  const { tree, treeLoading, treeFetching, registry, pageTypes, pageTypesLoaded } = useMenuData(platform);
  const [sort] = useSortSiteMenuMutation();
  const [remove] = useRemoveSiteMenuMutation();

  const onSort = async (ids: number[]) => {
    const result = await sort({ ids });
    if (!('data' in result)) return false;
    showSuccessToast(menuMessages.sorted);
    return true;
  };

  const [contentOf] = useLazyListSiteContentQuery();

  // A menu with sub-menus cannot be deleted (its 删除 is off and says why, from the tree); one with
  // content is found by one small call (a page of one row) before anything is asked.
  const onRemove = (menu: MenuEntry) =>
    removeAfterConfirm(remove, { id: menu.id, kind: menuMessages.record, name: menu.name }, async () => {
      const locked = removeLockOf(menu);
      if (locked) return locked;
      const { data } = await contentOf({ menuId: menu.id, pageSize: 1 });
      return data && data.total > 0 ? menuMessages.hasContent(data.total) : null;
    });

  return (
    <>
      <PageHeader
        title={menuMessages.listTitle}
        actions={<PrimaryLink to={`/menus/new?platform=${platform}`}>{menuMessages.addTop}</PrimaryLink>}
      />
      <PlatformSwitch current={platform} labels={PLATFORM_LABELS} />
      <Intro>{menuMessages.dragInstructions}</Intro>
      <div aria-busy={treeFetching || undefined}>
        {treeLoading ? (
          <p role="status">{uiMessages.loading}</p>
        ) : tree && tree.length > 0 ? (
          <SortableMenuTree
            tree={tree}
            label={menuMessages.treeLabel(PLATFORM_LABELS[platform])}
            platform={platform}
            targetOf={(menu) => publicTargetOf(menu, registry, pageTypes)}
            onSort={onSort}
            onRemove={(menu) => void onRemove(menu)}
            pairName={(menu) =>
              menu.contentType && menu.sortType
                ? registry.byPlatformKey.get(platformKeyOf(menu.contentType, menu.sortType))?.name
                : undefined
            }
            pageTypeGone={(menu) =>
              pageTypesLoaded &&
              menu.pageType !== null &&
              !pageTypes.some((pageType) => pageType.name === menu.pageType)
            }
          />
        ) : (
          <p>{menuMessages.empty}</p>
        )}
      </div>
    </>
  );
}
