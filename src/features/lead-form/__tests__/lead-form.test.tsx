import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import { installMockServer } from '@/testing/msw/mock-server';
import { requestsStarted } from '@/testing/api-requests';
import { renderTemplate } from '@/testing/render-template';
import { LEAD_NAME_MAX } from '@contract/lead-rules';
import { VISIT_ATTRIBUTION_KEY } from '@/lib/visit-attribution';
import { LeadForm } from '../lead-form';
import {
  LEAD_SETTING,
  LEAD_URL,
  type LeadRequest,
  leadHandlers,
  PRIVACY_MENU,
  rateLimited,
  siteHandlers,
} from './lead-handlers';
import { findSentPanel } from './sent-panel';

const log: LeadRequest[] = [];
const server = installMockServer(...leadHandlers(log), ...siteHandlers());

afterEach(() => {
  log.length = 0;
  act(() => toast.remove());
  jest.restoreAllMocks();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.title = '';
});

const nameInput = () => screen.getByRole('textbox', { name: '姓名' });
const phoneInput = () => screen.getByRole('textbox', { name: '手机号' });
const submitButton = () => screen.getByRole('button', { name: '提交' });

/** The form as a page draws it: inside the site's menu navigation (its privacy link resolves there). */
function setup(props: Parameters<typeof LeadForm>[0] = {}) {
  const user = userEvent.setup();
  const { store } = renderTemplate(() => <LeadForm {...props} />);
  return { user, store };
}

/** 再填一份: the form again. */
async function again(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(await findSentPanel()).getByRole('button', { name: '再填一份' }));
  await screen.findByRole('textbox', { name: '姓名' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, phone: string) {
  await user.clear(nameInput());
  await user.type(nameInput(), name);
  await user.clear(phoneInput());
  await user.type(phoneInput(), phone);
}

describe('LeadForm', () => {
  it('has labelled fields, a named form and a submit button', () => {
    setup({ title: '预约回电' });
    expect(screen.getByRole('form', { name: '预约回电' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '预约回电' })).toBeInTheDocument();
    expect(nameInput()).toBeRequired();
    expect(phoneInput()).toHaveAttribute('type', 'tel');
    expect(submitButton()).toBeEnabled();
  });

  it('checks the name on blur, and clears the message once it is filled', async () => {
    const { user } = setup();
    await user.click(nameInput());
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请填写姓名');
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('请填写姓名');

    await user.type(nameInput(), '张三');
    expect(screen.queryByText('请填写姓名')).not.toBeInTheDocument();
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
  });

  it('checks the phone on blur: a mainland mobile number', async () => {
    const { user } = setup();
    await user.type(phoneInput(), '1380013800');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    await user.type(phoneInput(), '0');
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
    // Eleven digits are not enough.
    await user.clear(phoneInput());
    await user.type(phoneInput(), '23812345678');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
  });

  it('says next to the name why it is refused, on blur and on submit, and sends nothing', async () => {
    const { user } = setup();
    await user.type(nameInput(), '张三<script>');
    await user.tab();
    expect(nameInput()).toHaveAccessibleDescription('姓名只能包含中文、英文字母、“·”、空格和括号');
    await user.clear(nameInput());
    await user.type(nameInput(), '张3');
    await user.type(phoneInput(), '13800138000');
    expect(nameInput()).toHaveAccessibleDescription('姓名不能包含数字');
    await user.click(submitButton());
    expect(nameInput()).toHaveFocus();
    expect(log).toHaveLength(0);
    // A name with brackets is a name.
    await user.clear(nameInput());
    await user.type(nameInput(), '王小明（测试）');
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(nameInput()).toHaveAttribute('maxlength', String(LEAD_NAME_MAX));
    expect(phoneInput()).toHaveAttribute('autocomplete', 'tel');
  });

  it('validates the whole form before sending and focuses the first invalid field', async () => {
    const { user, store } = setup();
    await user.type(phoneInput(), '12');
    await user.click(submitButton());
    expect(screen.getByText('请填写姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入正确的手机号')).toBeInTheDocument();
    expect(nameInput()).toHaveFocus();

    await user.type(nameInput(), '张三');
    await user.click(submitButton());
    expect(phoneInput()).toHaveFocus();
    // Not sent, nor on its way: no save was started.
    expect(requestsStarted(store, 'saveSiteMessageForClient')).toBe(0);
    expect(log).toHaveLength(0);
  });

  it('sends the lead with where it comes from, then shows the lasting panel in the form’s place', async () => {
    window.history.replaceState(null, '', '/concact_us?utm_source=baidu');
    document.title = '联系我们 - 华夏教育集团';
    sessionStorage.setItem(
      VISIT_ATTRIBUTION_KEY,
      JSON.stringify({ landingPath: '/home?utm_campaign=autumn', utmCampaign: 'autumn' }),
    );
    const { user } = setup();
    await fill(user, ' 张三 ', '138 0013 8000');
    await user.click(submitButton());

    const panel = await findSentPanel();
    expect(log).toHaveLength(1);
    const [sent] = log;
    expect(sent?.contentType).toContain('application/json');
    expect(sent?.body).toMatchObject({
      name: '张三',
      phone: '13800138000',
      channel: '运营营销',
      address: `${window.location.origin}/home`,
      website: '',
      pagePath: '/concact_us?utm_source=baidu',
      pageTitle: '联系我们 - 华夏教育集团',
      landingPath: '/home?utm_campaign=autumn',
      utmCampaign: 'autumn',
    });
    expect(sent?.body).not.toHaveProperty('referrer');
    expect(Number.isSafeInteger(sent?.body.fillMs)).toBe(true); // whole milliseconds since the first touch
    expect(sent?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    // The panel: announced (a status, focused), what happens next, the hotline to dial, the hours.
    expect(panel).toHaveFocus();
    expect(panel).toHaveAttribute('aria-live', 'polite');
    expect(panel).toHaveTextContent(LEAD_SETTING.leadNextSteps);
    expect(within(panel).getByRole('link', { name: '400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    expect(panel).toHaveTextContent('工作时间：周一至周日 9:00–21:00');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // It stays (no toast that goes away), until the visitor asks for the form again: empty.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status')).toBe(panel);
    await again(user);
    expect(nameInput()).toHaveValue('');
    expect(phoneInput()).toHaveValue('');
    expect(nameInput()).toHaveFocus();
    expect(submitButton()).toBeEnabled();
  });

  it('says what happens next in its own words when the site’s settings say nothing, and no hotline without one', async () => {
    server.use(...siteHandlers({ ...LEAD_SETTING, phone: '', workingHours: '', leadNextSteps: '' }));
    const { user } = setup();
    await fill(user, '张三', '13800138000');
    await user.click(submitButton());
    const panel = await findSentPanel();
    expect(panel).toHaveTextContent('招生老师将在工作时间内尽快致电，请留意来电。');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
    expect(panel).not.toHaveTextContent('工作时间：');
  });

  it('links the site’s privacy notice beside the submit, in a new tab, with no box to tick', async () => {
    setup();
    const link = await screen.findByRole('link', { name: '《隐私政策》' });
    expect(link).toHaveAttribute('href', `/article_details/${PRIVACY_MENU.id}?pType=one`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.closest('p')).toHaveTextContent('提交即表示您已阅读并同意《隐私政策》');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says the same without a link when the site has no privacy notice', async () => {
    server.use(...siteHandlers({ ...LEAD_SETTING, privacyMenuId: null }, []));
    setup();
    expect(await screen.findByText('提交即表示您同意我们仅将您的信息用于招生咨询回访。')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('takes a phone typed as people write it, and refuses one that is no mobile number', async () => {
    const { user } = setup();
    await fill(user, '张三', '+86 (138) 0013-8000');
    await user.tab();
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '+1 138 0013 8000');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的手机号');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '１３８-００１３-８０００');
    await user.click(submitButton());
    await findSentPanel();
    expect(log[0]?.body.phone).toBe('13800138000');
  });

  it('counts the fill time from the first touch of the form, not from when it was shown', async () => {
    let now = Date.parse('2026-03-01T08:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const { user } = setup();
    now += 60_000; // the form has been on the page for a minute, untouched
    await user.click(nameInput());
    now += 1_000;
    await user.type(nameInput(), '张三');
    now += 2_500;
    await user.type(phoneInput(), '13800138000');
    await user.click(submitButton());
    await findSentPanel();
    expect(log[0]?.body.fillMs).toBe(3500);

    // The next lead counts from its own first touch.
    await again(user);
    now += 30_000;
    await fill(user, '李四', '13900139000');
    now += 2_000;
    await user.click(submitButton());
    await waitFor(() => expect(log).toHaveLength(2));
    expect(log[1]?.body.fillMs).toBe(2000);
  });

  it('sends the channel a page asks for', async () => {
    const { user } = setup({ channel: '招生推广' });
    await fill(user, '李四', '13900139000');
    await user.click(submitButton());
    await findSentPanel();
    expect(log[0]?.body.channel).toBe('招生推广');
  });

  it('disables the button while sending: a double click stores one lead', async () => {
    server.use(...leadHandlers(log, 200));
    const { user } = setup();
    await fill(user, '张三', '13800138000');
    await user.dblClick(submitButton());
    expect(screen.getByRole('button', { name: '提交中…' })).toBeDisabled();
    await findSentPanel();
    expect(log).toHaveLength(1);
  });

  it('keeps the input and shows the failure (rate limit) inline and as a toast', async () => {
    server.use(rateLimited());
    const { user } = setup();
    await fill(user, '张三', '13800138000');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('提交过于频繁，请稍后再试');
    // The base query's toast carries the same text (the toaster's chunk may still be loading).
    await waitFor(() => expect(screen.getAllByText('提交过于频繁，请稍后再试')).toHaveLength(2));
    expect(nameInput()).toHaveValue('张三');
    expect(phoneInput()).toHaveValue('13800138000');
    expect(submitButton()).toBeEnabled();
  });

  it('retries the same content with the same key; new content or a new lead gets a new key', async () => {
    let failNext = true;
    const keys: (string | null)[] = [];
    server.use(
      http.post(LEAD_URL, ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (failNext) {
          failNext = false;
          return HttpResponse.error(); // a network failure: the lead may or may not have arrived
        }
        return HttpResponse.json({ code: 0, message: 'ok', data: { id: 1 } });
      }),
    );
    const { user } = setup();
    await fill(user, '张三', '13800138000');
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.click(submitButton());
    await findSentPanel();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // After a success the next lead is a new one, even with the same content.
    await again(user);
    await fill(user, '张三', '13800138000');
    await user.click(submitButton());
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);

    // Failure, then changed content: a new key.
    failNext = true;
    await again(user);
    await fill(user, '王五', '13700137000');
    await user.click(submitButton());
    await screen.findByRole('alert');
    await user.clear(phoneInput());
    await user.type(phoneInput(), '13700137001');
    await user.click(submitButton());
    await waitFor(() => expect(keys).toHaveLength(5));
    expect(keys[4]).not.toBe(keys[3]);
  });

  it('carries a honeypot that people neither see nor reach', async () => {
    const { user } = setup();
    expect(screen.queryByRole('textbox', { name: /网址/ })).not.toBeInTheDocument();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');

    // Tabbing goes name → phone → submit, skipping it.
    await user.tab();
    expect(nameInput()).toHaveFocus();
    await user.tab();
    expect(phoneInput()).toHaveFocus();
    await user.tab();
    expect(submitButton()).toHaveFocus();
    await user.tab();
    expect(await screen.findByRole('link', { name: '《隐私政策》' })).toHaveFocus();

    // A bot that fills it still posts (the server drops it quietly).
    await fill(user, '张三', '13800138000');
    if (honeypot) await user.type(honeypot, 'http://spam.example');
    await user.click(submitButton());
    await findSentPanel();
    expect(log[0]?.body.website).toBe('http://spam.example');
  });
});
