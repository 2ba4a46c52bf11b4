import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import CoverList from '../cover-list';

const MENU_ID = 13;
const server = installContentServer({ items: contentItems(9, MENU_ID, { title: '封面', month: '05' }) });

describe('封面列表', () => {
  it('shows covers with titles and dates, newest first, the first one loaded first, and pages on', async () => {
    const { router, container } = renderTemplate(CoverList, { id: MENU_ID });

    await screen.findByRole('heading', { level: 2, name: '封面1' });
    const covers = container.querySelectorAll('img');
    expect(covers).toHaveLength(6);
    expect(covers[0]).toHaveAttribute('alt', '');
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[1]).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: /封面2/ })).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=2`,
    );
    expect(screen.getByText('2025-05-03')).toBeInTheDocument();
    expect(server.requests('list')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '下一页' }));

    expect(await screen.findByRole('heading', { level: 2, name: '封面9' })).toBeInTheDocument();
    expect(container.querySelectorAll('img')).toHaveLength(3);
    expect(router.state.location.search).toBe('?page=2');
  });
});
