import { twoServersOnOneDatabase, type ServerProcess } from '../server-process';
import { EDITOR } from '../routes/api/bms/system/staff';

/**
 * Issue 13 item 7: with PostgreSQL and two server processes on one database, a write on one is
 * seen through the other within 1 s, though each keeps public answers in memory (the content
 * cache TTL here is a minute): the writer NOTIFYs content_changed, the other LISTENs and drops
 * its caches.
 */
describe('a content write seen by a second server process on one PostgreSQL database', () => {
  const servers = twoServersOnOneDatabase({ CONTENT_CACHE_TTL_MS: '60000' });

  it('shows a banner saved on A in B’s public list within 1 s', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const titles = async () => {
      const response = await fetch(`${b.base}/api/cms/web/siteBanner/listForClient?platform=company`);
      const body = (await response.json()) as { data: { title: string }[] };
      return body.data.map((banner) => banner.title);
    };
    // B has the list cached (for a minute).
    expect(await titles()).not.toContain('跨进程可见');
    const signIn = await fetch(`${a.base}/api/bms/system/admin/signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.base },
      body: JSON.stringify(EDITOR),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0]!;
    const started = Date.now();
    const saved = await fetch(`${a.base}/api/cms/web/siteBanner`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: a.base, cookie },
      body: JSON.stringify({
        platform: 'company',
        title: '跨进程可见',
        image: '/images/demo/banner-company-1.svg',
        status: true,
      }),
    });
    expect(((await saved.json()) as { code: number }).code).toBe(0);
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - started < 5000) {
      if ((await titles()).includes('跨进程可见')) {
        seenAfter = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    console.log(`a banner saved on process A showed in process B's public list after ${seenAfter} ms`);
    expect(seenAfter).toBeLessThan(1000);
  });
});
