import { Type } from 'typebox';
import { BannerSaveBody } from '@contract/site-banner';
import { COWORKER, COWORKER_ADMIN_DETAILS } from '../../src/repositories/coworker';
import { JOB_POSITION } from '../../src/repositories/job-position';
import { rowMapping, snakeCase, valuesFromBody } from '../../src/repositories/row-mapping';
import { BANNER, BANNER_ADMIN } from '../../src/repositories/site-banner';

/** A coworker's list columns, in the schema's order (the staff's details add status and bio). */
const COWORKER_LIST_COLUMNS = ['id', 'platform', 'name', 'title', 'avatar', 'summary', 'subjects', 'sort'];

describe('row mapping from the contract schemas (issue 24 item 1)', () => {
  it('names columns in snake_case, in the schema order, derived properties left out', () => {
    expect(snakeCase('publishTime')).toBe('publish_time');
    expect(snakeCase('xiaohongshuQr')).toBe('xiaohongshu_qr');
    expect(COWORKER.columns).toEqual(COWORKER_LIST_COLUMNS);
    expect(JOB_POSITION.columns).toContain('publish_time');
    expect(BANNER.columns).toEqual(['id', 'platform', 'title', 'image', 'url', 'sort']);
    expect(BANNER_ADMIN.columns).not.toContain('schedule');
  });

  it('maps a row to the shape: camelCase, Flag → boolean, the rest as stored, nothing else', () => {
    const row = {
      id: 3,
      platform: 'academic',
      name: '王老师',
      title: '讲师',
      avatar: null,
      summary: '',
      subjects: '数学',
      sort: 10,
      status: 0,
      bio: '<p>x</p>',
      created_at: 'not in the shape',
    };
    const shape = COWORKER_ADMIN_DETAILS.fromRow(row);
    expect(shape).toEqual({ ...row, status: false, created_at: undefined });
    expect(Object.keys(shape)).toEqual([...COWORKER_LIST_COLUMNS, 'status', 'bio']);
    expect(COWORKER_ADMIN_DETAILS.fromRow({ ...row, status: 1 }).status).toBe(true);
  });

  it('takes derived properties from the caller', () => {
    const mapping = rowMapping('site_banner', Type.Object({ id: Type.Integer(), schedule: Type.String() }), [
      'schedule',
    ]);
    expect(mapping.columns).toEqual(['id']);
    expect(mapping.fromRow({ id: 1 }, { schedule: 'live' })).toEqual({ id: 1, schedule: 'live' });
  });

  it('maps a save body to columns: trimmed strings, 0/1 switches, no id or sort, transforms where listed', () => {
    const values = valuesFromBody('site_banner', BannerSaveBody, { url: (url) => url ?? 'none' });
    expect(
      values({
        id: 4,
        sort: 20,
        platform: 'company',
        title: '  春季招生  ',
        image: ' /uploads/a.jpg ',
        url: null,
        publishTime: null,
        endTime: null,
        status: true,
      }),
    ).toEqual({
      platform: 'company',
      title: '春季招生',
      image: '/uploads/a.jpg',
      url: 'none',
      publish_time: null,
      end_time: null,
      status: 1,
    });
  });
});
