/**
 * The fixtures follow the contract: a property the contract adds appears in the records made with
 * recordOf at its schema's value, with no fixture edited.
 */
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { JobPositionAdmin } from '@contract/job-position';
import { BannerAdmin } from '@contract/site-banner';
import { recordOf } from '../contract-record';

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
});
