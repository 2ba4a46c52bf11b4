import type { LeadFormDetails, LeadFormSaveBody, PublicLeadForm } from '@contract/lead-form';
import type { LeadFieldType } from '@contract/lead-form-fields';
import type { RoleGrant } from '@contract/roles';
import { storedLeadForm } from '../../../../../src/repositories/lead-form';
import { insertAccount } from '../../../../../src/staff/accounts';
import { build, CHINESE, envelope, rowCount, STORES, type TestApp } from '../../../../helper';
import { ADMIN, call, signedIn } from '../../bms/system/staff';

/**
 * The lead form's fields (issue 38 item 1) on both stores: the 表单字段 screen's details and save
 * (keys kept for life and never reused, fields retired and revived, types fixed under a key,
 * requiredSince, two saves at once, every refusal), who may keep a site's form, and the public
 * form's definition per host, kept until a save (of this process or another) changes it.
 */
const FORM = '/api/cms/web/leadForm';
const PASSWORD = 'LeadForm@2026password';

type SentField = LeadFormSaveBody['fields'][number];

const field = (type: LeadFieldType, label: string, extra: Partial<SentField> = {}): SentField => ({
  type,
  label,
  help: '',
  required: false,
  options: type === 'single' || type === 'multiple' ? ['甲', '乙'] : [],
  ...extra,
});

describe.each(STORES)('the lead form on %s', (store) => {
  let app: TestApp;
  let admin: string;
  let manager: string; // 站点管理员 of 职业教育
  let officer: string; // 招生老师 of 职业教育: works leads, keeps no form
  let academicLead: string; // 招生主管 of 成人教育 only

  beforeAll(async () => {
    app = await build({ store });
    const make = async (username: string, roles: RoleGrant[]) => {
      await insertAccount(app.db, { username, displayName: username, roles, password: PASSWORD }, new Date());
      return signedIn(app, { username, password: PASSWORD });
    };
    admin = await signedIn(app, ADMIN);
    manager = await make('form.manager', [{ role: 'siteManager', sites: ['vocational'] }]);
    officer = await make('form.officer', [{ role: 'admissionsOfficer', sites: ['vocational'] }]);
    academicLead = await make('form.academic', [{ role: 'admissionsLead', sites: ['academic'] }]);
  }, 90_000);

  beforeEach(async () => {
    // 职业教育 from no form (the demo gives it none), its leads without answers.
    await app.db.deleteFrom('lead_form').where('platform', '=', 'vocational').execute();
    await app.db.deleteFrom('lead_answer').execute();
  });

  const details = async (platform = 'vocational', cookie = admin) =>
    envelope<LeadFormDetails>(
      await call(app, cookie, { method: 'GET', url: `${FORM}/details?platform=${platform}` }),
    ).data;

  /** A save of the site's form: `fields` and `majors` over what is stored, at its version. */
  const save = async (change: Partial<LeadFormSaveBody>, cookie = admin, platform = 'vocational') => {
    const stored = await details(platform);
    const body: LeadFormSaveBody = {
      platform: stored.platform,
      version: stored.version,
      fields: stored.fields.map(({ key, type, label, help, required, options }) => ({
        key,
        type,
        label,
        help,
        required,
        options,
      })),
      majors: stored.majors,
      ...change,
    };
    const response = await call(app, cookie, { method: 'POST', url: FORM, payload: body });
    return { status: response.statusCode, ...envelope<{ version: number } | null>(response) };
  };
  const saved = async (change: Partial<LeadFormSaveBody>) => {
    const answer = await save(change);
    expect([answer.status, answer.message]).toEqual([200, 'success']);
    return answer.data!.version;
  };
  const stored = () => storedLeadForm(app.db, 'vocational');
  const publicForm = async (host: string) => {
    const response = await app.inject({ method: 'GET', url: `${FORM}/detailsForClient`, headers: { host } });
    expect(response.statusCode).toBe(200);
    return envelope<PublicLeadForm>(response).data;
  };
  /** Answers of stored leads of a site to a field (rows as the lead's save writes them). */
  const answer = async (platform: string, key: string, count: number, values = ['甲']) => {
    const leads = await app.db
      .selectFrom('site_message')
      .select('id')
      .where('platform', '=', platform)
      .orderBy('id')
      .limit(count)
      .execute();
    expect(leads).toHaveLength(count);
    await app.db
      .insertInto('lead_answer')
      .values(
        leads.flatMap((lead) =>
          values.map((value, position) => ({ lead_id: lead.id, field_key: key, position, value })),
        ),
      )
      .execute();
  };

  it('answers a site never saved as name and phone only, version 0', async () => {
    expect(await details()).toEqual({
      platform: 'vocational',
      version: 0,
      fields: [],
      majors: [],
      retired: [],
      updatedAt: null,
    });
  });

  it('saves the fields in order with new keys, audited in words; the same save again writes nothing', async () => {
    const audit = await rowCount(app.db, 'audit_log');
    const version = await saved({
      fields: [
        field('major', '意向专业', { required: true, help: ' 可先选一个 ' }),
        field('region', '所在城市'),
        field('multiple', '感兴趣的课程', { options: [' 护理 ', '会计', '电商'] }),
      ],
      majors: ['护理', ' 会计 '],
    });
    expect(version).toBe(1);
    const form = await details();
    expect(
      form.fields.map(({ key, type, label, help, required, options, answers }) => [
        key,
        type,
        label,
        help,
        required,
        options,
        answers,
      ]),
    ).toEqual([
      ['f1', 'major', '意向专业', '可先选一个', true, [], 0],
      ['f2', 'region', '所在城市', '', false, [], 0],
      ['f3', 'multiple', '感兴趣的课程', '', false, ['护理', '会计', '电商'], 0],
    ]);
    expect(form.majors).toEqual(['护理', '会计']);
    expect(form.updatedAt).not.toBeNull();
    const row = await app.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id', 'action', 'summary', 'platform'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      entity: 'leadForm',
      entity_id: 'vocational',
      action: 'update',
      platform: 'vocational',
    });
    expect(JSON.parse(row.summary)).toEqual({
      name: '职业教育',
      changes: {
        leadFields: {
          from: [],
          to: [
            '意向专业（意向专业，必填）（说明：可先选一个）',
            '所在城市（所在省市，选填）',
            '感兴趣的课程（多选，选填）：护理、会计、电商',
          ],
        },
        majors: { from: [], to: ['护理', '会计'] },
      },
    });
    const again = await save({});
    expect([again.status, again.data]).toEqual([200, { version: 1 }]);
    expect(await rowCount(app.db, 'audit_log')).toBe(audit + 1);
    expect((await stored()).version).toBe(1);
  });

  it('keeps keys for life: a removed field is retired, never reused, and revived by its key', async () => {
    await saved({ fields: [field('single', '当前学历'), field('text', '备注')] });
    await answer('vocational', 'f1', 3);
    await answer('academic', 'f1', 2);
    expect((await details()).fields.map((one) => [one.key, one.answers])).toEqual([
      ['f1', 3],
      ['f2', 0],
    ]);

    // Both removed, one added: the new one is f3, the removed ones kept retired.
    await saved({ fields: [field('date', '方便联系的日期')] });
    let form = await details();
    expect(form.fields.map((one) => [one.key, one.label])).toEqual([['f3', '方便联系的日期']]);
    // Only a retired field with answers is listed (备注 had none).
    expect(form.retired).toEqual([{ key: 'f1', type: 'single', label: '当前学历', answers: 3 }]);
    const kept = await stored();
    expect(kept.fields.map((one) => [one.key, one.retired])).toEqual([
      ['f3', false],
      ['f1', true],
      ['f2', true],
    ]);
    expect(kept.nextKey).toBe(4);
    // The public form draws the active field only.
    expect((await publicForm('vocational.localhost')).fields.map((one) => one.key)).toEqual(['f3']);

    // 当前学历 sent again by its key (renamed): revived, its answers still counted.
    await saved({
      fields: [
        field('single', '最高学历', { key: 'f1', options: ['高中', '本科'] }),
        field('date', '方便联系的日期', { key: 'f3' }),
        field('text', '另一个备注'),
      ],
    });
    form = await details();
    expect(form.fields.map((one) => [one.key, one.label, one.answers])).toEqual([
      ['f1', '最高学历', 3],
      ['f3', '方便联系的日期', 0],
      ['f4', '另一个备注', 0],
    ]);
    expect(form.retired).toEqual([]);
    expect((await stored()).nextKey).toBe(5);
  });

  it('records from which version a field is required', async () => {
    await saved({ fields: [field('text', '备注'), field('text', '工作单位', { required: true })] });
    const since = async () => (await stored()).fields.map((one) => [one.key, one.requiredSince]);
    expect(await since()).toEqual([
      ['f1', null],
      ['f2', 1],
    ]);
    // Optional → required at version 2; still required at 3 keeps its version; optional again: null.
    await saved({
      fields: [
        field('text', '备注', { key: 'f1', required: true }),
        field('text', '工作单位', { key: 'f2', required: true }),
      ],
    });
    expect(await since()).toEqual([
      ['f1', 2],
      ['f2', 1],
    ]);
    await saved({
      fields: [
        field('text', '备注（选填）', { key: 'f1', required: true }),
        field('text', '工作单位', { key: 'f2' }),
      ],
    });
    expect(await since()).toEqual([
      ['f1', 2],
      ['f2', null],
    ]);
    // Removed while required, revived required: required from the revival.
    await saved({ fields: [field('text', '工作单位', { key: 'f2' })] });
    await saved({
      fields: [
        field('text', '工作单位', { key: 'f2' }),
        field('text', '备注', { key: 'f1', required: true }),
      ],
    });
    expect((await stored()).version).toBe(5);
    expect(await since()).toEqual([
      ['f2', null],
      ['f1', 5],
    ]);
  });

  it('lets one of two saves made at once win; the other is told, and nothing is half-saved', async () => {
    await saved({ fields: [field('text', '备注')] });
    const bodyWith = (label: string): LeadFormSaveBody => ({
      platform: 'vocational',
      version: 1,
      fields: [field('text', '备注', { key: 'f1' }), field('text', label)],
      majors: [],
    });
    const answers = await Promise.all([
      call(app, admin, { method: 'POST', url: FORM, payload: bodyWith('甲的字段') }),
      call(app, manager, { method: 'POST', url: FORM, payload: bodyWith('乙的字段') }),
    ]);
    expect(answers.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((one) => one.statusCode === 409)!;
    expect(envelope(loser)).toEqual({
      code: 100000001,
      message: '表单已被他人修改，请刷新页面查看后重新编辑',
      data: null,
    });
    const form = await stored();
    expect(form.version).toBe(2);
    expect(form.nextKey).toBe(3);
    expect([
      ['f1', '备注', '甲的字段'],
      ['f1', '备注', '乙的字段'],
    ]).toContainEqual([form.fields[0]!.key, form.fields[0]!.label, form.fields[1]!.label]);
    expect(form.fields[1]!.key).toBe('f2');
    // A screen loaded before a save is refused too.
    const stale = await call(app, admin, { method: 'POST', url: FORM, payload: bodyWith('丙的字段') });
    expect(stale.statusCode).toBe(409);
  });

  it.each<[string, (majors: string[]) => Partial<LeadFormSaveBody>, string]>([
    ['an empty label', () => ({ fields: [field('text', '  ')] }), '请填写第 1 个字段的名称'],
    [
      'two fields of one label',
      () => ({ fields: [field('text', '备注'), field('single', ' 备注 ')] }),
      '字段名称「备注」重复，请改用不同的名称',
    ],
    [
      'a field named 手机号',
      () => ({ fields: [field('text', '手机号')] }),
      '字段名称「手机号」重复，请改用不同的名称',
    ],
    [
      '500 options',
      () => ({
        fields: [field('single', '选项多', { options: Array.from({ length: 500 }, (_, n) => `选项${n}`) })],
      }),
      '每个字段最多 30 个选项',
    ],
    [
      '31 options',
      () => ({
        fields: [field('single', '选项多', { options: Array.from({ length: 31 }, (_, n) => `选项${n}`) })],
      }),
      '每个字段最多 30 个选项',
    ],
    [
      'a repeated option',
      () => ({ fields: [field('multiple', '课程', { options: ['会计', ' 会计'] })] }),
      '「课程」有重复的选项',
    ],
    [
      'one option',
      () => ({ fields: [field('single', '学历', { options: ['本科'] })] }),
      '「学历」请至少填写两个选项',
    ],
    [
      'a blank option',
      () => ({ fields: [field('single', '学历', { options: ['本科', ' '] })] }),
      '「学历」有空白的选项',
    ],
    [
      'two major fields',
      (majors) => ({ fields: [field('major', '意向专业'), field('major', '第二专业')], majors }),
      '表单只能有一个意向专业字段',
    ],
    [
      'a major field without a list',
      () => ({ fields: [field('major', '意向专业')], majors: [] }),
      '意向专业字段需要专业列表：请至少添加一个专业',
    ],
    ['a repeated major', () => ({ majors: ['护理', '护理 '] }), '专业列表中有重复的专业'],
    [
      '9 fields',
      () => ({ fields: Array.from({ length: 9 }, (_, n) => field('text', `字段${n}`)) }),
      '表单最多 8 个字段（姓名和手机号之外）',
    ],
    [
      'a label of 21 characters',
      () => ({ fields: [field('text', '名'.repeat(21))] }),
      '字段名称为 1 到 20 个字',
    ],
    [
      'help of 61 characters',
      () => ({ fields: [field('text', '备注', { help: '说'.repeat(61) })] }),
      '说明不能超过 60 个字',
    ],
    [
      'an unknown type',
      () => ({ fields: [{ ...field('text', '备注'), type: 'email' as LeadFieldType }] }),
      '字段类型不正确',
    ],
    ['a key of the wrong form', () => ({ fields: [field('text', '备注', { key: 'x1' })] }), '字段编号不正确'],
    [
      'a key the form never gave',
      () => ({ fields: [field('text', '备注', { key: 'f1' }), field('text', '别的', { key: 'f77' })] }),
      '表单字段不存在或重复，请刷新页面后重新编辑',
    ],
    [
      'a key sent twice',
      () => ({ fields: [field('text', '备注', { key: 'f1' }), field('text', '别的', { key: 'f1' })] }),
      '表单字段不存在或重复，请刷新页面后重新编辑',
    ],
    [
      'a field’s type changed under its key',
      () => ({ fields: [field('single', '备注', { key: 'f1' })] }),
      '字段「备注」的类型不能修改，请删除后新建',
    ],
  ])('refuses %s in Chinese and changes nothing', async (_, change, message) => {
    await saved({ fields: [field('text', '备注')], majors: ['护理'] });
    const before = await stored();
    const audit = await rowCount(app.db, 'audit_log');
    const refused = await save(change(['护理']));
    expect([refused.status, refused.code, refused.message, refused.data]).toEqual([
      400,
      100000001,
      message,
      null,
    ]);
    expect(refused.message).toMatch(CHINESE);
    expect(await stored()).toEqual(before);
    expect(await rowCount(app.db, 'audit_log')).toBe(audit);
  });

  it.each([
    ['fields that are no list', { fields: '备注' }],
    ['a field that is no object', { fields: ['备注'] }],
    ['a version "Infinity"', { version: 'Infinity' }],
    ['a version 1.5', { version: 1.5 }],
    ['majors that are objects', { majors: [{ name: '护理' }] }],
    ['a required that is no boolean', { fields: [{ ...field('text', '备注'), required: 'yes' }] }],
    ['no platform', { platform: undefined }],
  ])('refuses %s with a 400, never a 500', async (_, change) => {
    const response = await call(app, admin, {
      method: 'POST',
      url: FORM,
      payload: { platform: 'vocational', version: 0, fields: [], majors: [], ...change },
    });
    const refusal = envelope(response);
    expect([response.statusCode, refusal.code === 0, CHINESE.test(refusal.message)]).toEqual([
      400,
      false,
      true,
    ]);
    expect((await stored()).version).toBe(0);
  });

  it('keeps a site’s form to those who keep it there', async () => {
    const refused = await save({ fields: [field('text', '备注')] }, officer);
    expect([refused.status, refused.message]).toEqual([403, '无权限执行此操作']);
    const elsewhere = await save({ fields: [field('text', '备注')] }, academicLead);
    expect([elsewhere.status, elsewhere.message]).toEqual([403, '无权操作「职业教育」的表单字段']);
    const read = await call(app, manager, { method: 'GET', url: `${FORM}/details?platform=academic` });
    expect([read.statusCode, envelope(read).message]).toEqual([403, '无权操作「成人教育」的表单字段']);
    expect((await stored()).version).toBe(0);
    expect((await save({ fields: [field('text', '备注')] }, manager)).status).toBe(200);
    // The academic lead keeps 成人教育's (the demo's form).
    const academic = await details('academic', academicLead);
    expect(academic.fields.map((one) => one.label)).toEqual(['当前学历', '意向专业']);
  });

  it('gives the public form of the host’s site, kept until a save changes it', async () => {
    expect(await publicForm('localhost')).toEqual({ version: 0, fields: [], majors: [] });
    expect(await publicForm('vocational.localhost')).toEqual({ version: 0, fields: [], majors: [] });
    const academic = await publicForm('academic.localhost');
    expect(academic.version).toBe(1);
    expect(academic.fields.map((one) => [one.key, one.type, one.label])).toEqual([
      ['f1', 'single', '当前学历'],
      ['f2', 'major', '意向专业'],
    ]);
    expect(academic.fields[0]).not.toHaveProperty('requiredSince');
    expect(academic.majors).toHaveLength(6);

    // A save drops the kept answer at once.
    await saved({ fields: [field('major', '意向专业', { required: true })], majors: ['护理', '会计'] });
    expect(await publicForm('vocational.localhost')).toEqual({
      version: 1,
      fields: [{ key: 'f1', type: 'major', label: '意向专业', help: '', required: true, options: [] }],
      majors: ['护理', '会计'],
    });
    // Without a major field the list is not sent (it is kept for later).
    await saved({ fields: [field('text', '备注')], majors: ['护理', '会计'] });
    const withoutMajor = await publicForm('vocational.localhost');
    expect([withoutMajor.version, withoutMajor.majors]).toEqual([2, []]);

    // A write of another process (or psql) reaches this one by the content generation.
    await app.db
      .updateTable('lead_form')
      .set({ version: 3, fields: '[]' })
      .where('platform', '=', 'vocational')
      .execute();
    await new Promise((resolve) => setTimeout(resolve, app.config.contentCheckIntervalMs + 50));
    expect(await publicForm('vocational.localhost')).toEqual({ version: 3, fields: [], majors: [] });
  });
});
