/**
 * The fields staff add to the lead form (issue 38 item 1): drawn in their order with their labels
 * and help, checked with the server's rule (contract/lead-form-fields.ts) before sending, sent as
 * the lead's answers with the form's version, and taken over from a form filled before the app ran.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CODE } from '@contract/codes';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast';
import type { PublicLeadForm } from '@contract/lead-form';
import { publicApi } from '@/api/public-api';
import { AppProviders } from '@/app/providers';
import { makeStore } from '@/app/store';
import { watchLeadForms } from '@/lib/early-lead';
import { installMockServer } from '@/testing/msw/mock-server';
import { LeadForm } from '../lead-form';
import { LEAD_SETTING, LEAD_URL, type LeadRequest, leadHandlers, siteHandlers } from './lead-handlers';
import { findSentPanel } from './sent-panel';

const FORM: PublicLeadForm = {
  version: 4,
  fields: [
    { key: 'f2', type: 'major', label: '意向专业', help: '', required: true, options: [] },
    { key: 'f5', type: 'region', label: '所在城市', help: '方便就近安排面谈', required: false, options: [] },
    {
      key: 'f1',
      type: 'single',
      label: '当前学历',
      help: '',
      required: true,
      options: ['高中', '中专', '大专', '本科'],
    },
    {
      key: 'f3',
      type: 'multiple',
      label: '想了解',
      help: '',
      required: false,
      options: ['学费', '就业', '住宿'],
    },
    { key: 'f4', type: 'date', label: '方便来访的日期', help: '', required: false, options: [] },
    { key: 'f6', type: 'text', label: '其他问题', help: '', required: false, options: [] },
  ],
  majors: ['护理', '会计', '计算机应用'],
};

const log: LeadRequest[] = [];
const server = installMockServer(...leadHandlers(log), ...siteHandlers(LEAD_SETTING, undefined, FORM));

afterEach(() => {
  log.length = 0;
  act(() => toast.remove());
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

/** A store that has the site's form, as the server's render and the page's data give it. */
function storeWithForm() {
  const store = makeStore();
  store.dispatch(
    publicApi.util.upsertQueryEntries([
      { endpointName: 'getLeadFormForClient', arg: undefined, value: FORM },
    ]),
  );
  return store;
}

function setup() {
  const user = userEvent.setup();
  const store = storeWithForm();
  render(
    <AppProviders store={store}>
      <LeadForm title="预约回电" />
    </AppProviders>,
  );
  return user;
}

async function fillNameAndPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: '姓名' }), '李华');
  await user.type(screen.getByRole('textbox', { name: '手机号' }), '+86 139-0013-9000');
}

describe('the fields staff added to the lead form', () => {
  it('draws them in their order, labelled, with 选填 and their help', () => {
    setup();
    const form = screen.getByRole('form', { name: '预约回电' });
    const major = within(form).getByRole('combobox', { name: /^意向专业/ });
    expect(major).toHaveAttribute('aria-required', 'true');
    expect(
      within(major)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['请选择', '护理', '会计', '计算机应用']);
    const region = within(form).getByRole('group', { name: /^所在城市\s?（选填）$/ });
    expect(region).toHaveAccessibleDescription('方便就近安排面谈');
    expect(within(region).getByRole('combobox', { name: '所在城市：省份' })).toBeInTheDocument();
    expect(within(region).getByRole('textbox', { name: '所在城市：城市' })).toBeInTheDocument();
    const education = within(form).getByRole('radiogroup', { name: /^当前学历/ });
    expect(within(education).getAllByRole('radio')).toHaveLength(4);
    expect(within(form).getByRole('group', { name: /^想了解/ })).toBeInTheDocument();
    expect(within(form).getByLabelText(/^方便来访的日期/)).toHaveAttribute('type', 'date');
    // The order staff set: after name and phone, 意向专业 first.
    const labels = [...form.querySelectorAll('label[for], legend')].map((node) => node.textContent);
    expect(labels.slice(0, 5)).toEqual(['姓名*', '手机号*', '意向专业*', '所在城市（选填）', '当前学历*']);
  });

  it('says which required answer is missing, focuses it, and sends nothing', async () => {
    const user = setup();
    await fillNameAndPhone(user);
    await user.click(screen.getByRole('button', { name: '提交' }));
    const major = screen.getByRole('combobox', { name: /^意向专业/ });
    expect(major).toHaveFocus();
    expect(major).toHaveAccessibleDescription('请选择意向专业');
    expect(screen.getByRole('radiogroup', { name: /^当前学历/ })).toHaveAccessibleDescription(
      '请选择当前学历',
    );
    expect(log).toHaveLength(0);

    // The message follows the answer once it shows.
    await user.selectOptions(major, '会计');
    expect(major).not.toHaveAccessibleDescription('请选择意向专业');
  });

  it('sends the answers by field key with the form’s version, then clears them for the next lead', async () => {
    const user = setup();
    await fillNameAndPhone(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^意向专业/ }), '护理');
    await user.selectOptions(screen.getByRole('combobox', { name: '所在城市：省份' }), '广东省');
    await user.type(screen.getByRole('textbox', { name: '所在城市：城市' }), ' 深圳市 ');
    await user.click(screen.getByRole('radio', { name: '中专' }));
    await user.click(screen.getByRole('checkbox', { name: '住宿' }));
    await user.click(screen.getByRole('checkbox', { name: '学费' }));
    await user.click(screen.getByRole('button', { name: '提交' }));

    expect(await findSentPanel()).toHaveTextContent('提交成功');
    expect(log).toHaveLength(1);
    expect(log[0]?.body).toMatchObject({
      name: '李华',
      phone: '13900139000',
      formVersion: 4,
      // In the options' order, trimmed; the unanswered optional fields are left out.
      answers: { f2: '护理', f5: ['广东省', '深圳市'], f1: '中专', f3: ['学费', '住宿'] },
    });

    await user.click(screen.getByRole('button', { name: '再填一份' }));
    expect(await screen.findByRole('combobox', { name: /^意向专业/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: '住宿' })).not.toBeChecked();
  });

  it('shows the server’s refusal of an answer beside its field (the site’s list changed since the page was drawn)', async () => {
    server.use(
      http.post(LEAD_URL, () =>
        HttpResponse.json(
          { code: CODE.badRequest, message: '「意向专业」请从列表中选择', field: 'answers.f2', data: null },
          { status: 400 },
        ),
      ),
    );
    const user = setup();
    await fillNameAndPhone(user);
    await user.selectOptions(screen.getByRole('combobox', { name: /^意向专业/ }), '护理');
    await user.click(screen.getByRole('radio', { name: '本科' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    const major = screen.getByRole('combobox', { name: /^意向专业/ });
    await waitFor(() => expect(major).toHaveAccessibleDescription('「意向专业」请从列表中选择'));
    expect(major).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes over the answers chosen before the app ran and sends a submit held meanwhile', async () => {
    watchLeadForms(window);
    const errors = jest.spyOn(console, 'error');
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <AppProviders store={storeWithForm()}>
        <LeadForm title="预约回电" />
      </AppProviders>,
    );
    document.body.append(container);
    const formElement = container.querySelector('form')!;
    const control = <T extends Element>(selector: string) => container.querySelector<T>(selector)!;
    const type = (input: HTMLInputElement | HTMLSelectElement, value: string) => {
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      input.value = value;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type(control('input[name="name"]'), '王芳');
    type(control('input[name="phone"]'), '13700137000');
    type(control('select[name="answer-f2"]'), '计算机应用');
    type(control('select[name="answer-f5"]'), '四川省');
    control<HTMLInputElement>('input[name="answer-f1"][value="大专"]').checked = true;
    control<HTMLInputElement>('input[name="answer-f3"][value="就业"]').checked = true;
    jest.spyOn(Date, 'now').mockImplementation(() => Date.parse('2026-03-01T08:00:09Z'));
    expect(formElement.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);

    render(<LeadForm title="预约回电" />, {
      container,
      hydrate: true,
      wrapper: ({ children }: { children: ReactNode }) => (
        <AppProviders store={storeWithForm()}>{children}</AppProviders>
      ),
    });

    // The after-lead panel (a toast of the test before may still be leaving).
    expect(await screen.findByText('提交成功')).toBeVisible();
    expect(log).toHaveLength(1);
    expect(log[0]?.body).toMatchObject({
      name: '王芳',
      answers: { f2: '计算机应用', f5: ['四川省'], f1: '大专', f3: ['就业'] },
      formVersion: 4,
    });
    expect(errors).not.toHaveBeenCalled();
  });
});
