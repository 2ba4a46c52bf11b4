/**
 * The lead form drawn by the server before the app runs (issue 21 item 1): what the visitor types,
 * when they first touched the form, and a submit tapped meanwhile are taken over once the app has
 * hydrated the form; nothing is lost and nothing is sent twice.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast';
import { AppProviders } from '@/app/providers';
import { makeStore, type AppStore } from '@/app/store';
import { watchLeadForms } from '@/lib/early-lead';
import { requestsStarted } from '@/testing/api-requests';
import { installMockServer } from '@/testing/msw/mock-server';
import { LeadForm } from '../lead-form';
import { type LeadRequest, leadHandlers, siteHandlers } from './lead-handlers';
import { findSentPanel } from './sent-panel';

const log: LeadRequest[] = [];
installMockServer(...leadHandlers(log), ...siteHandlers());

/** The after-lead panel, once the lead is stored. */

const T0 = Date.parse('2026-03-01T08:00:00Z');
let now = T0;

// The boot script's watcher, on the window for the whole file as on a page.
beforeAll(() => watchLeadForms(window));
beforeEach(() => {
  now = T0;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => {
  log.length = 0;
  act(() => toast.remove());
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

const Providers = ({ children, store = makeStore() }: { children: ReactNode; store?: AppStore }) => (
  <AppProviders store={store}>{children}</AppProviders>
);
const form = <LeadForm title="预约回电" />;

/** The page as the server sends it, before any script of the app has run. */
function drawnByServer() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Providers>{form}</Providers>);
  document.body.append(container);
  const field = (name: string) => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return {
    container,
    name: field('name'),
    phone: field('phone'),
    formElement: container.querySelector('form')!,
  };
}

/** What a visitor's typing does before the app: the field's value changes, nothing else. */
function typeBeforeTheApp(input: HTMLInputElement, text: string) {
  input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A tap on 提交: the browser's submit event; false when something held it back. */
const tapSubmit = (formElement: HTMLFormElement) =>
  formElement.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

/** The app hydrating the page; its store records every request it starts. */
function hydrate(container: HTMLElement) {
  const store = makeStore();
  const wrapper = ({ children }: { children: ReactNode }) => <Providers store={store}>{children}</Providers>;
  return { store, ...render(form, { container, hydrate: true, wrapper }) };
}

describe('the lead form before and after the app starts', () => {
  it('can be submitted before the app: the submit waits for it and is sent once, with the fill time from the first touch', async () => {
    const errors = jest.spyOn(console, 'error');
    const page = drawnByServer();
    expect(page.formElement.querySelector('button[type="submit"]')).toBeEnabled();

    typeBeforeTheApp(page.name, '王小明（测试）');
    now += 1_500;
    // As people type a number: with spaces (the app sends the 11 digits).
    typeBeforeTheApp(page.phone, '138 0013 8000');
    now += 1_000;
    // Held: the browser would put name and phone into the address.
    expect(tapSubmit(page.formElement)).toBe(false);

    now += 3_000; // the app's scripts arrive on a slow phone
    hydrate(page.container);

    expect(await findSentPanel()).toHaveTextContent('提交成功');
    expect(log).toHaveLength(1);
    expect(log[0]?.body).toMatchObject({ name: '王小明（测试）', phone: '13800138000', fillMs: 5500 });
    // No hydration mismatch: the watcher changed nothing React renders.
    expect(errors).not.toHaveBeenCalled();

    // Sent once: nothing else goes out, and the form drawn again (再填一份) is the app's own: a
    // tap on it is checked by the app, not held by the boot script.
    await userEvent.click(screen.getByRole('button', { name: '再填一份' }));
    expect(screen.getByRole('textbox', { name: '姓名' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByText('请填写姓名')).toBeInTheDocument();
    expect(log).toHaveLength(1);
  });

  it('keeps what was typed (or autofilled) before the app and sends it when the visitor submits later', async () => {
    const page = drawnByServer();
    typeBeforeTheApp(page.name, '陈晓雨');
    typeBeforeTheApp(page.phone, '13900139000');
    now += 2_000;
    hydrate(page.container);

    // React's state holds the fields now: a render after hydration does not empty them.
    const name = screen.getByRole('textbox', { name: '姓名' });
    const user = userEvent.setup();
    await user.type(name, '丽');
    expect(name).toHaveValue('陈晓雨丽');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveValue('13900139000');

    now += 1_000;
    await user.click(screen.getByRole('button', { name: '提交' }));
    await findSentPanel();
    expect(log).toHaveLength(1);
    expect(log[0]?.body).toMatchObject({ name: '陈晓雨丽', phone: '13900139000', fillMs: 3000 });
  });

  it('checks a submit held before the app like any other: the reason shows and nothing is sent', async () => {
    const page = drawnByServer();
    typeBeforeTheApp(page.name, '张三');
    typeBeforeTheApp(page.phone, '23812345678');
    tapSubmit(page.formElement);
    const { store } = hydrate(page.container);

    expect(await screen.findByRole('alert')).toHaveTextContent('请输入正确的手机号');
    expect(screen.getByRole('textbox', { name: '手机号' })).toHaveFocus();
    // Not sent, nor on its way: no save was started.
    expect(requestsStarted(store, 'saveSiteMessageForClient')).toBe(0);
    expect(log).toHaveLength(0);
  });

  it('a form nobody touched before the app counts from its first touch after it', async () => {
    const page = drawnByServer();
    now += 30_000;
    hydrate(page.container);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: '姓名' }));
    now += 2_000;
    await user.type(screen.getByRole('textbox', { name: '姓名' }), '李四');
    await user.type(screen.getByRole('textbox', { name: '手机号' }), '13700137000');
    await user.click(screen.getByRole('button', { name: '提交' }));
    await findSentPanel();
    expect(log[0]?.body.fillMs).toBe(2000);
  });
});
