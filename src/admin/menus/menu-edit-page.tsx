import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useListSiteMenuQuery } from '@/api/generated/cms-api';
import styled from 'styled-components';
import { SecondaryAnchor } from '../ui/buttons';
import { Hint } from '../ui/form-field';
import { inlineRowStyle, Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { RecordNotFound } from '../ui/record-screens';
import { MenuForm } from './menu-form';
import { findMenuById } from './menu-tree';
import { menuMessages } from './messages';
import { publicTargetOf } from './public-route';
import { usePlatformParam } from '../ui/platform-switch';
import { useMenuData } from './use-menu-data';
import { HistorySection } from '../revisions/history-section';
import { RecordReviewBar } from '../review/record-review-bar';

const PublicRow = styled.div`
  ${inlineRowStyle};
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** 编辑栏目: the menu of `?platform=` with this id, found in the platform's tree (drafts included). */
export function MenuEditPage() {
  const platform = usePlatformParam();
  const { id: rawId } = useParams();
  const data = useMenuData(platform);
  const menu = data.tree ? findMenuById(data.tree, Number(rawId)) : undefined;
  // A restore (历史版本): once the tree is read again, the form starts from the restored menu.
  const { refetch } = useListSiteMenuQuery({ platform });
  const [generation, setGeneration] = useState(0);
  const onRestored = () => void refetch().then(() => setGeneration((value) => value + 1));

  const { tree } = data;
  if (!tree) {
    return (
      <>
        <PageHeader title={menuMessages.editTitleLoading} />
        {data.treeError ? <p>{menuMessages.notFound}</p> : <p role="status">{uiMessages.loading}</p>}
      </>
    );
  }
  if (!menu) {
    return (
      <RecordNotFound
        title={menuMessages.editTitleLoading}
        message={menuMessages.notFound}
        backTo={`/menus?platform=${platform}`}
        backLabel={menuMessages.backToList}
      />
    );
  }

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
      <RecordReviewBar entity="siteMenu" recordId={menu.id} platform={platform} published={menu.status} />
      <Panel>
        <MenuForm
          key={`${menu.id}-${menu.name}-${menu.sort}-${generation}`}
          platform={platform}
          menu={menu}
          data={{ ...data, tree }}
        />
      </Panel>
      <HistorySection entity="siteMenu" recordId={menu.id} recordName={menu.name} onRestored={onRestored} />
    </>
  );
}
