import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { useState } from 'react';
import { ConsoleProviders } from '@/admin/app/providers';
import { makeConsoleStore } from '@/admin/app/store';
import { failWith, succeed } from '@/testing/msw/envelope';
import { installMockServer } from '@/testing/msw/mock-server';
import { CODE } from '@contract/codes';
import type { ServerFile } from '@contract/server-file';
import { MediaField } from '../media-field';
import { findOpenDialog } from '@/testing/open-dialog';

const stored = (id: number, originalName: string, kind: 'image' | 'video' = 'image'): ServerFile => ({
  id,
  name: `${'a'.repeat(31)}${id}.${kind === 'image' ? 'png' : 'mp4'}`,
  url: `/uploads/${'a'.repeat(31)}${id}.${kind === 'image' ? 'png' : 'mp4'}`,
  originalName,
  type: kind === 'image' ? 'image/png' : 'video/mp4',
  kind,
  size: 2048,
  uploadedBy: 1,
  createdAt: '2026-03-01T02:00:00.000Z',
  alt: '',
  width: null,
  height: null,
  widths: [],
});

const received: { name: string; text: string }[] = [];
let library: ServerFile[] = [];
const server = installMockServer(
  http.post('http://localhost/api/cms/resource/serverFile/upload', async ({ request }) => {
    const file = (await request.formData()).get('file') as File;
    received.push({ name: file.name, text: await file.text() });
    const saved = stored(100 + received.length, file.name);
    library = [saved, ...library];
    return succeed(saved);
  }),
  http.get('http://localhost/api/cms/resource/serverFile/list', ({ request }) => {
    const kind = new URL(request.url).searchParams.get('kind');
    const pageList = library.filter((file) => file.kind === kind);
    return succeed({ total: pageList.length, pageList });
  }),
);

beforeEach(() => {
  received.length = 0;
  library = [stored(1, '校园春景.png'), stored(2, '宣传片.mp4', 'video')];
});

function Harness({ kind = 'image' as const }: { kind?: 'image' | 'video' }) {
  const [url, setUrl] = useState('');
  return (
    <>
      <MediaField label="封面图片" kind={kind} name="cover" value={url} onChange={setUrl} />
      <output data-testid="value">{url}</output>
    </>
  );
}

const renderField = () =>
  render(
    <ConsoleProviders store={makeConsoleStore()}>
      <Harness />
    </ConsoleProviders>,
  );

describe('MediaField', () => {
  it('uploads a chosen picture, then shows its address and a preview', async () => {
    renderField();
    const picture = new File(['png-bytes'], '开学典礼.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('cover-file'), picture);

    await waitFor(() => expect(screen.getByTestId('value')).toHaveTextContent('/uploads/'));
    expect(received).toEqual([{ name: '开学典礼.png', text: 'png-bytes' }]);
    expect(screen.getByLabelText('封面图片')).toHaveValue(library[0]!.url);
    expect(screen.getByRole('img', { name: '封面图片预览' })).toHaveAttribute('src', library[0]!.url);
    expect(screen.getByText('已上传：开学典礼.png')).toBeInTheDocument();
  });

  it('refuses a file of another type before sending it', async () => {
    renderField();
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    await userEvent.upload(screen.getByTestId('cover-file'), text, { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择 JPG、PNG 或 GIF 图片');
    expect(received).toEqual([]);
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it("shows the server's refusal and keeps the address as it was", async () => {
    server.use(
      http.post('http://localhost/api/cms/resource/serverFile/upload', () =>
        failWith(CODE.badRequest, '只能上传 JPG、PNG、GIF 图片或 MP4 视频'),
      ),
    );
    renderField();
    await userEvent.upload(
      screen.getByTestId('cover-file'),
      new File(['x'], 'fake.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传 JPG、PNG、GIF 图片或 MP4 视频');
    expect(screen.getByTestId('value')).toBeEmptyDOMElement();
  });

  it('picks an earlier upload of its kind from the media library', async () => {
    const user = userEvent.setup();
    renderField();
    await user.click(screen.getByRole('button', { name: '从媒体库选择' }));
    const dialog = await findOpenDialog('图片库', 'dialog');
    // Pictures only: the video of the library is not offered for a picture field.
    expect(within(dialog).queryByRole('button', { name: /宣传片/ })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: '选择 校园春景.png' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('value')).toHaveTextContent(library[0]!.url);
  });

  it('clears the address', async () => {
    const user = userEvent.setup();
    renderField();
    await user.type(screen.getByLabelText('封面图片'), '/uploads/x.png');
    await user.click(screen.getByRole('button', { name: '清除' }));
    expect(screen.getByLabelText('封面图片')).toHaveValue('');
  });
});
