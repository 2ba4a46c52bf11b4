import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { postgresCluster } from '../helper';
import { startServerProcess, type ServerProcess } from '../server-process';

/**
 * Issue 13 item 5: with DATABASE_URL, a file uploaded through one server process is served by
 * every other (the bytes are in the database, not in one process's folder).
 */
describe('uploads shared by two server processes on one PostgreSQL database', () => {
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    const env = { DATABASE_URL: await (await postgresCluster()).createDatabase(), SEED_DEMO: '1' };
    servers.push(await startServerProcess({ ...env, DATA_DIR: '/tmp/edu-site-a-does-not-share' }));
    servers.push(await startServerProcess({ ...env, DATA_DIR: '/tmp/edu-site-b-does-not-share' }));
  }, 120_000);
  afterAll(() => Promise.all(servers.map((server) => server.stop())));

  it('serves from B the bytes uploaded on A', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const signIn = await fetch(`${a.base}/api/bms/system/admin/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.base },
      body: JSON.stringify({ username: 'editor', password: 'Bianji@2026demo' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    // A real picture (the server decodes it to make its web sizes) of noise: over one 1 MB chunk.
    const bytes = await sharp(randomBytes(900 * 900 * 3), { raw: { width: 900, height: 900, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(bytes.length).toBeGreaterThan(1024 * 1024);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), '校园.jpg');
    const uploaded = await fetch(`${a.base}/api/cms/resource/serverFile/upload`, {
      method: 'POST',
      headers: { cookie, origin: a.base },
      body: form,
    });
    const answer = (await uploaded.json()) as { code: number; data: { url: string } };
    expect(answer.code).toBe(0);
    const served = await fetch(`${b.base}${answer.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
