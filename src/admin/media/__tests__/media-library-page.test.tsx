import { screen, waitFor, within } from '@testing-library/react';
import sharp from 'sharp';
import type { ServerFile } from '@contract/server-file';
import { chinaToday } from '@/admin/ui/china-days';
import { openSignedInConsole } from '@/testing/console';
import { installRealServer } from '@/testing/real-server';

// The real server (one app for this file, from the seed): its upload route stores the library's
// two pictures, and the file's tests run in order on what the earlier ones left.
const server = installRealServer();

const FILES = '/api/cms/resource/serverFile';

/** A real PNG of `width` × `height` in one colour (`seed`), as a camera would not make it but the server decodes it. */
const png = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed * 60, g: 120, b: 200 - seed * 40 } } })
    .png()
    .toBuffer();

/** Uploads a picture through the real route, as the console's 上传 does. */
async function upload(name: string, bytes: Buffer): Promise<ServerFile> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  const response = await fetch(`${globalThis.location.origin}${FILES}/upload`, {
    method: 'POST',
    body: form,
  });
  const answer = (await response.json()) as { code: number; message: string; data: ServerFile };
  if (answer.code !== 0) throw new Error(`upload of ${name} refused: ${answer.message}`);
  return answer.data;
}

/** Where 开学典礼.png is shown: two content items and a banner of the demo, as the server names them. */
let usedBy: string[] = [];
let campusId = 0;

beforeAll(async () => {
  await server.signIn('editor');
  const ceremony = await upload('开学典礼.png', await png(1920, 640, 1));
  const campus = await upload('校园一角.png', await png(800, 600, 2));
  campusId = campus.id;
  await server.send('PUT', `${FILES}/updateAlt`, { id: campus.id, alt: '图书馆前的草坪' });
  const { db } = server.app;
  const items = await db.selectFrom('site_content').select(['id', 'title']).orderBy('id').limit(2).execute();
  await db
    .updateTable('site_content')
    .set({ image: ceremony.url })
    .where(
      'id',
      'in',
      items.map((item) => item.id),
    )
    .execute();
  const banner = await db
    .selectFrom('site_banner')
    .select(['id', 'title'])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('site_banner').set({ image: ceremony.url }).where('id', '=', banner.id).execute();
  usedBy = [...items.map((item) => `内容《${item.title}》`), `轮播图《${banner.title}》`];
  server.forgetCookies();
});

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

/** The library, signed in as the demo editor, once its first row is drawn. */
async function openLibrary() {
  const opened = await openSignedInConsole(server, 'editor', '/admin/media');
  await screen.findByRole('row', { name: /开学典礼\.png/ }, { timeout: 10_000 });
  return opened;
}

describe('媒体库', () => {
  it('lists the files with thumbnails, sizes and where each is used', async () => {
    await openLibrary();
    expect(screen.getByRole('heading', { name: '媒体库', level: 1 })).toBeVisible();
    const used = rowOf('开学典礼\\.png');
    expect(within(used).getByRole('img', { name: '开学典礼.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^\/uploads\//),
    );
    expect(within(used).getByText(/1920 × 640 像素/)).toBeVisible();
    expect(within(used).getByRole('list')).toHaveTextContent(usedBy.join(''));
    // A picture's thumbnail says what its alt text says.
    expect(within(rowOf('校园一角')).getByRole('img', { name: '图书馆前的草坪' })).toBeVisible();
    expect(within(rowOf('校园一角')).getByText('未使用')).toBeVisible();
  });

  it('shows a site role who uploaded each file, and offers it no change of another’s file', async () => {
    await openSignedInConsole(server, 'vocational.writer', '/admin/media');
    const campus = await screen.findByRole('row', { name: /校园一角/ }, { timeout: 10_000 });
    expect(within(campus).getByText(/上传人：演示编辑/)).toBeVisible();
    expect(within(campus).getByText('他人上传，不可修改')).toBeVisible();
    expect(within(campus).queryByRole('button', { name: /删除/ })).toBeNull();
    expect(within(campus).queryByRole('textbox')).toBeNull();
    // Its alt text is still shown, as the site shows it.
    expect(within(campus).getByText('图书馆前的草坪')).toBeVisible();
  });

  it('searches by name, type and upload days through the address', async () => {
    const { user } = await openLibrary();
    // The files were uploaded today, China's day, as the date boxes take it.
    const today = chinaToday();
    await user.type(screen.getByLabelText('文件名'), '校园');
    await user.selectOptions(screen.getByLabelText('类型'), '图片');
    await user.type(screen.getByLabelText('开始日期'), today);
    await user.type(screen.getByLabelText('结束日期'), today);
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /开学典礼\.png/ })).not.toBeInTheDocument());
    expect(rowOf('校园一角')).toBeVisible();
    expect(server.calls(`${FILES}/list`).at(-1)?.query).toMatchObject({
      keyword: '校园',
      kind: 'image',
      from: today,
      to: today,
    });
  });

  it('saves a picture’s alt text', async () => {
    const { user } = await openLibrary();
    const box = screen.getByRole('textbox', { name: '“开学典礼.png”的替代文字' });
    await user.type(box, '  新生在礼堂参加开学典礼 ');
    const save = screen.getByRole('button', { name: '保存替代文字（开学典礼.png）' });
    // Label in name (WCAG 2.5.3): what a voice user reads on the button is part of its name.
    expect(save.getAttribute('aria-label')).toContain(save.textContent);
    await user.click(save);
    // Trimmed by the console, stored by the server; the list is asked again and shows it.
    expect(
      await within(rowOf('开学典礼')).findByRole('img', { name: '新生在礼堂参加开学典礼' }),
    ).toBeVisible();
    expect(server.calls(`${FILES}/updateAlt`, 'PUT').map((call) => call.body)).toEqual([
      { id: expect.any(Number), alt: '新生在礼堂参加开学典礼' },
    ]);
  });

  it('shows the refusal naming where a used file is, and deletes an unused one', async () => {
    const { user } = await openLibrary();
    await user.click(screen.getByRole('button', { name: '删除“开学典礼.png”' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `该文件正在使用，无法删除：${usedBy.join('、')}`,
    );
    expect(rowOf('开学典礼')).toBeVisible();

    await user.click(screen.getByRole('button', { name: '删除“校园一角.png”' }));
    expect(await screen.findByText('确定删除“校园一角.png”吗？删除后无法恢复。')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /校园一角/ })).not.toBeInTheDocument());
    const stored = await server.app.db
      .selectFrom('server_file')
      .select('id')
      .where('id', '=', campusId)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});
