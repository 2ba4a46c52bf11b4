import styled from 'styled-components';
import { normalTemplateKey, type PageTypeAdmin } from '@contract/page-type';
import { PLATFORM_NAMES, PLATFORMS } from '@contract/platform';
import {
  useLazyListSiteMenuQuery,
  useListPageTypeQuery,
  useListTemplatePageTypeQuery,
  useRemovePageTypeMutation,
} from '@/api/generated/cms-api';
import { flattenMenus } from '../ui/menu-tree';
import { type Column, DataTable } from '../ui/data-table';
import { uiMessages } from '../ui/messages';
import { EditRemoveActions, ListHeader, removeAfterConfirm } from '../ui/record-list';
import { layoutKindOf } from './layout-kind';
import { LAYOUT_TEXTS, pageTypeMessages } from './messages';
import { TemplatePreview } from './template-preview';

const Missing = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;
const Layout = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;
const Muted = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 页面类型: every page type with the template it opens and that template's layout; edit, delete. */
export function PageTypeListPage() {
  const { data, isFetching } = useListPageTypeQuery();
  const { data: templates } = useListTemplatePageTypeQuery();
  const [remove] = useRemovePageTypeMutation();
  const [menusOf] = useLazyListSiteMenuQuery();
  /**
   * The server refuses to delete a page type a menu still opens: the four sites' menu trees
   * (cached when 栏目管理 was open) say so before anything is asked, naming those menus.
   */
  const menusUsing = async (row: PageTypeAdmin) => {
    const trees = await Promise.all(PLATFORMS.map((platform) => menusOf({ platform }, true)));
    const names = trees.flatMap((answer, at) =>
      flattenMenus(answer.data ?? [])
        .filter(({ menu }) => menu.pageType === row.name)
        .map(({ trail }) => `${PLATFORM_NAMES[PLATFORMS[at]!]} · ${trail.join(' / ')}`),
    );
    return names.length > 0 ? pageTypeMessages.inUse(names) : null;
  };
  const templateOf = (row: PageTypeAdmin) =>
    templates?.find((template) => template.key === normalTemplateKey(row.templateKey));

  const columns: Column<PageTypeAdmin>[] = [
    { key: 'name', header: pageTypeMessages.name, cell: (row) => row.name, sortValue: (row) => row.name },
    {
      key: 'template',
      header: pageTypeMessages.template,
      cell: (row) => {
        const template = templateOf(row);
        return (
          <>
            {template?.name ?? row.templateKey}
            <Muted>{row.templateKey}</Muted>
          </>
        );
      },
      sortValue: (row) => row.templateKey,
    },
    {
      key: 'layout',
      header: pageTypeMessages.layout,
      cell: (row) => {
        const template = templateOf(row);
        if (!template) return pageTypeMessages.none;
        const kind = layoutKindOf(template);
        return (
          <Layout>
            <TemplatePreview kind={kind} size="small" decorative />
            {LAYOUT_TEXTS[kind].name}
          </Layout>
        );
      },
    },
    {
      key: 'scheme2',
      header: pageTypeMessages.scheme2,
      cell: (row) =>
        row.contentType || row.sortType
          ? `${row.contentType ?? pageTypeMessages.none} / ${row.sortType ?? pageTypeMessages.none}`
          : pageTypeMessages.none,
    },
    {
      key: 'state',
      header: pageTypeMessages.templateState,
      cell: (row) =>
        row.templateExists ? (
          pageTypeMessages.templateOk
        ) : (
          <Missing>{pageTypeMessages.templateMissing}</Missing>
        ),
      sortValue: (row) => (row.templateExists ? 0 : 1),
    },
    {
      key: 'actions',
      header: uiMessages.actions,
      cell: (row) => (
        <EditRemoveActions
          editTo={`/page-types/${row.id}`}
          editLabel={pageTypeMessages.editOf(row.name)}
          removeLabel={pageTypeMessages.removeOf(row.name)}
          onRemove={() =>
            void removeAfterConfirm(
              remove,
              { id: row.id, kind: pageTypeMessages.record, name: row.name },
              () => menusUsing(row),
            )
          }
        />
      ),
    },
  ];

  return (
    <>
      <ListHeader
        title={pageTypeMessages.listTitle}
        addTo="/page-types/new"
        addLabel={pageTypeMessages.add}
      />
      <DataTable
        caption={pageTypeMessages.caption}
        columns={columns}
        rows={data ?? []}
        rowKey={(row) => row.id}
        busy={isFetching}
      />
    </>
  );
}
