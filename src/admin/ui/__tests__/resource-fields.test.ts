import { Value } from 'typebox/value';
import { CoworkerSaveBody } from '@contract/coworker';
import { JobPositionSaveBody } from '@contract/job-position';
import { BannerSaveBody } from '@contract/site-banner';
import { resource as bannerResource } from '../../banners/resource';
import { resource as coworkerResource } from '../../coworkers/resource';
import { resource as jobPositionResource } from '../../job-positions/resource';
import {
  bodyOfValues,
  checkFields,
  emptyValuesOf,
  fieldsOf,
  type FormLayout,
  labelledLayout,
  valuesOfRecord,
} from '../resource-fields';

/** Each field's key, label and hint, as the form shows them. */
const labelsOf = (layout: FormLayout) => fieldsOf(layout).map(({ key, label, hint }) => [key, label, hint]);

describe('resource definitions: values, bodies and checks from the contract', () => {
  it('a new job position starts at the contract’s headcount and leaves an empty publish time out', () => {
    const { form, body } = jobPositionResource;
    const values = emptyValuesOf(form, body, 'academic');
    expect(values.fields.headcount).toBe('1');
    values.fields.title = '  招生老师  ';
    const sent = bodyOfValues(form, body, values);
    expect(sent).toMatchObject({
      platform: 'academic',
      title: '招生老师',
      department: '',
      location: '',
      headcount: 1,
      salary: '',
      requirements: '',
      status: true,
    });
    expect(sent).not.toHaveProperty('publishTime');
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

  it('takes each box’s label and hint from the contract’s title and description', () => {
    for (const { form, body } of [bannerResource, coworkerResource, jobPositionResource]) {
      const properties = body.properties as Record<string, { title?: string; description?: string }>;
      for (const [key, label, hint] of labelsOf(form)) {
        expect([key, label, hint]).toEqual([key, properties[key!]!.title, properties[key!]!.description]);
      }
    }
    // The words editors knew before the contract carried them, unchanged.
    expect(labelsOf(bannerResource.form)).toEqual([
      [
        'title',
        '标题',
        '显示在图片左侧（手机上在图片底部）；用“ · ”分隔时，前半句为大标题、后半句为说明；1 到 100 个字符',
      ],
      [
        'image',
        '图片',
        '宽 1920、高 640 像素为宜，请勿在图片中写字（标题会以文字显示在左侧）；手机上只显示图片的右侧部分',
      ],
      ['url', '链接地址', '点击轮播图时打开的地址：本站路径（如 /about_us）或 http(s) 地址；留空则不可点击'],
      ['publishTime', '发布时间', '北京时间；留空则发布后立即显示'],
      ['endTime', '下线时间', '北京时间；留空则一直显示'],
    ]);
    expect(labelsOf(coworkerResource.form)).toEqual([
      ['name', '姓名', '1 到 32 个字符'],
      ['title', '职称', '如：副教授、高级讲师；不超过 64 个字符'],
      ['avatar', '头像', undefined],
      ['subjects', '授课科目', '多个科目用顿号分隔；不超过 200 个字符'],
      ['summary', '简介', '列表中显示的一段话；不超过 500 个字符'],
      [
        'bio',
        '详细介绍（HTML）',
        '教师详情页的正文，可用 <p>、<strong>、<ul> 等标签；保存时服务器会去掉不安全的内容',
      ],
    ]);
    expect(labelsOf(jobPositionResource.form)).toEqual(
      expect.arrayContaining([
        ['title', '职位名称', '1 到 100 个字符'],
        ['department', '部门', undefined],
        ['location', '工作地点', undefined],
        ['headcount', '招聘人数', '0 到 10000；0 表示人数不限'],
        ['salary', '薪资', '如：8k-12k、面议；不超过 64 个字符'],
        ['requirements', '职位要求（HTML）', '可用 <p>、<ul>、<li> 等标签；保存时服务器会去掉不安全的内容'],
        ['publishTime', '发布时间', '北京时间；留空则为保存时的时间'],
      ]),
    );
  });

  it('a definition’s own label and hint win; a field named nowhere is refused at definition time', () => {
    const layout = labelledLayout(
      [{ row: [{ key: 'title', label: '岗位', hint: '简短' }, { key: 'salary' }] }],
      JobPositionSaveBody,
    );
    expect(labelsOf(layout)).toEqual([
      ['title', '岗位', '简短'],
      ['salary', '薪资', '如：8k-12k、面议；不超过 64 个字符'],
    ]);
    expect(() => labelledLayout([{ key: 'sort' }], JobPositionSaveBody)).toThrow(/"sort" has no label/);
  });
});
