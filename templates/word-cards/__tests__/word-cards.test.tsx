import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import WordCards from '../word-cards';

const MENU_ID = 7;
const server = installContentServer({
  items: contentItems(8, MENU_ID, { title: '卡片标题', image: null }),
});

describe('文字卡片', () => {
  it('shows six text cards with title, summary and date, newest first, then the next page', async () => {
    const { router, container } = renderTemplate(WordCards, { id: MENU_ID });

    const firstCard = await screen.findByRole('link', { name: /卡片标题1/ });
    expect(within(firstCard).getByText('卡片标题1的摘要')).toBeInTheDocument();
    expect(within(firstCard).getByText('2025-03-01')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(container.querySelector('img')).toBeNull();
    expect(server.requests('list')).toHaveLength(0);

    await expectSecondPage(router, { role: 'link', shows: /卡片标题7/, hides: /卡片标题1/ });
  });
});
