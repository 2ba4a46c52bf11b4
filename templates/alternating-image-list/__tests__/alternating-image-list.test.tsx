import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import AlternatingImageList from '../alternating-image-list';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '图文' }) });

const rowOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('a') as HTMLElement;

describe('图文交错列表', () => {
  it('shows six numbered rows a page, in editor order, and pages on with the numbering', async () => {
    const { router } = renderTemplate(AlternatingImageList, { id: MENU_ID });

    await screen.findByRole('heading', { level: 2, name: '图文1' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const firstRow = rowOf('图文1');
    expect(firstRow.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(firstRow).getByText('图文1的摘要')).toBeInTheDocument();
    expect(within(firstRow).getByText('01')).toBeInTheDocument();
    expect(server.requests('listByPublishTime')).toHaveLength(0);

    await expectSecondPage(router, { role: 'heading', shows: '图文7', hides: '图文1' });
    expect(within(rowOf('图文7')).getByText('07')).toBeInTheDocument();
  });
});
