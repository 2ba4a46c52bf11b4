import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { CODE } from '@contract/codes';
import type { MediaFile } from '@contract/server-file';
import { failWith, succeed } from './envelope';

const BASE = 'http://localhost/api/cms/resource/serverFile';

/** A file of the fake media library. */
export const mediaFile = (id: number, originalName: string, extra: Partial<MediaFile> = {}): MediaFile => ({
  id,
  name: `${'b'.repeat(30)}${String(id).padStart(2, '0')}.png`,
  url: `/uploads/${'b'.repeat(30)}${String(id).padStart(2, '0')}.png`,
  originalName,
  type: 'image/png',
  kind: 'image',
  size: 204_800,
  uploadedBy: 1,
  createdAt: '2026-03-01T02:00:00.000Z',
  alt: '',
  width: 1920,
  height: 640,
  widths: [480, 960, 1600],
  usedBy: [],
  ...extra,
});

/**
 * The media library's calls (list with its filters, updateAlt, remove refused while used), over
 * the staff server; what was asked is recorded for the tests.
 */
export function installMediaServer(server: SetupServerApi) {
  const state = { files: [] as MediaFile[] };
  const recorded = {
    queries: [] as URLSearchParams[],
    alts: [] as { id: number; alt: string }[],
    removed: [] as number[],
  };
  const reset = () => {
    state.files = [
      mediaFile(1, '开学典礼.png', { usedBy: ['内容《开学典礼》', '内容《新生报到》', '轮播图《开学季》'] }),
      mediaFile(2, '校园一角.png', { alt: '图书馆前的草坪' }),
      mediaFile(3, '宣传片.mp4', { kind: 'video', type: 'video/mp4', width: null, height: null, widths: [] }),
    ];
    for (const list of Object.values(recorded)) list.length = 0;
  };
  reset();
  const handlers = [
    http.get(`${BASE}/list`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      recorded.queries.push(query);
      const keyword = query.get('keyword') ?? '';
      const kind = query.get('kind');
      const found = state.files.filter(
        (file) => file.originalName.includes(keyword) && (!kind || file.kind === kind),
      );
      return succeed({ total: found.length, pageList: found });
    }),
    http.put(`${BASE}/updateAlt`, async ({ request }) => {
      const body = (await request.json()) as { id: number; alt: string };
      recorded.alts.push(body);
      state.files = state.files.map((file) => (file.id === body.id ? { ...file, alt: body.alt } : file));
      return succeed(null);
    }),
    http.delete(BASE, ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('id'));
      const file = state.files.find((row) => row.id === id);
      if (!file) return failWith(CODE.notFound, '文件不存在');
      if (file.usedBy.length > 0) {
        return failWith(
          CODE.badRequest,
          `该文件正在使用，无法删除：${file.usedBy.join('、')}。请先在这些地方替换或移除它`,
        );
      }
      recorded.removed.push(id);
      state.files = state.files.filter((row) => row.id !== id);
      return succeed(null);
    }),
  ];
  beforeEach(() => server.use(...handlers));
  afterEach(reset);
  return { state, ...recorded };
}
