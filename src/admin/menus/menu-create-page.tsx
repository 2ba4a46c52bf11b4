import { useSearchParams } from 'react-router-dom';
import { FormScreen } from '../ui/page-header';
import { RecordLoading } from '../ui/record-screens';
import { MenuForm } from './menu-form';
import { findMenuById } from './menu-tree';
import { menuMessages } from './messages';
import { usePlatformParam } from '../ui/platform-switch';
import { useMenuData } from './use-menu-data';

/** 新增栏目: at the top of a platform, or under `?parent=` (a menu of that platform). */
export function MenuCreatePage() {
  const platform = usePlatformParam();
  const [searchParams] = useSearchParams();
  const data = useMenuData(platform);

  const { tree } = data;
  if (!tree) return <RecordLoading title={menuMessages.createTitle} />;
  const parent = findMenuById(tree, Number(searchParams.get('parent')));

  return (
    <FormScreen title={parent ? menuMessages.addChildOf(parent.name) : menuMessages.createTitle}>
      <MenuForm platform={platform} menu={null} parentId={parent?.id ?? null} data={{ ...data, tree }} />
    </FormScreen>
  );
}
