import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItems } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { expectSecondPage } from '@/testing/paging';
import { renderTemplate } from '@/testing/render-template';
import PersonnelCards from '../personnel-cards';

const MENU_ID = 21;
const PEOPLE = contentItems(8, MENU_ID, { title: '教师' }).map((person) => ({
  ...person,
  summary: `教学主任${person.id}`,
  body: person.id === 2 ? '' : `<p>教师${person.id}从事教学工作二十年。</p><script>alert(1)</script>`,
}));
const server = installContentServer({ items: PEOPLE });

const detailRequests = () => server.requests('details').map((query) => query.get('id'));

describe('人员介绍', () => {
  it('shows portrait, name and position, six people a page', async () => {
    const { router } = renderTemplate(PersonnelCards, { id: MENU_ID });

    const firstName = await screen.findByRole('heading', { level: 2, name: '教师1' });
    const firstCard = firstName.closest('article') as HTMLElement;
    // The name is right beside the portrait: the picture is decorative.
    expect(firstCard.querySelector('img')).toHaveAttribute('alt', '');
    expect(firstCard.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByText('教学主任1')).toBeInTheDocument();
    expect(detailRequests()).toEqual([]);

    await expectSecondPage(router, { role: 'heading', shows: '教师7' });
  });

  it('unfolds and folds a bio loaded on demand', async () => {
    const user = userEvent.setup();
    renderTemplate(PersonnelCards, { id: MENU_ID });

    const toggle = await screen.findByRole('button', { name: '教师1的个人简介' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await within(panel).findByText('教师1从事教学工作二十年。')).toBeVisible();
    expect(panel.querySelector('script')).toBeNull();
    expect(detailRequests()).toEqual(['1']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('says so when a person has no bio', async () => {
    const user = userEvent.setup();
    renderTemplate(PersonnelCards, { id: MENU_ID });

    await user.click(await screen.findByRole('button', { name: '教师2的个人简介' }));
    expect(await screen.findByText('暂无简介')).toBeVisible();
  });
});
