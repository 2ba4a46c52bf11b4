import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import Timeline from '../timeline';

const MENU_ID = 70;

/** Newest first, as the by-publish-time call answers: four events of 2024, three of 2023, one of 2022. */
const EVENTS: [number, string][] = [
  [1, '2024-11-20'],
  [2, '2024-09-01'],
  [3, '2024-06-15'],
  [4, '2024-01-10'],
  [5, '2023-12-01'],
  [6, '2023-07-07'],
  [7, '2023-03-03'],
  [8, '2022-10-10'],
];

const server = installContentServer({
  items: EVENTS.map(([id, date]) =>
    contentItem(id, MENU_ID, { title: `大事记${id}`, image: null, publishTime: `${date}T08:00:00` }),
  ),
});

const yearSection = (year: string) =>
  screen.getByRole('heading', { level: 2, name: year }).closest('section');

describe('时间轴', () => {
  it('puts the events of a page under year markers, newest first, and pages on', async () => {
    renderTemplate(Timeline, { id: MENU_ID });

    await screen.findByRole('heading', { level: 3, name: '大事记1' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2024 年',
      '2023 年',
    ]);
    const events2024 = within(yearSection('2024 年') as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(events2024.map((heading) => heading.textContent)).toEqual([
      '大事记1',
      '大事记2',
      '大事记3',
      '大事记4',
    ]);
    expect(within(yearSection('2023 年') as HTMLElement).getByText('2023-12-01')).toBeInTheDocument();
    expect(server.requests('list')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

    expect(await screen.findByRole('heading', { level: 3, name: '大事记8' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      '2023 年',
      '2022 年',
    ]);
  });
});
