import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import FourColumnIntro from '../four-column-intro';

const MENU_ID = 16;
const server = installContentServer({ items: contentItems(10, MENU_ID, { title: '介绍' }) });

describe('四栏介绍', () => {
  it('shows two rows of four intro blocks with their links, then the next page', async () => {
    const { container } = renderTemplate(FourColumnIntro, { id: MENU_ID });

    expect(await screen.findByRole('heading', { level: 2, name: '介绍1' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(8);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.getByText('介绍3的摘要')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /了解更多\s*：介绍4/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=4`,
    );
    expect(server.requests('list').map((query) => query.get('pageSize'))).toEqual(['8']);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));

    expect(await screen.findByRole('link', { name: /了解更多\s*：介绍10/ })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
