import { configure, screen, waitFor, within } from '@testing-library/react';
import { randomBytes } from 'node:crypto';
import userEvent from '@testing-library/user-event';
import { openSignedInConsole, renderConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';
import { findOpenDialog } from '@/testing/open-dialog';

// Lazily loaded screens on a possibly busy machine: room to wait, while a missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

// The real server, from the seed (no sessions); the file's tests run in order on what the earlier
// ones left.
const server = installRealServer();

const MINUTE = 60_000;
const USER_AGENTS = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  iPhoneWeChat:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

/** A time as the console writes it: China time, to the minute (written out here, not the console's formatter). */
const chinaMinute = (iso: string) =>
  new Date(Date.parse(iso) + 8 * 60 * MINUTE).toISOString().slice(0, 16).replace('T', ' ');

const staffId = async (username: string) =>
  (
    await server.app.db
      .selectFrom('staff_account')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).id;

const sessionsOf = async (username: string) =>
  server.app.db
    .selectFrom('staff_session')
    .select(['user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('staff_id', '=', await staffId(username))
    .orderBy('created_at')
    .execute();

/** A session of `username` on another device, signed in `startedAgo` and last seen `seenAgo` minutes ago. */
async function otherSession(
  username: string,
  userAgent: string,
  ip: string | null,
  startedAgo: number,
  seenAgo: number,
) {
  const now = Date.now();
  await server.app.db
    .insertInto('staff_session')
    .values({
      token_hash: randomBytes(32).toString('hex'),
      staff_id: await staffId(username),
      created_at: new Date(now - startedAgo * MINUTE).toISOString(),
      last_seen_at: new Date(now - seenAgo * MINUTE).toISOString(),
      ip,
      public_id: randomBytes(16).toString('hex'),
      user_agent: userAgent,
      confirmed_at: null,
    })
    .execute();
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('我的登录', () => {
  it('lists my sessions with device, IP, times and 当前, and ends another one after a confirmation', async () => {
    // This browser signs in for real (then reads as Windows · Chrome); two other devices of the
    // editor's are in the store.
    await server.signIn('editor');
    await server.app.db
      .updateTable('staff_session')
      .set({ user_agent: USER_AGENTS.windowsChrome, ip: '198.51.100.7' })
      .execute();
    await otherSession('editor', USER_AGENTS.macSafari, null, 110, 90);
    await otherSession('editor', USER_AGENTS.iPhoneWeChat, '203.0.113.9', 100, 30);
    renderConsole('/admin/sessions');
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: '我的登录记录' });
    await within(table).findByText('iPhone · 微信');
    const [mac, iPhone, current] = await sessionsOf('editor');
    // This browser's first, then the others by when they were last seen.
    expect(rowsOf(table)).toEqual([
      [
        'Windows · Chrome',
        '198.51.100.7',
        chinaMinute(current!.created_at),
        chinaMinute(current!.last_seen_at),
        '当前',
      ],
      [
        'iPhone · 微信',
        '203.0.113.9',
        chinaMinute(iPhone!.created_at),
        chinaMinute(iPhone!.last_seen_at),
        '结束',
      ],
      ['Mac · Safari', '未知', chinaMinute(mac!.created_at), chinaMinute(mac!.last_seen_at), '结束'],
    ]);
    // No 结束 on the current one.
    expect(within(within(table).getAllByRole('row')[1]!).queryByRole('button')).toBeNull();

    // Cancelled: nothing ends.
    await user.click(screen.getByRole('button', { name: '结束 iPhone · 微信 上的登录' }));
    let dialog = await findOpenDialog('结束这个登录？');
    expect(dialog).toHaveAccessibleDescription(/确定结束「iPhone · 微信」（203\.0\.113\.9）上的登录吗/);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(await sessionsOf('editor')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: '结束 iPhone · 微信 上的登录' }));
    dialog = await findOpenDialog('结束这个登录？');
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(within(table).queryByText('iPhone · 微信')).toBeNull());
    expect(await screen.findByText('已结束该登录')).toBeInTheDocument();
    expect((await sessionsOf('editor')).map((session) => session.user_agent)).toEqual([
      USER_AGENTS.macSafari,
      USER_AGENTS.windowsChrome,
    ]);
  });

  it('ends all my other sessions after a confirmation, and then has none to end', async () => {
    await otherSession('editor', USER_AGENTS.macSafari, '203.0.113.20', 60, 5);
    const { user } = await openSignedInConsole(server, 'editor', '/admin/sessions');
    const others = (await sessionsOf('editor')).length - 1;
    expect(others).toBe(3);
    await within(await screen.findByRole('table', { name: '我的登录记录' })).findByText('203.0.113.20');
    await user.click(screen.getByRole('button', { name: '结束其他所有登录' }));
    const dialog = await findOpenDialog('结束其他所有登录？');
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    await waitFor(() => expect(screen.queryByText('Mac · Safari')).toBeNull());
    expect(await screen.findByText(`已结束 ${others} 个其他登录`)).toBeInTheDocument();
    expect(await sessionsOf('editor')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '结束其他所有登录' })).toBeDisabled();
  });

  it('is linked from the top bar and the navigation, for staff of any permission', async () => {
    const { user, router } = await openSignedInConsole(server, 'editor', '/admin');
    const nav = await screen.findByRole('navigation', { name: '管理菜单' });
    expect(within(nav).getByRole('link', { name: '我的登录' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    await user.click(within(banner).getByRole('link', { name: '我的登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sessions'));
    expect(await screen.findByRole('heading', { name: '我的登录', level: 1 })).toBeInTheDocument();
  });

  it('shows 上次登录 (China time · IP) on the home page', async () => {
    // The sign-in before this one, as the store keeps it: this sign-in makes it the previous one.
    await server.app.db
      .updateTable('staff_account')
      .set({ last_sign_in_at: '2026-02-28T01:30:00.000Z', last_sign_in_ip: '203.0.113.5' })
      .where('username', '=', 'editor')
      .execute();
    await openSignedInConsole(server, 'editor', '/admin');
    expect(await screen.findByTestId('previous-sign-in')).toHaveTextContent(
      '上次登录：2026-02-28 09:30 · 203.0.113.5',
    );
  });

  it('lets an admin end every session of another account, not on their own row', async () => {
    await otherSession('editor', USER_AGENTS.iPhoneWeChat, '203.0.113.9', 50, 10);
    const editorSessions = (await sessionsOf('editor')).length;
    expect(editorSessions).toBeGreaterThanOrEqual(2);
    const { user } = await openSignedInConsole(server, 'admin', '/admin/accounts');
    await screen.findByText('演示编辑');
    expect(screen.queryByRole('button', { name: '结束全部登录：admin' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '结束全部登录：editor' }));
    const dialog = await findOpenDialog('结束全部登录？');
    expect(dialog).toHaveAccessibleDescription(/确定结束「演示编辑」在所有设备上的登录吗/);
    await user.click(within(dialog).getByRole('button', { name: '结束' }));
    expect(await screen.findByText(`已结束 ${editorSessions} 个登录`)).toBeInTheDocument();
    expect(await sessionsOf('editor')).toEqual([]);
    expect(await sessionsOf('admin')).toHaveLength(1);
  });
});
