import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, Outlet, type RouteObject } from 'react-router-dom';
import { renderRoutes } from '@/testing/render';
import { useUnsavedReportGuard } from '../use-unsaved-report-guard';
import { findOpenDialog } from '@/testing/open-dialog';

const LEAVE = '您还没有保存报告，确定离开此页面吗？';

function ReportPage() {
  const [unsaved, setUnsaved] = useState(false);
  useUnsavedReportGuard(unsaved);
  return (
    <>
      <h1>报告</h1>
      <button type="button" onClick={() => setUnsaved(true)}>
        编辑
      </button>
      <button type="button" onClick={() => setUnsaved(false)}>
        保存
      </button>
      <Link to="/other">其他页面</Link>
      <Link to="/report?tab=2">第二页</Link>
      <Link to="#summary">摘要</Link>
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: '/report', element: <ReportPage /> },
      { path: '/other', element: <h1>其他</h1> },
    ],
  },
];

function setup() {
  const user = userEvent.setup();
  return { user, ...renderRoutes(routes, '/report') };
}

describe('useUnsavedReportGuard', () => {
  it('lets the visitor leave freely while nothing is unsaved', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('link', { name: '其他页面' }));
    expect(router.state.location.pathname).toBe('/other');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks before leaving an unsaved report, and stays on 取消', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await user.click(screen.getByRole('link', { name: '其他页面' }));

    const dialog = await findOpenDialog('提示');
    expect(dialog).toHaveAccessibleDescription(LEAVE);
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/report');
    expect(screen.getByRole('heading', { name: '报告' })).toBeInTheDocument();
  });

  it('leaves on 确定', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await user.click(screen.getByRole('link', { name: '其他页面' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByRole('heading', { name: '其他' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
  });

  it('guards a change of query too, but not a jump to an anchor', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await user.click(screen.getByRole('link', { name: '摘要' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.hash).toBe('#summary');

    await user.click(screen.getByRole('link', { name: '第二页' }));
    expect(await findOpenDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(router.state.location.search).toBe('');
  });

  it('guards the back button', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('link', { name: '其他页面' }));
    await act(() => router.navigate('/report'));
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await act(() => router.navigate(-1));
    expect(await findOpenDialog()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(router.state.location.pathname).toBe('/report');
  });

  it('stops asking once the report is saved', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: '编辑' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await user.click(screen.getByRole('link', { name: '其他页面' }));
    expect(router.state.location.pathname).toBe('/other');
  });

  it('asks the browser before a reload or closing the tab, only while unsaved', async () => {
    const { user } = setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: '编辑' }));
    expect(unload()).toBe(true);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(unload()).toBe(false);
  });
});
