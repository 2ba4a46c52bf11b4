import { screen, within } from '@testing-library/react';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import PortraitTimeline from '../portrait-timeline';

const MENU_ID = 7;
const server = installContentServer({ items: contentItems(8, MENU_ID, { title: '人物' }) });

describe('人物时间轴', () => {
  it('shows six people a page on the axis (year, portrait, name, summary), newest first, and pages on', async () => {
    const { router } = renderTemplate(PortraitTimeline, { id: MENU_ID });

    await screen.findByRole('heading', { level: 2, name: '人物1' });
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    const firstEntry = screen.getByRole('heading', { level: 2, name: '人物1' }).closest('li') as HTMLElement;
    expect(within(firstEntry).getByText('2025')).toHaveAttribute('datetime', '2025');
    expect(firstEntry.querySelector('img')).toHaveAttribute('src', '/images/1.jpg');
    expect(firstEntry.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(firstEntry).getByText('人物1的摘要')).toBeInTheDocument();
    expect(within(firstEntry).getByRole('link')).toHaveAttribute(
      'href',
      `/article_details/${MENU_ID}?articleId=1`,
    );
    expect(server.requests('list')).toHaveLength(0);

    await expectSecondPage(router, { role: 'heading', shows: '人物7', hides: '人物1' });
  });
});
