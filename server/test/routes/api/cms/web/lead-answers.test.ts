import type { ChannelReport, LeadDetails, LeadListItem } from '@contract/site-message';
import { NO_ANSWER_LABEL } from '@contract/site-message';
import type { PageOf } from '@contract/common';
import { EXPORT_HEADER } from '../../../../../src/staff/leads';
import { forgetLeadRows } from '../../../../../src/repositories/site-message';
import { build, envelope, rowCount, STORES, type TestApp } from '../../../../helper';
import { clearLeadForms, TEST_FORM, writeLeadForm } from '../../../../lead-form-fixture';
import { GRANTS, sendAs, signedInAsNew, call } from '../../bms/system/staff';

/**
 * A lead's answers to its site's extra fields (issue 38 item 1): checked and stored by the public
 * call, shown in the details, filtered in the inbox, written in the CSV and counted by the report.
 */
const URL = '/api/cms/web/siteMessage/saveForClient';
const BASE = '/api/cms/web/siteMessage';
const VOCATIONAL = 'vocational.localhost';

const phoneOf = (n: number) => `1380000${String(n).padStart(4, '0')}`;

describe.each(STORES)('lead answers on %s', (store) => {
  let app: TestApp;
  let staff: string;
  let n = 0;

  beforeAll(async () => {
    app = await build({ store, env: { LEAD_RATE_LIMIT: '1000' } });
    staff = await signedInAsNew(app, `answers.lead.${store}`, GRANTS.exportEverywhere);
  }, 60_000);
  beforeEach(async () => {
    await app.db.deleteFrom('site_message').execute();
    await clearLeadForms(app.db);
    await writeLeadForm(app.db, 'vocational', TEST_FORM);
  });

  const submit = (
    fields: Record<string, unknown>,
    { host = VOCATIONAL, headers = {} }: { host?: string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: URL,
      payload: { name: '王小明', phone: phoneOf((n += 1)), fillMs: 5000, ...fields },
      headers: { host, ...headers },
    });
  const answersRows = () =>
    app.db
      .selectFrom('lead_answer')
      .select(['lead_id', 'field_key', 'position', 'value'])
      .orderBy('lead_id')
      .orderBy('field_key')
      .orderBy('position')
      .execute();
  const leadOf = (publicId: string) =>
    app.db.selectFrom('site_message').selectAll().where('public_id', '=', publicId).executeTakeFirstOrThrow();
  const get = <T>(url: string) => sendAs<T>(app, staff, 'GET', `${BASE}/${url}`);

  const FULL = {
    f1: ' 本科 ',
    f2: ['护理', '会计', '护理'],
    f3: '想了解夜校',
    f4: ['广东省', '深圳市'],
    f5: '2026-05-01',
    f6: '会计学',
  };

  it('stores the answers with the lead, one row per value, and the form version', async () => {
    const response = await submit({ answers: FULL, formVersion: 3 });
    expect(response.statusCode).toBe(200);
    const lead = await leadOf(envelope<{ id: string }>(response).data.id);
    expect(lead.form_version).toBe(3);
    expect(lead.platform).toBe('vocational');
    const rows = (await answersRows()).map(({ lead_id: id, ...row }) => [id === lead.id, row]);
    expect(rows).toEqual([
      [true, { field_key: 'f1', position: 0, value: '本科' }],
      [true, { field_key: 'f2', position: 0, value: '护理' }],
      [true, { field_key: 'f2', position: 1, value: '会计' }],
      [true, { field_key: 'f3', position: 0, value: '想了解夜校' }],
      [true, { field_key: 'f4', position: 0, value: '广东省' }],
      [true, { field_key: 'f4', position: 1, value: '深圳市' }],
      [true, { field_key: 'f5', position: 0, value: '2026-05-01' }],
      [true, { field_key: 'f6', position: 0, value: '会计学' }],
    ]);
  });

  it('shows the answers in the details in the form order, retired and unknown fields last', async () => {
    const response = await submit({ answers: { ...FULL, f4: ['北京市'] }, formVersion: 3 });
    const lead = await leadOf(envelope<{ id: string }>(response).data.id);
    // Answers of a field removed since (f7), and of one the form never knew (f99).
    await app.db
      .insertInto('lead_answer')
      .values([
        { lead_id: lead.id, field_key: 'f7', position: 0, value: '乙' },
        { lead_id: lead.id, field_key: 'f99', position: 0, value: '甲' },
        { lead_id: lead.id, field_key: 'f99', position: 1, value: '丙' },
      ])
      .execute();
    const { status, data } = await get<LeadDetails>(`details?id=${lead.id}`);
    expect(status).toBe(200);
    expect(data.answers).toEqual([
      { key: 'f1', label: '学历', type: 'single', text: '本科', retired: false },
      { key: 'f2', label: '感兴趣的课程', type: 'multiple', text: '护理、会计', retired: false },
      { key: 'f3', label: '备注说明', type: 'text', text: '想了解夜校', retired: false },
      { key: 'f4', label: '所在省市', type: 'region', text: '北京市', retired: false },
      { key: 'f5', label: '方便联系日期', type: 'date', text: '2026-05-01', retired: false },
      { key: 'f6', label: '意向专业', type: 'major', text: '会计学', retired: false },
      { key: 'f7', label: '旧字段', type: 'single', text: '乙', retired: true },
      { key: 'f99', label: '已删除的字段', type: 'multiple', text: '甲、丙', retired: true },
    ]);
    // A renamed field shows its new label on the answers stored before.
    await writeLeadForm(app.db, 'vocational', {
      ...TEST_FORM,
      version: 4,
      fields: TEST_FORM.fields.map((field) => (field.key === 'f1' ? { ...field, label: '最高学历' } : field)),
    });
    expect((await get<LeadDetails>(`details?id=${lead.id}`)).data.answers[0]).toMatchObject({
      label: '最高学历',
      text: '本科',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an option not on the list', { f1: '博士' }, '「学历」请从列表中选择', 'answers.f1'],
    [
      '32 options of a multiple choice',
      { f2: Array.from({ length: 32 }, (_, i) => `课程${i}`) },
      '「感兴趣的课程」请从列表中选择',
      'answers.f2',
    ],
    [
      'an option of a multiple choice 32 times',
      { f2: Array.from({ length: 32 }, () => '护理') },
      '「感兴趣的课程」最多选择 30 项',
      'answers.f2',
    ],
    [
      'a multiple choice with one unknown option',
      { f2: ['护理', '美容'] },
      '「感兴趣的课程」请从列表中选择',
      'answers.f2',
    ],
    ['a province that is none', { f4: ['广州', '天河区'] }, '「所在省市」请选择省份', 'answers.f4'],
    [
      'a 21-character city',
      { f4: ['广东省', '深'.repeat(21)] },
      '「所在省市」的城市不能超过 20 个字',
      'answers.f4',
    ],
    ['a day that does not exist', { f5: '2025-02-30' }, '「方便联系日期」请选择正确的日期', 'answers.f5'],
    ['a date written otherwise', { f5: '2025/03/01' }, '「方便联系日期」请选择正确的日期', 'answers.f5'],
    ['a 101-character text', { f3: '字'.repeat(101) }, '「备注说明」不能超过 100 个字', 'answers.f3'],
    ['a 300-character text', { f3: '字'.repeat(300) }, '「备注说明」不能超过 100 个字', 'answers.f3'],
    ['an object where a text goes', { f3: { a: 1 } }, '「备注说明」的内容不正确', 'answers.f3'],
    [
      'a list of objects for a multiple choice',
      { f2: [{ a: 1 }] },
      '「感兴趣的课程」的内容不正确',
      'answers.f2',
    ],
    ['a major not on the list', { f6: '美容学' }, '「意向专业」请从列表中选择', 'answers.f6'],
    ['a required choice left out', { f1: undefined }, '请选择学历', 'answers.f1'],
    ['a required choice left blank', { f1: '   ' }, '请选择学历', 'answers.f1'],
    [
      'a required major left out (the page showed version 3)',
      { f6: undefined },
      '请选择意向专业',
      'answers.f6',
    ],
  ])('refuses %s with the field’s words, storing nothing', async (_case, change, message, field) => {
    const response = await submit({ answers: { ...FULL, ...change }, formVersion: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 100000001, message, field, data: null });
    expect(await rowCount(app.db, 'site_message')).toBe(0);
    expect(await rowCount(app.db, 'lead_answer')).toBe(0);
  });

  it.each<[string, unknown]>([
    ['a string', '本科'],
    ['a list', ['本科']],
  ])('refuses answers that are %s, not a record of the fields', async (_case, answers) => {
    const response = await submit({ answers, formVersion: 3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: '表单内容不正确', field: 'answers' });
    expect(await rowCount(app.db, 'site_message')).toBe(0);
  });

  it('drops the answers of fields the form no longer has (or never had) and stores the lead', async () => {
    const response = await submit({
      answers: { ...FULL, f7: '甲', f42: '其他', f43: { odd: true }, [`x${'y'.repeat(40)}`]: 'z' },
      formVersion: 3,
    });
    expect(response.statusCode).toBe(200);
    const keys = (await answersRows()).map((row) => row.field_key);
    expect(new Set(keys)).toEqual(new Set(['f1', 'f2', 'f3', 'f4', 'f5', 'f6']));
  });

  it('does not require of a lead a field made required after the version its page showed', async () => {
    const { f6: _major, ...withoutMajor } = FULL;
    const older = await submit({ answers: withoutMajor, formVersion: 2 });
    expect(older.statusCode).toBe(200);
    // An old page (no version, no answers, form-encoded as before): nothing is required of it.
    const formEncoded = await app.inject({
      method: 'POST',
      url: URL,
      payload: new URLSearchParams({ name: '李雷', phone: phoneOf((n += 1)), fillMs: '5000' }).toString(),
      headers: { host: VOCATIONAL, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formEncoded.statusCode).toBe(200);
    const lead = await leadOf(envelope<{ id: string }>(formEncoded).data.id);
    expect(lead.form_version).toBe(3);
    const current = await submit({ answers: withoutMajor, formVersion: 3 });
    expect(current.json()).toMatchObject({ message: '请选择意向专业', field: 'answers.f6' });
    expect(await rowCount(app.db, 'site_message')).toBe(2);
  });

  it('stores the answers of a repeat with the same key once, and those of a suspicious lead', async () => {
    const headers = { 'idempotency-key': `answers-${store}-once` };
    const payload = { name: '韩梅梅', phone: '13911112222', fillMs: 5000, answers: FULL, formVersion: 3 };
    const send = () =>
      app.inject({ method: 'POST', url: URL, payload, headers: { host: VOCATIONAL, ...headers } });
    const [first, second] = await Promise.all([send(), send()]);
    const third = await send();
    const ids = [first, second, third].map((response) => envelope<{ id: string }>(response).data.id);
    expect(new Set(ids).size).toBe(1);
    expect(await rowCount(app.db, 'site_message')).toBe(1);
    expect(await rowCount(app.db, 'lead_answer')).toBe(8);

    // No fill time: held back as suspicious, with its answers.
    const suspicious = await submit({
      answers: { f1: '高中', f6: '护理学' },
      formVersion: 3,
      fillMs: undefined,
    });
    const lead = await leadOf(envelope<{ id: string }>(suspicious).data.id);
    expect(lead.quarantine_reason).toBe('noFillTime');
    expect((await answersRows()).filter((row) => row.lead_id === lead.id)).toHaveLength(2);
  });

  it('stores no answers and no version for a site with name and phone only', async () => {
    const response = await submit(
      { answers: { f1: '本科' }, formVersion: 3 },
      { host: 'academic.localhost' },
    );
    expect(response.statusCode).toBe(200);
    const lead = await leadOf(envelope<{ id: string }>(response).data.id);
    expect([lead.platform, lead.form_version]).toEqual(['academic', null]);
    expect(await rowCount(app.db, 'lead_answer')).toBe(0);
  });

  it('takes the form of the time the lead is written: an option removed since is refused', async () => {
    await writeLeadForm(app.db, 'vocational', {
      ...TEST_FORM,
      version: 4,
      fields: TEST_FORM.fields.map((field) =>
        field.key === 'f1' ? { ...field, options: ['高中', '大专'] } : field,
      ),
    });
    const response = await submit({ answers: FULL, formVersion: 3 });
    expect(response.json()).toMatchObject({ message: '「学历」请从列表中选择', field: 'answers.f1' });
  });

  it.each<[string, unknown]>([
    ['a fraction', 1.5],
    ['a negative number', -1],
    ['Infinity as text', 'Infinity'],
    ['an exponent', '1e3'],
  ])('refuses a form version that is %s', async (_case, formVersion) => {
    const response = await submit({ answers: FULL, formVersion });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: '表单版本不正确', field: 'formVersion' });
    expect(await rowCount(app.db, 'site_message')).toBe(0);
  });

  it('refuses answers too large for a lead with the size message, storing nothing', async () => {
    const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i + 1}`, '字'.repeat(199)]));
    const response = await submit({ answers: many, formVersion: 3 });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: '提交内容过大，请精简后再试' });
    expect(await rowCount(app.db, 'site_message')).toBe(0);
  });

  it('keeps the chosen answers of an anonymised lead and forgets the typed ones', async () => {
    const lead = await leadOf(
      envelope<{ id: string }>(await submit({ answers: FULL, formVersion: 3 })).data.id,
    );
    await app.db.transaction().execute((trx) => forgetLeadRows(trx, [lead.id], 'anonymise', '已匿名'));
    const keys = [...new Set((await answersRows()).map((row) => row.field_key))];
    expect(keys).toEqual(['f1', 'f2', 'f4', 'f6']);
    await app.db.transaction().execute((trx) => forgetLeadRows(trx, [lead.id], 'delete', '已匿名'));
    expect(await rowCount(app.db, 'lead_answer')).toBe(0);
  });

  it('deletes a lead’s answers with it', async () => {
    const lead = await leadOf(
      envelope<{ id: string }>(await submit({ answers: FULL, formVersion: 3 })).data.id,
    );
    const deleted = await sendAs(app, staff, 'DELETE', `${BASE}/?id=${lead.id}`);
    expect(deleted.status).toBe(200);
    expect(await rowCount(app.db, 'lead_answer')).toBe(0);
  });

  // ——— Staff: the inbox filter, the CSV, the report ———

  /** Three leads of the vocational site and one of the academic one, answered variously. */
  async function answeredLeads() {
    const stored: Record<string, number> = {};
    const make = async (name: string, answers: Record<string, unknown>, host = VOCATIONAL) => {
      const response = await submit({ name, answers, formVersion: 3 }, { host });
      expect(response.statusCode).toBe(200);
      stored[name] = (await leadOf(envelope<{ id: string }>(response).data.id)).id;
    };
    await make('甲同学', {
      f1: '本科',
      f2: ['护理', '会计'],
      f3: '=1+1',
      f4: ['广东省', '深圳市'],
      f6: '会计学',
    });
    await make('乙同学', { f1: '大专', f2: ['会计'], f4: ['广东省'], f6: '护理学' });
    await make('丙同学', { f1: '本科', f4: ['北京市', '广东省'], f6: '会计学' });
    await make('丁同学', {}, 'academic.localhost');
    return stored;
  }
  const namesOf = (page: PageOf<LeadListItem>) => page.pageList.map((lead) => lead.name).sort();

  it.each<[string, string[]]>([
    ['answerKey=f1&answerValue=本科', ['丙同学', '甲同学']],
    ['answerKey=f2&answerValue=会计', ['乙同学', '甲同学']],
    ['answerKey=f2&answerValue=护理', ['甲同学']],
    // A region by its province: 丙's city 广东省 is no province.
    ['answerKey=f4&answerValue=广东省', ['乙同学', '甲同学']],
    ['answerKey=f6&answerValue=护理学', ['乙同学']],
    ['answerKey=f6&answerValue=美容学', []],
    ['answerKey=f7&answerValue=甲', []],
  ])('filters the inbox by answer: %s', async (filter, names) => {
    await answeredLeads();
    const list = await get<PageOf<LeadListItem>>(`list?platform=vocational&${encodeURI(filter)}`);
    expect(list.status).toBe(200);
    expect(namesOf(list.data)).toEqual(names);
  });

  it.each<[string, string]>([
    ['answerKey=f1', '按表单答案筛选请同时选择答案'],
    ['answerValue=本科', '按表单答案筛选请同时选择字段'],
    ['answerKey=f1&answerValue=本科&platform=', '请求参数不正确'],
    ['answerKey=f3&answerValue=x', '「备注说明」不是选择题、意向专业或所在省市，不能按它筛选'],
    ['answerKey=f5&answerValue=2026-05-01', '「方便联系日期」不是选择题、意向专业或所在省市，不能按它筛选'],
    ['answerKey=f9&answerValue=本科', '该站点的表单没有这个字段'],
    ['answerKey=abc&answerValue=本科', '字段编号不正确'],
  ])('refuses the answer filter %s with a Chinese message', async (filter, message) => {
    for (const call of ['list', 'export']) {
      const refused = await get(`${call}?platform=vocational&${encodeURI(filter)}`);
      expect([call, refused.status]).toEqual([call, 400]);
      if (message !== '请求参数不正确') expect([call, refused.message]).toEqual([call, message]);
    }
  });

  it('refuses the answer filter without a site: field keys are a site’s', async () => {
    const refused = await get(`list?${encodeURI('answerKey=f1&answerValue=本科')}`);
    expect([refused.status, refused.message]).toEqual([400, '按表单字段筛选请先选择站点']);
  });

  const csv = async (query: string) => {
    const response = await call(app, staff, { method: 'GET', url: `${BASE}/export?${encodeURI(query)}` });
    expect(response.statusCode).toBe(200);
    return response.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
  };

  it('writes a column per field of the site’s form in the CSV, retired ones that hold answers last', async () => {
    const ids = await answeredLeads();
    const withoutRetired = await csv('platform=vocational');
    const active = ['学历', '感兴趣的课程', '备注说明', '所在省市', '方便联系日期', '意向专业'];
    expect(withoutRetired[0]).toBe([...EXPORT_HEADER, ...active].join(','));
    await app.db
      .insertInto('lead_answer')
      .values({ lead_id: ids['乙同学']!, field_key: 'f7', position: 0, value: '乙' })
      .execute();
    const lines = await csv('platform=vocational');
    expect(lines[0]).toBe([...EXPORT_HEADER, ...active, '旧字段（已删除）'].join(','));
    const line = (name: string) => lines.find((text) => text.includes(name))!;
    // The formula a visitor typed stays text (a leading '), as every other cell.
    expect(line('甲同学').endsWith(",本科,护理、会计,'=1+1,广东省 深圳市,,会计学,")).toBe(true);
    expect(line('乙同学').endsWith(',大专,会计,,广东省,,护理学,乙')).toBe(true);
    // The filter holds for the export too.
    const filtered = await csv('platform=vocational&answerKey=f1&answerValue=大专');
    expect(filtered).toHaveLength(2);
    expect(filtered[1]).toContain('乙同学');
  });

  it('writes the columns of every site in an export of all sites, one per label', async () => {
    await writeLeadForm(app.db, 'academic', {
      version: 1,
      fields: [
        { key: 'f1', type: 'major', label: '意向专业' },
        { key: 'f2', type: 'text', label: '工作单位' },
      ],
      majors: ['法学'],
    });
    await answeredLeads();
    const response = await submit(
      { name: '戊同学', answers: { f1: '法学', f2: '华夏公司' }, formVersion: 1 },
      { host: 'academic.localhost' },
    );
    expect(response.statusCode).toBe(200);
    const lines = await csv('');
    // The sites in their order (academic first); 意向专业 is one column for both.
    const columns = ['意向专业', '工作单位', '学历', '感兴趣的课程', '备注说明', '所在省市', '方便联系日期'];
    expect(lines[0]).toBe([...EXPORT_HEADER, ...columns].join(','));
    const line = (name: string) => lines.find((text) => text.includes(name))!;
    expect(line('戊同学').endsWith(',法学,华夏公司,,,,,')).toBe(true);
    expect(line('乙同学').endsWith(',护理学,,大专,会计,,广东省,')).toBe(true);
    expect(line('丁同学').endsWith(',,,,,,,')).toBe(true);
  });

  it('reports by answer: a row per value and one for the leads without an answer', async () => {
    const ids = await answeredLeads();
    // The report's range: the leads' day, China time.
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = (key: string) =>
      get<ChannelReport>(
        `getChannelReport?from=${today}&to=${today}&by=answer&platform=vocational&fieldKey=${key}`,
      );
    const counts = (data: ChannelReport) => data.rows.map((row) => [row.key, row.label, row.total.leads]);
    const byMajor = await report('f6');
    expect(byMajor.status).toBe(200);
    expect(byMajor.data.by).toBe('answer');
    expect(counts(byMajor.data)).toEqual([
      ['会计学', '会计学', 2],
      ['护理学', '护理学', 1],
    ]);
    expect(byMajor.data.totals).toEqual({ leads: 3, enrolled: 0 });
    expect(byMajor.data.rows[0]!.byPeriod).toEqual([{ leads: 2, enrolled: 0 }]);
    expect(byMajor.data.rows[0]!.response).toMatchObject({ responded: 0, unanswered: 2 });
    // A multiple choice counts a lead once per option; the totals count each lead once.
    const byCourse = (await report('f2')).data;
    expect(counts(byCourse)).toEqual([
      ['会计', '会计', 2],
      ['', NO_ANSWER_LABEL, 1],
      ['护理', '护理', 1],
    ]);
    expect(byCourse.totals.leads).toBe(3);
    expect(byCourse.response.unanswered).toBe(3);
    // A region by its province.
    expect(counts((await report('f4')).data)).toEqual([
      ['广东省', '广东省', 2],
      ['北京市', '北京市', 1],
    ]);
    // An enrolled lead counts in its answer's row.
    await app.db.updateTable('site_message').set({ lead_status: 2 }).where('name', '=', '乙同学').execute();
    const enrolled = (await report('f1')).data;
    expect(enrolled.rows.map((row) => [row.key, row.total])).toEqual([
      ['本科', { leads: 2, enrolled: 0 }],
      ['大专', { leads: 1, enrolled: 1 }],
    ]);
    // A retired field's answers still count.
    await app.db
      .insertInto('lead_answer')
      .values({ lead_id: ids['丙同学']!, field_key: 'f7', position: 0, value: '甲' })
      .execute();
    const retired = await report('f7');
    expect(retired.status).toBe(200);
    expect(counts(retired.data)).toEqual([
      ['', NO_ANSWER_LABEL, 2],
      ['甲', '甲', 1],
    ]);
  });

  it.each<[string, string]>([
    ['&fieldKey=f1', '按表单字段统计请先选择站点'],
    ['&platform=vocational', '按表单字段统计请选择字段'],
    ['&platform=vocational&fieldKey=f3', '「备注说明」不是选择题、意向专业或所在省市，不能按它统计'],
    ['&platform=vocational&fieldKey=f8', '该站点的表单没有这个字段'],
    ['&platform=academic&fieldKey=f1', '该站点的表单没有这个字段'],
  ])('refuses the report by answer %s with a Chinese message', async (query, message) => {
    const refused = await get(`getChannelReport?from=2026-03-01&to=2026-03-11&by=answer${query}`);
    expect([refused.status, refused.message]).toEqual([400, message]);
  });
});
