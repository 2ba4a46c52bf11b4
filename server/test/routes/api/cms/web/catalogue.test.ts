import type { PageOf } from '@contract/common';
import type { Coworker, CoworkerDetails } from '@contract/coworker';
import type { JobPosition } from '@contract/job-position';
import type { PageType } from '@contract/page-type';
import type { Banner } from '@contract/site-banner';
import { build, envelope, hiddenIds, STORES, type TestApp } from '../../../../helper';

// Banners, page types, teachers and job positions: the smaller read-only calls.
describe.each(STORES)('catalogue routes on %s', (store) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ store });
  }, 60_000);

  const get = async <T>(url: string) => {
    const response = await app.inject({ url });
    return { status: response.statusCode, ...envelope<T>(response) };
  };

  it('lists the published banners of a platform, in order', async () => {
    const { code, data } = await get<Banner[]>('/api/cms/web/siteBanner/listForClient?platform=company');
    expect(code).toBe(0);
    expect(data).toHaveLength(3);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      platform: 'company',
      title: expect.any(String),
      image: '/images/demo/banner-company-1.svg',
      url: '/about_us',
      sort: 10,
    });
    expect(data.some((banner) => banner.title.includes('已下线'))).toBe(false);
    const academic = await get<Banner[]>('/api/cms/web/siteBanner/listForClient?platform=academic');
    expect(academic.data.every((banner) => banner.platform === 'academic')).toBe(true);
  });

  it('lists every page type, the staff-made one included', async () => {
    const { code, data } = await get<PageType[]>('/api/cms/web/pageType/listForClient');
    expect(code).toBe(0);
    // The spec's 17, 校区查询 (issue 39) and the demo's staff-made 荣誉墙.
    expect(data.length).toBe(19);
    expect(data.find((pageType) => pageType.name === '荣誉墙')).toEqual({
      id: expect.any(Number),
      name: '荣誉墙',
      templateKey: 'word_list14',
      contentType: null,
      sortType: null,
    });
  });

  it('pages the published teachers of a platform and hides the rest', async () => {
    const first = await get<PageOf<Coworker>>(
      '/api/cms/web/coworker/listForClient?platform=company&pageSize=6',
    );
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(8);
    expect(first.data.pageList).toHaveLength(6);
    expect(first.data.pageList[0]).toEqual({
      id: expect.any(Number),
      platform: 'company',
      name: '王建国',
      title: expect.any(String),
      avatar: expect.stringMatching(/^\/images\/demo\/portrait-/),
      summary: expect.any(String),
      subjects: expect.any(String),
      sort: 10,
    });
    expect(first.data.pageList[0]).not.toHaveProperty('bio');
    const second = await get<PageOf<Coworker>>(
      '/api/cms/web/coworker/listForClient?platform=company&pageNum=2',
    );
    expect(second.data.pageList).toHaveLength(2);
    expect(JSON.stringify([first.data, second.data])).not.toContain('吴昊');
  });

  it('answers a teacher with the biography, and "not found" for a hidden one', async () => {
    const { data } = await get<PageOf<Coworker>>('/api/cms/web/coworker/listForClient?platform=company');
    const details = await get<CoworkerDetails>(
      `/api/cms/web/coworker/detailsForClient?id=${data.pageList[0]!.id}`,
    );
    expect(details.data).toMatchObject({ name: '王建国', bio: expect.stringContaining('<p>') });
    const [hidden] = await hiddenIds(app.db, 'coworker');
    for (const id of [hidden, 424242]) {
      const missing = await get(`/api/cms/web/coworker/detailsForClient?id=${id}`);
      expect(missing).toMatchObject({ status: 404, code: 100000002, message: '教师信息不存在' });
    }
  });

  it('lists the open positions of a platform', async () => {
    const { code, data } = await get<JobPosition[]>(
      '/api/cms/web/jobPosition/listForClient?platform=company',
    );
    expect(code).toBe(0);
    expect(data).toHaveLength(6);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      platform: 'company',
      title: '招生顾问',
      department: '招生中心',
      location: '广州',
      headcount: 5,
      salary: '8k-15k',
      requirements: expect.stringContaining('<li>'),
      publishTime: expect.stringMatching(/Z$/),
      sort: 10,
    });
    expect(data.some((job) => job.title.includes('已招满'))).toBe(false);
  });

  it.each([
    '/api/cms/web/siteBanner/listForClient?platform=x',
    '/api/cms/web/coworker/listForClient?pageSize=1000',
    '/api/cms/web/coworker/detailsForClient',
    '/api/cms/web/jobPosition/listForClient?platform=company&platform=academic',
  ])('refuses %s with code 100000001', async (url) => {
    const answer = await get(url);
    expect(answer.status).toBe(400);
    expect(answer.code).toBe(100000001);
  });
});
