/**
 * The fixtures of 轮播图, 师资团队 and 招聘职位 follow the contract: a property the contract adds
 * appears in the fake server's records at its schema's value, and as saved, with no fixture edited.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { JobPositionAdmin } from '@contract/job-position';
import { BannerAdmin } from '@contract/site-banner';
import { recordOf, sentFields } from '../contract-record';
import { banner } from '../msw/site-parts-server';

/** 招聘职位 with a field the contract might add (issue 24's example, 工作性质). */
const WithEmploymentType = Type.Object({
  ...JobPositionAdmin.properties,
  employmentType: Type.String({ maxLength: 16, default: '全职' }),
});

describe('fixtures from the contract', () => {
  it('a record starts at its schema’s values: defaults, empty text, null where null is allowed', () => {
    const job = recordOf(WithEmploymentType, { id: 5, title: '教务' });
    expect(job).toMatchObject({ id: 5, title: '教务', employmentType: '全职', department: '', headcount: 0 });
    expect(Value.Check(WithEmploymentType, job)).toBe(true);
    const shown = recordOf(BannerAdmin, { id: 1, title: '春季招生' });
    expect(shown).toMatchObject({ url: null, publishTime: null, endTime: null });
    expect(Value.Check(BannerAdmin, shown)).toBe(true);
  });

  it('the fake server’s factories pass the contract and keep what the tests rely on', () => {
    expect(Value.Check(BannerAdmin, banner(3, 'vocational', '录取结果查询', 30, false))).toBe(true);
    expect(banner(3, 'vocational', '录取结果查询', 30, false)).toMatchObject({
      schedule: 'draft',
      url: '/about_us',
    });
  });

  it('a save keeps every property the body sent that the record has, but not what the server settles', () => {
    const body = {
      id: 1,
      platform: 'company',
      title: '教务',
      headcount: 3,
      employmentType: '兼职',
      publishTime: '2026-03-01T09:00',
      sort: 5,
      status: false,
      requirements: undefined,
    };
    expect(sentFields(WithEmploymentType, body, ['id', 'sort', 'publishTime'])).toEqual({
      platform: 'company',
      title: '教务',
      headcount: 3,
      employmentType: '兼职',
      status: false,
    });
  });
});
