import { Value } from 'typebox/value';
import { CoworkerSaveBody } from '@contract/coworker';
import { JobPositionSaveBody } from '@contract/job-position';
import { BannerSaveBody } from '@contract/site-banner';
import { bannerResource } from '../../banners/banner-resource';
import { coworkerResource } from '../../coworkers/coworker-resource';
import { jobPositionResource } from '../../job-positions/job-position-resource';
import { bodyOfValues, checkFields, emptyValuesOf, serverWordsOf, valuesOfRecord } from '../resource-fields';

describe('resource definitions: values, bodies and checks from the contract', () => {
  it('a new job position starts at the contract’s headcount and leaves an empty publish time out', () => {
    const { form, body } = jobPositionResource;
    const values = emptyValuesOf(form, body, 'academic');
    expect(values.fields.headcount).toBe('1');
    values.fields.title = '  招生老师  ';
    const sent = bodyOfValues(form, body, values);
    expect(sent).toEqual({
      platform: 'academic',
      title: '招生老师',
      department: '',
      location: '',
      headcount: 1,
      salary: '',
      requirements: '',
      status: true,
    });
    expect(Value.Check(JobPositionSaveBody, sent)).toBe(true);
  });

  it('an empty link and times of a banner are null; HTML is sent as typed, other text trimmed', () => {
    const banner = emptyValuesOf(bannerResource.form, BannerSaveBody, 'company');
    banner.fields = { ...banner.fields, title: '春季招生', image: '/uploads/a.jpg' };
    const sent = bodyOfValues(bannerResource.form, BannerSaveBody, banner, 7);
    expect(sent).toMatchObject({ id: 7, url: null, publishTime: null, endTime: null });
    expect(Value.Check(BannerSaveBody, sent)).toBe(true);

    const teacher = emptyValuesOf(coworkerResource.form, CoworkerSaveBody, 'company');
    teacher.fields = { ...teacher.fields, name: '王老师 ', summary: ' 简介 ', bio: '<p>正文</p>\n' };
    expect(bodyOfValues(coworkerResource.form, CoworkerSaveBody, teacher)).toMatchObject({
      name: '王老师',
      summary: '简介',
      bio: '<p>正文</p>\n',
      avatar: null,
    });
  });

  it('a stored record fills the boxes: China time, numbers as text, null as empty', () => {
    const values = valuesOfRecord(jobPositionResource.form, {
      id: 3,
      platform: 'vocational',
      status: false,
      title: '教务',
      headcount: 12,
      publishTime: '2026-03-01T01:30:00.000Z',
    } as never);
    expect(values).toMatchObject({
      platform: 'vocational',
      status: false,
      fields: { title: '教务', headcount: '12', publishTime: '2026-03-01T09:30', salary: '' },
    });
  });

  it('checks with the contract’s own messages before anything is sent', () => {
    const { form, body } = jobPositionResource;
    const values = emptyValuesOf(form, body, 'company');
    values.fields = { ...values.fields, headcount: '10001', salary: 'x'.repeat(65) };
    expect(checkFields(form, body, values)).toEqual({
      title: '请输入职位名称',
      headcount: '招聘人数应在 0 到 10000 之间',
      salary: '薪资不能超过 64 个字符',
    });
    const banner = emptyValuesOf(bannerResource.form, BannerSaveBody, 'company');
    banner.fields = { ...banner.fields, publishTime: '2026-03-02T09:00', endTime: '2026-03-01T09:00' };
    expect({
      ...checkFields(bannerResource.form, BannerSaveBody, banner),
      ...bannerResource.check?.(banner),
    }).toEqual({
      title: '请输入标题',
      image: '请上传图片',
      endTime: '下线时间必须晚于发布时间',
    });
  });

  it('finds the field a server message names by the field’s label', () => {
    const words = serverWordsOf(coworkerResource.form);
    expect(words).toContainEqual(['bio', ['详细介绍']]);
    expect(words).toContainEqual(['name', ['姓名']]);
  });
});
