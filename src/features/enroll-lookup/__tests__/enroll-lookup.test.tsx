import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import type { RouteObject } from 'react-router-dom';
import { ADMISSION_SITE_ID } from '@/lib/constants';
import { requestsStarted } from '@/testing/api-requests';
import { siteSetting } from '@/testing/fixtures';
import { installMockServer } from '@/testing/msw/mock-server';
import { renderRoutes } from '@/testing/render';
import { forgetLookupProof } from '@/api/lookup-proof';
import { EnrollDetailPage } from '../enroll-detail-page';
import { EnrollInfoPage } from '../enroll-info-page';
import {
  CHALLENGE_URL,
  FOUND_ID,
  FOUND_INFO,
  issueTestChallenge,
  LOOKUP_URL,
  type LookupLog,
  lookupHandlers,
  proofRefused,
} from './lookup-handlers';

const log: LookupLog = [];
const challenges = { count: 0 };
const ENROLL_NOTICE = '录取结果一般在录取批次结束后 2 至 4 周内公布。';
const server = installMockServer(
  ...lookupHandlers(log, challenges),
  http.get('*/api/cms/web/siteSetting/detailsForClient', () =>
    HttpResponse.json({
      code: 0,
      message: 'ok',
      data: siteSetting({ phone: '400-800-1234', enrollNotice: ENROLL_NOTICE }),
    }),
  ),
);

afterEach(() => {
  log.length = 0;
  challenges.count = 0;
  forgetLookupProof();
  act(() => toast.remove());
  sessionStorage.clear();
});

const routes: RouteObject[] = [
  { path: '/enroll_info', element: <EnrollInfoPage /> },
  { path: '/enroll_detail', element: <EnrollDetailPage /> },
];

function setup(path = '/enroll_info') {
  const user = userEvent.setup();
  const rendered = renderRoutes(routes, path);
  return { user, ...rendered };
}

const idInput = () => screen.getByRole('textbox', { name: '身份证号' });
const queryButton = () => screen.getByRole('button', { name: '查询' });

/** The definition list as { term: definition }. */
function readFacts(): Record<string, string> {
  const terms = screen.getAllByRole('term').map((term) => term.textContent ?? '');
  const definitions = screen.getAllByRole('definition').map((definition) => definition.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, definitions[index] ?? '']));
}

describe('/enroll_info', () => {
  it('shows the site’s logo and name, the heading and a labelled field', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: '录取查询' })).toBeInTheDocument();
    // Whose lookup this is, on a page without the header: the site's logo and name lead home.
    const home = await screen.findByRole('link', {
      name: new RegExp(`^${siteSetting().siteTitle}\\s?，返回首页$`),
    });
    expect(home).toHaveAttribute('href', '/home');
    expect(home).toHaveTextContent(siteSetting().siteTitle);
    expect(home.querySelector('img')).toHaveAttribute('src', '/images/logo.svg');
    expect(idInput()).toBeInTheDocument();
  });

  it('refuses an empty (or blank) number with a toast, without a call', async () => {
    const { user } = setup();
    await user.type(idInput(), '   ');
    await user.click(queryButton());
    expect(await screen.findByText('请先输入身份证再查询')).toBeInTheDocument();
    expect(idInput()).toHaveFocus();
    expect(log).toHaveLength(0);
  });

  it('refuses a malformed number inline, announced, without a call', async () => {
    const { user } = setup();
    await user.type(idInput(), '12345');
    await user.click(queryButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('身份证号格式不正确');
    expect(idInput()).toHaveAttribute('aria-invalid', 'true');
    expect(idInput()).toHaveAccessibleDescription(expect.stringContaining('身份证号格式不正确'));
    expect(log).toHaveLength(0);

    await user.type(idInput(), '6');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(idInput()).not.toHaveAttribute('aria-invalid');
  });

  it('warns 暂无录取信息 when nothing is found, says when results come and whom to call, and stays', async () => {
    const { user, router } = setup();
    await user.type(idInput(), '110101199003070011');
    await user.click(queryButton());
    expect((await screen.findAllByText('暂无录取信息')).length).toBeGreaterThan(0);
    expect(log).toEqual([{ idCardNo: '110101199003070011', siteId: String(ADMISSION_SITE_ID) }]);
    expect(router.state.location.pathname).toBe('/enroll_info');
    expect(await screen.findByText(ENROLL_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '拨打招生热线 400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    // Typing another number takes the answer away.
    await user.type(idInput(), '1');
    expect(screen.queryByText(ENROLL_NOTICE)).not.toBeInTheDocument();
  });

  it('trims the number, upper-cases x, and opens the result from the cache (one call)', async () => {
    const { user, router } = setup();
    await user.type(idInput(), `  ${FOUND_ID.toLowerCase()} `);
    await user.click(queryButton());

    expect(await screen.findByRole('heading', { level: 1, name: '录取信息' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enroll_detail');
    expect(readFacts()).toEqual({ 录取年份: '2026', 姓名: '李晓梅', 录取专业: '护理', 性别: '女' });
    expect(log).toEqual([{ idCardNo: FOUND_ID, siteId: String(ADMISSION_SITE_ID) }]);
    // The number went through the address and out of it again (the entry was replaced).
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('reads a number typed in groups, or with a Chinese input method’s full-width digits', async () => {
    const { user } = setup();
    // Groups split by an ASCII space and an ideographic one (U+3000), the last four full-width.
    const fullWidth = [...FOUND_ID.slice(14)]
      .map((character) => String.fromCharCode(character.charCodeAt(0) + 0xfee0))
      .join('');
    await user.type(idInput(), `${FOUND_ID.slice(0, 6)} ${FOUND_ID.slice(6, 14)}\u3000${fullWidth}`);
    await user.click(queryButton());

    expect(await screen.findByRole('heading', { level: 1, name: '录取信息' })).toBeInTheDocument();
    expect(log).toEqual([{ idCardNo: FOUND_ID, siteId: String(ADMISSION_SITE_ID) }]);
  });

  it('takes at most 24 characters: 18 and the spaces between groups', async () => {
    const { user } = setup();
    expect(idInput()).toHaveAttribute('maxLength', '24');
    await user.type(idInput(), '1'.repeat(40));
    expect(idInput()).toHaveValue('1'.repeat(24));
  });

  it('leaves the server message to the base query toast and stays on failure', async () => {
    server.use(
      http.get(LOOKUP_URL, () =>
        HttpResponse.json({ code: 100000003, message: '查询过于频繁，请稍后再试', data: null }),
      ),
    );
    const { user, router } = setup();
    await user.type(idInput(), FOUND_ID);
    await user.click(queryButton());
    expect(await screen.findByText('查询过于频繁，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('暂无录取信息')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enroll_info');
    // The toast shows as the call fails; the button reads 查询 again once the failure is stored.
    expect(await screen.findByRole('button', { name: '查询' })).toBeEnabled();
  });
});

describe('/enroll_info: the lookup’s challenge (issue 35)', () => {
  it('solves a challenge as soon as the form shows, and looks up with it when 查询 is tapped', async () => {
    const { user, router } = setup();
    // Fetched (and solved) before the visitor has typed anything.
    await waitFor(() => expect(challenges.count).toBe(1));
    await user.type(idInput(), FOUND_ID);
    await user.click(queryButton());
    expect(await screen.findByRole('heading', { level: 1, name: '录取信息' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enroll_detail');
    // The handler answers only a lookup with the proof of a challenge it issued: this one.
    expect(log).toEqual([{ idCardNo: FOUND_ID, siteId: String(ADMISSION_SITE_ID) }]);
    expect(challenges.count).toBe(1);
  });

  it('solves the next challenge after an answer, so a second lookup is as quick', async () => {
    const { user } = setup();
    await user.type(idInput(), '110101199003070011');
    await user.click(queryButton());
    expect((await screen.findAllByText('暂无录取信息')).length).toBeGreaterThan(0);
    await waitFor(() => expect(challenges.count).toBe(2));
    await user.clear(idInput());
    await user.type(idInput(), FOUND_ID);
    await user.click(queryButton());
    expect(await screen.findByRole('heading', { level: 1, name: '录取信息' })).toBeInTheDocument();
    expect(log.map((entry) => entry.idCardNo)).toEqual(['110101199003070011', FOUND_ID]);
    expect(challenges.count).toBe(2);
  });

  it('asks again with a new challenge, without a word, when the server refuses the proof', async () => {
    let refused = 0;
    server.use(
      http.get(
        LOOKUP_URL,
        () => {
          refused += 1;
          return proofRefused('查询验证已过期，请重新查询');
        },
        { once: true },
      ),
    );
    const { user } = setup();
    await user.type(idInput(), FOUND_ID);
    await user.click(queryButton());
    expect(await screen.findByRole('heading', { level: 1, name: '录取信息' })).toBeInTheDocument();
    expect(refused).toBe(1);
    expect(challenges.count).toBe(2);
    expect(screen.queryByText('查询验证已过期，请重新查询')).not.toBeInTheDocument();
  });

  it('says so in Chinese when no challenge can be had, and tries again on the next tap', async () => {
    let failures = 0;
    server.use(
      http.get(CHALLENGE_URL, () => {
        failures += 1;
        return failures <= 2
          ? HttpResponse.error()
          : HttpResponse.json({ code: 0, message: 'ok', data: issueTestChallenge() });
      }),
    );
    const { user } = setup();
    await waitFor(() => expect(failures).toBe(1));
    await user.type(idInput(), FOUND_ID);
    await user.click(queryButton());
    expect(await screen.findByText('网络连接失败，请检查网络后重试')).toBeInTheDocument();
    expect(log).toHaveLength(0);
    expect(await screen.findByRole('button', { name: '查询' })).toBeEnabled();
    await user.click(queryButton());
    expect(await screen.findByRole('heading', { level: 1, name: '录取信息' })).toBeInTheDocument();
    expect(log).toEqual([{ idCardNo: FOUND_ID, siteId: String(ADMISSION_SITE_ID) }]);
  });
});

describe('/enroll_detail', () => {
  it('takes the number out of the address once the result shows, keeps it for the visit, and offers next steps', async () => {
    const { router } = setup(`/enroll_detail?idCardNo=${FOUND_ID}&from=share`);
    await screen.findByRole('heading', { name: '录取信息' });
    await waitFor(() => expect(router.state.location.search).toBe('?from=share'));
    expect(readFacts()).toHaveProperty('姓名', '李晓梅');
    expect(sessionStorage.getItem('enroll-lookup-id-card')).toBe(FOUND_ID);

    const nextSteps = screen.getByRole('region', { name: '下一步' });
    expect(await within(nextSteps).findByRole('link', { name: '拨打招生热线 400-800-1234' })).toHaveAttribute(
      'href',
      'tel:4008001234',
    );
    expect(within(nextSteps).getByRole('link', { name: '在线咨询' })).toHaveAttribute(
      'href',
      '/online_registration',
    );
    expect(within(nextSteps).queryByText(ENROLL_NOTICE)).not.toBeInTheDocument();
  });

  it('shows the result again after a reload: the number comes from the visit’s session', async () => {
    sessionStorage.setItem('enroll-lookup-id-card', FOUND_ID);
    const { router } = setup('/enroll_detail');
    await screen.findByRole('heading', { name: '录取信息' });
    expect(readFacts()).toEqual({ 录取年份: '2026', 姓名: '李晓梅', 录取专业: '护理', 性别: '女' });
    expect(router.state.location.search).toBe('');
    expect(log).toEqual([{ idCardNo: FOUND_ID, siteId: String(ADMISSION_SITE_ID) }]);
  });

  it('looks the number up itself when opened directly', async () => {
    setup(`/enroll_detail?idCardNo=${FOUND_ID}`);
    expect(screen.getByRole('status')).toHaveTextContent('正在查询录取信息…');
    await screen.findByRole('heading', { name: '录取信息' });
    expect(readFacts()).toEqual({ 录取年份: '2026', 姓名: '李晓梅', 录取专业: '护理', 性别: '女' });
    expect(log).toHaveLength(1);
  });

  it('says so when nothing is found, with the way back', async () => {
    const { user, router } = setup('/enroll_detail?idCardNo=110101199003070011');
    expect(await screen.findByText('暂无录取信息，请核对身份证号后重新查询。')).toBeInTheDocument();
    expect(screen.queryByRole('definition')).not.toBeInTheDocument();
    // When results are published, and whom to call.
    const help = screen.getByRole('region', { name: '需要帮助？' });
    expect(within(help).getByText(ENROLL_NOTICE)).toBeInTheDocument();
    expect(await within(help).findByRole('link', { name: '拨打招生热线 400-800-1234' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(screen.getByRole('button', { name: '返回查询' }));
    expect(router.state.location.pathname).toBe('/enroll_info');
    expect(idInput()).toBeInTheDocument();
  });

  it.each(['/enroll_detail', '/enroll_detail?idCardNo=abc'])('refuses %s without a call', async (path) => {
    const { store } = setup(path);
    expect(screen.getByRole('alert')).toHaveTextContent('缺少有效的身份证号，请返回重新查询。');
    expect(screen.getByRole('button', { name: '返回查询' })).toBeInTheDocument();
    // Not sent, nor on its way: no lookup was started.
    expect(requestsStarted(store, 'searchSchoolRollContinue')).toBe(0);
    expect(log).toHaveLength(0);
  });

  it('offers a retry after a failed call', async () => {
    let calls = 0;
    server.use(
      http.get(LOOKUP_URL, () => {
        calls += 1;
        return calls === 1
          ? new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' })
          : HttpResponse.json({ code: 0, message: 'ok', data: FOUND_INFO });
      }),
    );
    const { user } = setup(`/enroll_detail?idCardNo=${FOUND_ID}`);
    expect(await screen.findByText('查询失败，请稍后重试。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重新查询' }));
    await waitFor(() => expect(readFacts()).toHaveProperty('姓名', '李晓梅'));
    expect(calls).toBe(2);
    expect(within(screen.getByRole('region', { name: '录取信息' })).getByText('护理')).toBeInTheDocument();
  });
});
