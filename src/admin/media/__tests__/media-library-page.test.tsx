import { screen, waitFor, within } from '@testing-library/react';
import { openConsoleAs } from '@/testing/console';
import { installMediaServer } from '@/testing/msw/media-server';
import { installStaffServer } from '@/testing/msw/staff-server';

const staff = installStaffServer();
const media = installMediaServer(staff.server);

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('媒体库', () => {
  it('lists the files with thumbnails, sizes and where each is used', async () => {
    openConsoleAs(staff, 'editor', '/admin/media');
    expect(
      await screen.findByRole('heading', { name: '媒体库', level: 1 }, { timeout: 10000 }),
    ).toBeVisible();
    const used = await screen.findByRole('row', { name: /开学典礼\.png/ });
    expect(within(used).getByRole('img', { name: '开学典礼.png' })).toHaveAttribute(
      'src',
      media.state.files[0]!.url,
    );
    expect(within(used).getByText(/1920 × 640 像素/)).toBeVisible();
    expect(within(used).getByRole('list')).toHaveTextContent(
      '内容《开学典礼》内容《新生报到》轮播图《开学季》',
    );
    // A picture's thumbnail says what its alt text says.
    expect(within(rowOf('校园一角')).getByRole('img', { name: '图书馆前的草坪' })).toBeVisible();
    expect(within(rowOf('校园一角')).getByText('未使用')).toBeVisible();
  });

  it('searches by name, type and upload days through the address', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/media');
    await screen.findByRole('row', { name: /开学典礼\.png/ }, { timeout: 5000 });
    await user.type(screen.getByLabelText('文件名'), '校园');
    await user.selectOptions(screen.getByLabelText('类型'), '图片');
    await user.type(screen.getByLabelText('开始日期'), '2026-03-01');
    await user.type(screen.getByLabelText('结束日期'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /开学典礼\.png/ })).not.toBeInTheDocument());
    expect(rowOf('校园一角')).toBeVisible();
    const last = media.queries.at(-1)!;
    expect(Object.fromEntries(last)).toMatchObject({
      keyword: '校园',
      kind: 'image',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('saves a picture’s alt text', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/media');
    await screen.findByRole('row', { name: /开学典礼\.png/ }, { timeout: 5000 });
    const box = screen.getByRole('textbox', { name: '“开学典礼.png”的替代文字' });
    await user.type(box, '  新生在礼堂参加开学典礼 ');
    const save = screen.getByRole('button', { name: '保存替代文字（开学典礼.png）' });
    // Label in name (WCAG 2.5.3): what a voice user reads on the button is part of its name.
    expect(save.getAttribute('aria-label')).toContain(save.textContent);
    await user.click(save);
    await waitFor(() => expect(media.alts).toEqual([{ id: 1, alt: '新生在礼堂参加开学典礼' }]));
    // The list is asked again and shows it.
    expect(
      await within(rowOf('开学典礼')).findByRole('img', { name: '新生在礼堂参加开学典礼' }),
    ).toBeVisible();
  });

  it('shows the refusal naming where a used file is, and deletes an unused one', async () => {
    const { user } = openConsoleAs(staff, 'editor', '/admin/media');
    await screen.findByRole('row', { name: /开学典礼\.png/ }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: '删除“开学典礼.png”' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '该文件正在使用，无法删除：内容《开学典礼》、内容《新生报到》、轮播图《开学季》',
    );
    expect(media.removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: '删除“校园一角.png”' }));
    expect(await screen.findByText('确定删除“校园一角.png”吗？删除后无法恢复。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(media.removed).toEqual([2]));
    await waitFor(() => expect(screen.queryByRole('row', { name: /校园一角/ })).not.toBeInTheDocument());
  });
});
