import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSaveSiteMenuMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { MenuForm, menuFormValues, menuSaveBody, type MenuFormValues } from './menu-form';
import { findMenuById } from './menu-tree';
import { menuMessages } from './messages';
import { useMenuData, usePlatformParam } from './use-menu-data';

const NO_EXCLUSIONS: ReadonlySet<number> = new Set();

/** 新增栏目: at the top of a platform, or under `?parent=` (a menu of that platform). */
export function MenuCreatePage() {
  const platform = usePlatformParam();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const data = useMenuData(platform);
  const [save, { isLoading: saving }] = useSaveSiteMenuMutation();

  if (!data.tree) {
    return (
      <>
        <PageHeader title={menuMessages.createTitle} />
        <p role="status">{uiMessages.loading}</p>
      </>
    );
  }
  const parent = findMenuById(data.tree, Number(searchParams.get('parent')));

  const onSubmit = async (values: MenuFormValues) => {
    const result = await save(menuSaveBody(values, platform));
    if (!('data' in result)) return;
    showSuccessToast(menuMessages.saved);
    navigate(`/menus?platform=${platform}`);
  };

  return (
    <>
      <PageHeader title={parent ? menuMessages.addChildOf(parent.name) : menuMessages.createTitle} />
      <Panel>
        <MenuForm
          platform={platform}
          menu={null}
          initial={menuFormValues(null, parent?.id ?? null)}
          tree={data.tree}
          excludedParents={NO_EXCLUSIONS}
          pageTypes={data.pageTypes}
          templates={data.templates}
          registry={data.registry}
          saving={saving}
          onSubmit={(values) => void onSubmit(values)}
        />
      </Panel>
    </>
  );
}
