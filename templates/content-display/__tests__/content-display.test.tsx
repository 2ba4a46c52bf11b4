import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem } from '@/testing/fixtures';
import { installContentServer } from '@/testing/msw/content-server';
import { renderTemplate } from '@/testing/render-template';
import ContentDisplay from '../content-display';

const SINGLE_MENU_ID = 81;
const TABBED_MENU_ID = 82;

/** The n-th brochure of a menu: "招生简章n", its body "简章正文n". */
const brochure = (id: number, menuId: number, n: number) =>
  contentItem(id, menuId, { title: `招生简章${n}`, image: null, body: `<p>简章正文${n}</p>` });

installContentServer({
  items: [
    brochure(1, SINGLE_MENU_ID, 1),
    brochure(11, TABBED_MENU_ID, 1),
    brochure(12, TABBED_MENU_ID, 2),
    brochure(13, TABBED_MENU_ID, 3),
  ],
});

const renderDisplay = (menuId: number) => renderTemplate(ContentDisplay, { id: menuId });

describe('内容展示', () => {
  it('shows a single item in full, without tabs', async () => {
    renderDisplay(SINGLE_MENU_ID);

    expect(await screen.findByText('简章正文1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '招生简章1' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('puts several items in tabs that clicks and the arrow keys switch', async () => {
    const user = userEvent.setup();
    renderDisplay(TABBED_MENU_ID);

    const tablist = await screen.findByRole('tablist', { name: '内容选项' });
    expect(tablist).toBeInTheDocument();
    const firstTab = screen.getByRole('tab', { name: '招生简章1' });
    expect(firstTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('简章正文1')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: '招生简章1' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '招生简章2' }));
    expect(await screen.findByText('简章正文2')).toBeInTheDocument();
    expect(screen.queryByText('简章正文1')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '招生简章2' })).toHaveAttribute('aria-selected', 'true');
    expect(firstTab).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowRight}');
    const thirdTab = screen.getByRole('tab', { name: '招生简章3' });
    expect(thirdTab).toHaveFocus();
    expect(thirdTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('简章正文3')).toBeInTheDocument();

    // Past the last tab the arrow wraps round to the first.
    await user.keyboard('{ArrowRight}');
    expect(firstTab).toHaveFocus();
    expect(await screen.findByText('简章正文1')).toBeInTheDocument();

    await user.keyboard('{End}');
    expect(thirdTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([thirdTab]);
  });
});
