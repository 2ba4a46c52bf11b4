import { useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useSaveSiteMenuMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { SecondaryAnchor, SecondaryLink } from '../ui/buttons';
import { Hint } from '../ui/form-field';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { MenuForm, menuFormValues, menuSaveBody, type MenuFormValues } from './menu-form';
import { findMenuById, ownBranchIds } from './menu-tree';
import { menuMessages } from './messages';
import { publicTargetOf } from './public-route';
import { useMenuData, usePlatformParam } from './use-menu-data';

const PublicRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** 编辑栏目: the menu of `?platform=` with this id, found in the platform's tree (drafts included). */
export function MenuEditPage() {
  const platform = usePlatformParam();
  const { id: rawId } = useParams();
  const navigate = useNavigate();
  const data = useMenuData(platform);
  const [save, { isLoading: saving }] = useSaveSiteMenuMutation();
  const menu = data.tree ? findMenuById(data.tree, Number(rawId)) : undefined;
  const listTo = `/menus?platform=${platform}`;

  if (!data.tree) {
    return (
      <>
        <PageHeader title={menuMessages.editTitleLoading} />
        {data.treeError ? <p>{menuMessages.notFound}</p> : <p role="status">{uiMessages.loading}</p>}
      </>
    );
  }
  if (!menu) {
    return (
      <>
        <PageHeader title={menuMessages.editTitleLoading} />
        <p>{menuMessages.notFound}</p>
        <SecondaryLink to={listTo}>{menuMessages.backToList}</SecondaryLink>
      </>
    );
  }

  const onSubmit = async (values: MenuFormValues) => {
    const result = await save(menuSaveBody(values, platform, menu.id));
    if (!('data' in result)) return;
    showSuccessToast(menuMessages.saved);
    navigate(listTo);
  };
  const target = publicTargetOf(menu, data.registry, data.pageTypes);

  return (
    <>
      <PageHeader title={menuMessages.editTitle(menu.name)} />
      {target.kind === 'route' ? (
        <PublicRow>
          <SecondaryAnchor href={target.to} target="_blank" rel="noopener noreferrer">
            {menuMessages.openPageOf(menu.name)}
          </SecondaryAnchor>
          <Hint>{menuMessages.publicLinkHint}</Hint>
        </PublicRow>
      ) : null}
      <Panel>
        <MenuForm
          key={`${menu.id}-${menu.name}-${menu.sort}`}
          platform={platform}
          menu={menu}
          initial={menuFormValues(menu, menu.parentId)}
          tree={data.tree}
          excludedParents={ownBranchIds(menu)}
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
