import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** How a test finds an item of the list: its link, or its title (a level-2 heading), by name. */
type ItemRole = 'link' | 'heading';

type SecondPage = {
  role: ItemRole;
  /** The name of page 2's first item (the seventh, six to a page). */
  shows: string | RegExp;
  /** The name of an item of page 1, which page 2 no longer shows. */
  hides?: string | RegExp;
  /** The url's query once there: the page is kept in it. */
  search?: string;
};

const byName = (role: ItemRole, name: string | RegExp) =>
  role === 'heading' ? { level: 2, name } : { name };

/**
 * What every paged template does on 第 2 页: page 2's items replace page 1's, and the url keeps
 * the page, so back and reload return to it.
 */
export async function expectSecondPage(
  router: { state: { location: { search: string } } },
  { role, shows, hides, search = '?page=2' }: SecondPage,
) {
  await userEvent.click(screen.getByRole('button', { name: '第 2 页' }));

  expect(await screen.findByRole(role, byName(role, shows))).toBeInTheDocument();
  if (hides !== undefined) expect(screen.queryByRole(role, byName(role, hides))).not.toBeInTheDocument();
  expect(router.state.location.search).toBe(search);
}
