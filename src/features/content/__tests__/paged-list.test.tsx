import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import styled from 'styled-components';
import type { TemplateProps } from '@/registry/define-template';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import { PagedList } from '../paged-list';
import { useContentList } from '../use-content-list';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '条目' }) });

const Rows = styled.ol``;

/** A template made of nothing but a paged list: in the kit's grid, or in its own list. */
function GridPage({ id }: TemplateProps) {
  const list = useContentList(id, { paged: true });
  return (
    <PagedList
      list={list}
      columns={3}
      skeleton={(index) => <li data-testid="slot">{index}</li>}
      renderItem={(item, index) => (
        <li>
          {index + 1}. {item.title}
        </li>
      )}
    />
  );
}

function RowsPage({ id }: TemplateProps) {
  const list = useContentList(id, { paged: true, pageSize: 4 });
  return (
    <PagedList
      list={list}
      as={Rows}
      skeleton={() => <li data-testid="slot" />}
      renderItem={(item) => <li>{item.title}</li>}
    />
  );
}

/** The items' list (the page navigation has a list of its own after it). */
const itemList = () => screen.getAllByRole('list')[0] as HTMLElement;
const titles = () =>
  within(itemList())
    .getAllByRole('listitem')
    .map((entry) => entry.textContent);

describe('PagedList', () => {
  it('holds the place of a whole page while loading, then shows the items and the page navigation', async () => {
    renderTemplate(GridPage, { id: MENU_ID });

    const skeleton = screen.getByRole('status', { name: '正在加载' });
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(
      within(skeleton)
        .getAllByTestId('slot')
        .map((slot) => slot.textContent),
    ).toEqual(['0', '1', '2', '3', '4', '5']);

    expect(await screen.findByText('1. 条目1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(titles()).toEqual(['1. 条目1', '2. 条目2', '3. 条目3', '4. 条目4', '5. 条目5', '6. 条目6']);
    expect(itemList()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('navigation', { name: '分页' })).toHaveTextContent('共 8 条');
  });

  it('pages on through the url, back to the top of the page', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    const { router } = renderTemplate(GridPage, { id: MENU_ID });

    await userEvent.click(await screen.findByRole('button', { name: '下一页' }));

    expect(await screen.findByText('1. 条目7')).toBeInTheDocument();
    expect(titles()).toEqual(['1. 条目7', '2. 条目8']);
    expect(router.state.location.search).toBe('?page=2');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    expect(server.requests('list').map((query) => query.get('pageNum'))).toEqual(['1', '2']);
    scrollTo.mockRestore();
  });

  it('opens on the page the url names, in the template’s own list and page size', async () => {
    renderTemplate(RowsPage, { id: MENU_ID, path: '/x?page=2' });

    expect(screen.getAllByTestId('slot')).toHaveLength(4);
    expect(await screen.findByText('条目5')).toBeInTheDocument();
    expect(titles()).toEqual(['条目5', '条目6', '条目7', '条目8']);
    expect(screen.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('has no page navigation when everything fits on one page', async () => {
    server.set({ items: contentItems(3, MENU_ID, { title: '条目' }) });
    renderTemplate(GridPage, { id: MENU_ID });

    expect(await screen.findByText('3. 条目3')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('says when the menu has nothing yet, and when there is no menu at all', async () => {
    server.set({ items: [] });
    const { unmount } = renderTemplate(GridPage, { id: MENU_ID });
    expect(await screen.findByText('暂无内容')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    unmount();

    renderTemplate(GridPage, { id: null });
    expect(screen.getByText('暂无内容')).toBeInTheDocument();
  });

  it('offers a retry when the list fails to load', async () => {
    server.fail('list');
    renderTemplate(GridPage, { id: MENU_ID });

    expect(await screen.findByRole('alert')).toHaveTextContent('内容加载失败');
    server.recover('list');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));

    expect(await screen.findByText('1. 条目1')).toBeInTheDocument();
  });
});
