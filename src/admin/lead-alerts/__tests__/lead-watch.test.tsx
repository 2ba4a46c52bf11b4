import { act, screen, waitFor, within } from '@testing-library/react';
import { openSignedInConsole } from '@/testing/console';
import { installLeadInbox, LEAD_NOW } from '@/testing/lead-inbox';
import { installRealServer } from '@/testing/real-server';
import { setLeadAlerts } from '../alert-preference';
import { SUMMARY_POLL_MS } from '../use-lead-watch';

// The real server, with the inbox's five leads (two of them untouched and not suspicious).
const server = installRealServer();
const inbox = installLeadInbox(server);

/** How many times the console asked the lead summary in this test. */
const summaryCalls = () => server.calls('/api/cms/web/siteMessage/getSummary').length;

/** 线索 with its count, as read out (a space may come between the two pieces). */
const leadsLink = (count: number) => new RegExp(`^线索\\s?，${count} 条新线索$`);

/** The navigation, once the frame is drawn. */
const nav = async () => screen.findByRole('navigation', { name: '管理菜单' });

/** A browser's Notification, as far as the console uses it. */
class FakeNotification {
  static permission: NotificationPermission = 'default';
  /** What the person answers on the browser's prompt, which the browser then keeps. */
  static requestPermission = jest.fn(async (): Promise<NotificationPermission> => {
    if (FakeNotification.answer !== 'default') FakeNotification.permission = FakeNotification.answer;
    return FakeNotification.answer;
  });
  static answer: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    readonly title: string,
    readonly options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
};

/** The clock jumps one poll ahead; the calls it starts answer in real time. */
const nextPoll = () =>
  act(async () => {
    jest.advanceTimersByTime(SUMMARY_POLL_MS);
  });

beforeEach(() => {
  // The polls' timers jump (nextPoll); the date starts at the inbox's.
  jest.useFakeTimers({
    now: Date.parse(LEAD_NOW),
    advanceTimers: true,
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
  FakeNotification.permission = 'default';
  FakeNotification.answer = 'granted';
  FakeNotification.shown = [];
  FakeNotification.requestPermission.mockClear();
  Object.defineProperty(window, 'Notification', {
    value: FakeNotification,
    configurable: true,
    writable: true,
  });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  setVisibility('visible');
  setLeadAlerts(false);
  delete (window as { Notification?: unknown }).Notification;
});

describe('the navigation’s count of new leads', () => {
  it('shows the untouched leads beside 线索 in words and follows new ones every 30 s', async () => {
    await openSignedInConsole(server, 'admin', '/admin/accounts');
    const link = await within(await nav()).findByRole('link', { name: leadsLink(2) });
    expect(within(link).getByTestId('untouched-badge')).toHaveTextContent('2');
    const asked = summaryCalls();

    await inbox.arrive(6, '赵六', '13512345678', '2026-03-04T05:00:00.000Z');
    await nextPoll();
    expect(await within(await nav()).findByRole('link', { name: leadsLink(3) })).toBeInTheDocument();
    expect(summaryCalls()).toBe(asked + 1);
  });

  it('pauses while the tab is hidden and asks again when it is back', async () => {
    await openSignedInConsole(server, 'admin', '/admin/accounts');
    await within(await nav()).findByRole('link', { name: leadsLink(2) });
    const asked = summaryCalls();

    setVisibility('hidden');
    await inbox.arrive(6, '赵六', '13512345678', '2026-03-04T05:00:00.000Z');
    await nextPoll();
    await nextPoll();
    expect(summaryCalls()).toBe(asked);

    setVisibility('visible');
    expect(await within(await nav()).findByRole('link', { name: leadsLink(3) })).toBeInTheDocument();
    expect(summaryCalls()).toBe(asked + 1);
  });

  it('is not asked for staff whose roles follow no leads', async () => {
    await openSignedInConsole(server, 'editor', '/admin');
    await screen.findByRole('heading', { name: '首页', level: 1 });
    await nextPoll();
    expect(summaryCalls()).toBe(0);
    expect(within(await nav()).queryByRole('link', { name: /线索/ })).not.toBeInTheDocument();
  });
});

describe('the new-lead notification', () => {
  it('shows one notification per newer lead, masked, also while the tab is hidden', async () => {
    FakeNotification.permission = 'granted';
    setLeadAlerts(true);
    await openSignedInConsole(server, 'admin', '/admin/accounts');
    await within(await nav()).findByRole('link', { name: leadsLink(2) });
    // What was there when the console opened is no news.
    await nextPoll();
    expect(FakeNotification.shown).toHaveLength(0);

    // Turned on, the watch keeps polling while the tab is hidden.
    setVisibility('hidden');
    await inbox.arrive(6, '赵小六', '13512345678', '2026-03-04T05:00:00.000Z', { source: 'baidu' });
    await nextPoll();
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [notice] = FakeNotification.shown;
    expect(notice?.title).toBe('新线索');
    expect(notice?.options).toEqual({ body: '赵** · 成人教育 · 来自百度', tag: 'lead-6' });
    expect(JSON.stringify(notice?.options)).not.toMatch(/小六|13512345678/);

    // The same newest lead on the next poll: nothing more.
    await nextPoll();
    expect(FakeNotification.shown).toHaveLength(1);
  });

  it('opens the lead and focuses the console on a click', async () => {
    // A summary asked when the window gets focus (no poll to wait for), on the real clock.
    jest.useRealTimers();
    FakeNotification.permission = 'granted';
    setLeadAlerts(true);
    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    const { router } = await openSignedInConsole(server, 'admin', '/admin/accounts');
    await within(await nav()).findByRole('link', { name: leadsLink(2) });
    await inbox.arrive(6, '赵小六', '13512345678', '2026-03-04T05:00:00.000Z');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [notice] = FakeNotification.shown;

    await act(async () => notice?.onclick?.());
    expect(await screen.findByRole('heading', { name: '线索：赵小六', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/leads/6');
    expect(focus).toHaveBeenCalled();
    expect(notice?.close).toHaveBeenCalled();
    focus.mockRestore();
  });

  it('shows nothing unless this browser turned it on', async () => {
    FakeNotification.permission = 'granted';
    await openSignedInConsole(server, 'admin', '/admin/accounts');
    await within(await nav()).findByRole('link', { name: leadsLink(2) });
    await inbox.arrive(6, '赵六', '13512345678', '2026-03-04T05:00:00.000Z');
    await nextPoll();
    await within(await nav()).findByRole('link', { name: leadsLink(3) });
    expect(FakeNotification.shown).toHaveLength(0);
  });
});

describe('开启新线索提醒 on 首页', () => {
  it('asks the permission on the click, remembers the choice, and turns off again', async () => {
    const { user } = await openSignedInConsole(server, 'admin', '/admin');
    await user.click(await screen.findByRole('button', { name: '开启新线索提醒' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: '关闭新线索提醒' })).toBeInTheDocument();
    expect(screen.getByText(/^新线索提醒已开启/)).toHaveAttribute('role', 'status');
    expect(localStorage.getItem('huaxia.console.leadAlerts')).toBe('on');

    await user.click(screen.getByRole('button', { name: '关闭新线索提醒' }));
    expect(await screen.findByRole('button', { name: '开启新线索提醒' })).toBeInTheDocument();
    expect(localStorage.getItem('huaxia.console.leadAlerts')).toBeNull();
  });

  it.each<[string, () => void, string]>([
    [
      'refused on the prompt',
      () => {
        FakeNotification.answer = 'denied';
      },
      '浏览器已禁止本站弹出通知',
    ],
    [
      'dismissed on the prompt',
      () => {
        FakeNotification.answer = 'default';
      },
      '您没有允许通知',
    ],
    [
      'blocked before',
      () => {
        FakeNotification.permission = 'denied';
      },
      '浏览器已禁止本站弹出通知',
    ],
    [
      'on an http address',
      () => {
        Object.defineProperty(window, 'isSecureContext', { value: false, configurable: true });
      },
      '浏览器只允许 HTTPS 网址弹出系统通知',
    ],
    [
      'not offered by the browser',
      () => {
        delete (window as { Notification?: unknown }).Notification;
      },
      '此浏览器不支持系统通知',
    ],
  ])('explains in Chinese when notifications are %s, and stays off', async (_case, arrange, message) => {
    arrange();
    const { user } = await openSignedInConsole(server, 'admin', '/admin');
    await user.click(await screen.findByRole('button', { name: '开启新线索提醒' }));
    expect(await screen.findByText(new RegExp(message))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开启新线索提醒' })).toBeInTheDocument();
    expect(localStorage.getItem('huaxia.console.leadAlerts')).toBeNull();
  });
});
