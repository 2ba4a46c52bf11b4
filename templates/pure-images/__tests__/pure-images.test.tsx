import { screen } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import PureImages from '../pure-images';

const MENU_ID = 5;
const TOTAL = 8;
const server = installContentServer({ items: contentItems(TOTAL, MENU_ID, { title: '校园一角' }) });

describe('纯图片', () => {
  it('shows every image, titled only in its alt text, on one page', async () => {
    renderTemplate(PureImages, { id: MENU_ID, path: '/word_list5?id=5' });

    expect(await screen.findByRole('img', { name: '校园一角1' })).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('img')).toHaveLength(TOTAL);
    expect(screen.queryByText('校园一角1')).not.toBeInTheDocument();
    expect(screen.queryByText('校园一角1的摘要')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
    expect(server.requests('list').map((query) => query.get('pageSize'))).toEqual(['30']);
  });
});
