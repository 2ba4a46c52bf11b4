import styled from 'styled-components';
import type { MenuEntry } from '@contract/site-menu';
import { useRemoveSiteMenuMutation, useSortSiteMenuMutation } from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { PrimaryLink } from '../ui/buttons';
import { Hint } from '../ui/form-field';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { PlatformSwitch, usePlatformParam } from '../ui/platform-switch';
import { menuMessages, PLATFORM_LABELS } from './messages';
import { publicTargetOf } from './public-route';
import { SortableMenuTree } from './sortable-menu-tree';
import { useMenuData } from './use-menu-data';

const Intro = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/**
 * 栏目管理: a platform's menu tree (drafts included) with each entry's status and target; add at
 * the top or under a parent, edit, delete (提示 / 确定删除吗？; the server refuses a menu with
 * sub-menus or content and says why), reorder siblings by drag and drop, keyboard or 上移/下移.
 */
export function MenuListPage() {
  const platform = usePlatformParam();
  const { tree, treeLoading, treeFetching, registry, pageTypes } = useMenuData(platform);
  const [sort] = useSortSiteMenuMutation();
  const [remove] = useRemoveSiteMenuMutation();

  const onSort = async (ids: number[]) => {
    const result = await sort({ ids });
    if (!('data' in result)) return false;
    showSuccessToast(menuMessages.sorted);
    return true;
  };

  const onRemove = async (menu: MenuEntry) => {
    if (!(await confirmDialog())) return;
    const result = await remove({ id: menu.id });
    if ('data' in result) showSuccessToast(menuMessages.removed);
  };

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
          />
        ) : (
          <p>{menuMessages.empty}</p>
        )}
      </div>
    </>
  );
}
