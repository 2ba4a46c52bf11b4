import type { PageOf } from '@contract/common';
import type { ContentAdminDetails } from '@contract/site-content';
import type { RecordReview, ReviewDetails, ReviewItem, ReviewSummary } from '@contract/review';
import type { AuditEntry } from '@contract/staff';
import { expectRefused, STORES } from '../../../../helper';
import { sendAs, signedInAsNew, staffFixture, type Method } from '../../bms/system/staff';

const WEB = '/api/cms/web';
const AD_LAW_HIT = 100000041;

/**
 * Issue 37 item 2: review before publishing, on both stores. The vocational site asks for review;
 * its 撰稿人 saves drafts and submits, its 审核人 returns and approves; the public sees only what
 * was approved, and a change to a published item waits without taking the published one down.
 */
describe.each(STORES)('review before publishing on %s', (store) => {
  const staff = staffFixture(store);
  let writer = '';
  let secondWriter = '';
  let reviewer = '';
  let secondReviewer = '';
  let otherSite = '';
  let menuId = 0;
  let publishedId = 0;

  const send = <T = unknown>(as: string, method: Method, url: string, payload?: unknown) =>
    sendAs<T>(staff.app, as, method, `${WEB}${url}`, payload);
  const setMode = (mode: string, platform = 'vocational') =>
    send(staff.admin, 'PUT', '/review/updatePolicy', { platform, mode });
  const liveRow = (id: number) =>
    staff.app.db.selectFrom('site_content').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const ofRecord = (as: string, id: number) =>
    send<RecordReview>(as, 'GET', `/review/detailsOfRecord?entity=siteContent&recordId=${id}`);
  const trailOf = async (id: number) => {
    const answer = await sendAs<PageOf<AuditEntry>>(
      staff.app,
      staff.admin,
      'GET',
      `/api/bms/system/auditLog/list?entity=siteContent&entityId=${id}&pageSize=100`,
    );
    return answer.data.pageList.map((row) => row.action).reverse();
  };

  beforeAll(async () => {
    const { app } = staff;
    writer = await signedInAsNew(
      app,
      'review.writer',
      [{ role: 'writer', sites: ['vocational'] }],
      '职教撰稿',
    );
    secondWriter = await signedInAsNew(app, 'review.writer2', [{ role: 'writer', sites: ['vocational'] }]);
    reviewer = await signedInAsNew(
      app,
      'review.reviewer',
      [{ role: 'reviewer', sites: ['vocational'] }],
      '职教审核',
    );
    secondReviewer = await signedInAsNew(app, 'review.reviewer2', [
      { role: 'reviewer', sites: ['vocational'] },
    ]);
    otherSite = await signedInAsNew(app, 'review.academic', [{ role: 'reviewer', sites: ['academic'] }]);
    const published = await app.db
      .selectFrom('site_content')
      .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
      .select(['site_content.id', 'site_content.menu_id'])
      .where('site_menu.platform', '=', 'vocational')
      .where('site_content.status', '=', 1)
      .orderBy('site_content.id')
      .executeTakeFirstOrThrow();
    publishedId = published.id;
    menuId = published.menu_id;
  }, 60_000);

  it('leaves every site as it was until staff turn review on', async () => {
    const policy = await send<{ platform: string; mode: string }[]>(writer, 'GET', '/review/listPolicy');
    expect(policy.data.map((site) => site.mode)).toEqual(['off', 'off', 'off', 'off']);
    const saved = await send<{ id: number }>(writer, 'POST', '/siteContent', {
      menuId,
      title: '无需审核的通知',
      status: true,
    });
    expect(saved.code).toBe(0);
    expect((await liveRow(saved.data.id)).status).toBe(1);
    // Only someone who keeps the site's settings and reviews it sets its mode.
    expectRefused(
      await send(writer, 'PUT', '/review/updatePolicy', { platform: 'vocational', mode: 'others' }),
    );
    expectRefused(
      await send(otherSite, 'PUT', '/review/updatePolicy', { platform: 'vocational', mode: 'others' }),
    );
    expectRefused(await setMode('sometimes'), '审核方式不正确');
  });

  it('walks a draft from the writer through a return to its publication', async () => {
    expect((await setMode('others')).code).toBe(0);
    // Publishing directly is refused, and nothing is saved.
    const direct = await send(writer, 'POST', '/siteContent', {
      menuId,
      title: '2027 春季招生',
      status: true,
    });
    expectRefused(direct, '本站发布需审核');
    const draft = await send<{ id: number }>(writer, 'POST', '/siteContent', {
      menuId,
      title: '2027 春季招生 保 过 班',
      status: false,
    });
    expect(draft.code).toBe(0);
    const id = draft.data.id;
    // The advertising law stops the submission, with the reason; the writer cannot pass it.
    const stopped = await send(writer, 'POST', '/review/submit', { entity: 'siteContent', recordId: id });
    expectRefused(stopped, '承诺考试通过');
    expect(stopped.code).toBe(AD_LAW_HIT);
    expectRefused(
      await send(writer, 'POST', '/review/submit', {
        entity: 'siteContent',
        recordId: id,
        adLawOverride: '宣传部已确认可以使用',
      }),
      '无权',
    );
    await send(writer, 'POST', '/siteContent', { id, title: '2027 春季招生简章' });
    const submitted = await send<ReviewItem>(writer, 'POST', '/review/submit', {
      entity: 'siteContent',
      recordId: id,
    });
    expect([submitted.code, submitted.data.state, submitted.data.kind]).toEqual([0, 'pending', 'publish']);
    expectRefused(
      await send(writer, 'POST', '/review/submit', { entity: 'siteContent', recordId: id }),
      '已提交审核',
    );

    const summary = await send<ReviewSummary>(reviewer, 'GET', '/review/getSummary');
    expect(summary.data.pending).toBe(1);
    const queue = await send<PageOf<ReviewItem>>(reviewer, 'GET', '/review/list');
    expect(queue.data.pageList.map((item) => [item.name, item.authorName])).toEqual([
      ['2027 春季招生简章', '职教撰稿'],
    ]);
    // Another site's reviewer sees none of it.
    expect((await send<PageOf<ReviewItem>>(otherSite, 'GET', '/review/list')).data.total).toBe(0);
    expectRefused(await send(otherSite, 'GET', `/review/details?id=${submitted.data.id}`));
    expectRefused(await send(otherSite, 'PUT', '/review/pass', { id: submitted.data.id }));
    // The writer may not decide; a return needs a comment.
    expectRefused(await send(writer, 'PUT', '/review/pass', { id: submitted.data.id }));
    expectRefused(
      await send(reviewer, 'PUT', '/review/deny', { id: submitted.data.id, comment: '   ' }),
      '退回意见',
    );

    const details = await send<ReviewDetails>(reviewer, 'GET', `/review/details?id=${submitted.data.id}`);
    expect(details.data.published).toBe(false);
    expect(details.data.canDecide).toBe(true);
    expect(details.data.fields.find((field) => field.key === 'title')).toMatchObject({
      before: null,
      after: '2027 春季招生简章',
      changed: true,
    });

    const returned = await send<ReviewItem>(reviewer, 'PUT', '/review/deny', {
      id: submitted.data.id,
      comment: '请补充报名截止日期',
    });
    expect([returned.data.state, returned.data.comment, returned.data.reviewerName]).toEqual([
      'returned',
      '请补充报名截止日期',
      '职教审核',
    ]);
    expect((await send<ReviewSummary>(writer, 'GET', '/review/getSummary')).data.returned).toBe(1);
    expect((await ofRecord(writer, id)).data.open?.comment).toBe('请补充报名截止日期');

    const fixed = await send(writer, 'POST', '/siteContent', {
      id,
      title: '2027 春季招生简章',
      summary: '报名截止：2027 年 2 月 28 日',
    });
    expect(fixed.code).toBe(0);
    const again = await send<ReviewItem>(writer, 'POST', '/review/submit', {
      entity: 'siteContent',
      recordId: id,
    });
    expect(again.data.state).toBe('pending');
    expect((await liveRow(id)).status).toBe(0);
    const approved = await send<ReviewItem>(reviewer, 'PUT', '/review/pass', { id: again.data.id });
    expect(approved.data.state).toBe('approved');
    expect((await liveRow(id)).status).toBe(1);
    // Decided once: a second approval is refused.
    expectRefused(await send(reviewer, 'PUT', '/review/pass', { id: again.data.id }), '已通过');
    // The approval's save is the reviewer's (its change: 发布 否 → 是), then the approval itself.
    expect(await trailOf(id)).toEqual([
      'create',
      'update',
      'submit',
      'return',
      'update',
      'submit',
      'update',
      'approve',
    ]);
  });

  it('keeps a change to a published item as a proposal until it is approved', async () => {
    const before = await liveRow(publishedId);
    const proposal = await send<{ id: number }>(writer, 'POST', '/siteContent', {
      id: publishedId,
      title: '修改后的标题',
    });
    expect(proposal.code).toBe(0);
    // The public keeps the published version; its author edits on the proposal.
    expect((await liveRow(publishedId)).title).toBe(before.title);
    const mine = await send<ContentAdminDetails>(writer, 'GET', `/siteContent/details?id=${publishedId}`);
    expect(mine.data.title).toBe('修改后的标题');
    const theirs = await send<ContentAdminDetails>(reviewer, 'GET', `/siteContent/details?id=${publishedId}`);
    expect(theirs.data.title).toBe(before.title);
    expect((await ofRecord(writer, publishedId)).data).toMatchObject({
      mode: 'others',
      mustSubmit: true,
      open: { state: 'draft', kind: 'change' },
    });
    expect((await ofRecord(reviewer, publishedId)).data.mustSubmit).toBe(false);
    // Someone else's proposal is not overwritten.
    expectRefused(
      await send(secondWriter, 'POST', '/siteContent', { id: publishedId, title: '另一个标题' }),
      '待审修改',
    );
    // A published item cannot be taken down, moved in bulk or removed without review.
    expectRefused(await send(writer, 'POST', '/siteContent/publish', { ids: [publishedId], status: false }));
    expectRefused(await send(writer, 'DELETE', `/siteContent?id=${publishedId}`));

    const submitted = await send<ReviewItem>(writer, 'POST', '/review/submit', {
      entity: 'siteContent',
      recordId: publishedId,
    });
    const details = await send<ReviewDetails>(reviewer, 'GET', `/review/details?id=${submitted.data.id}`);
    expect(details.data.published).toBe(true);
    expect(details.data.fields.filter((field) => field.changed).map((field) => field.key)).toEqual(['title']);
    await send(reviewer, 'PUT', '/review/pass', { id: submitted.data.id });
    expect((await liveRow(publishedId)).title).toBe('修改后的标题');
    expect((await ofRecord(writer, publishedId)).data.open).toBeNull();
  });

  it('holds an editor’s change to a published banner as a proposal, the public reading the old one until it is approved', async () => {
    const editor = await signedInAsNew(staff.app, 'review.editor', [
      { role: 'editor', sites: ['vocational'] },
    ]);
    const publicTitles = async () =>
      (
        await sendAs<{ title: string }[]>(
          staff.app,
          editor,
          'GET',
          `${WEB}/siteBanner/listForClient?platform=vocational`,
        )
      ).data.map((banner) => banner.title);
    const [shown] = (
      await send<{ id: number; title: string }[]>(editor, 'GET', '/siteBanner/list?platform=vocational')
    ).data;
    const details = (
      await send<Record<string, unknown>>(editor, 'GET', `/siteBanner/details?id=${shown!.id}`)
    ).data;
    const { id, platform, image, url, status } = details;
    expect(status).toBe(true);
    const saved = await send(editor, 'POST', '/siteBanner', {
      id,
      platform,
      title: '待审的轮播图',
      image,
      url,
      status,
    });
    expect(saved.code).toBe(0);
    expect(await publicTitles()).toContain(shown!.title);
    expect(await publicTitles()).not.toContain('待审的轮播图');
    // Taking it down or removing it cannot wait as a proposal.
    expectRefused(await send(editor, 'DELETE', `/siteBanner?id=${shown!.id}`));

    const submitted = await send<ReviewItem>(editor, 'POST', '/review/submit', {
      entity: 'siteBanner',
      recordId: shown!.id,
    });
    expect(submitted.code).toBe(0);
    const compared = await send<ReviewDetails>(reviewer, 'GET', `/review/details?id=${submitted.data.id}`);
    expect(compared.data.fields.filter((field) => field.changed).map((field) => field.label)).toEqual([
      '标题',
    ]);
    expect((await send(reviewer, 'PUT', '/review/pass', { id: submitted.data.id })).code).toBe(0);
    const titles = await publicTitles();
    expect(titles).toContain('待审的轮播图');
    expect(titles).not.toContain(shown!.title);
  });

  it('lets one of two racing authors keep a proposal, and tells the other in words', async () => {
    const other = await staff.app.db
      .selectFrom('site_content')
      .innerJoin('site_menu', 'site_menu.id', 'site_content.menu_id')
      .select('site_content.id')
      .where('site_menu.platform', '=', 'vocational')
      .where('site_content.status', '=', 1)
      .where('site_content.id', '!=', publishedId)
      .orderBy('site_content.id')
      .executeTakeFirstOrThrow();
    const answers = await Promise.all(
      [writer, secondWriter, writer, secondWriter].map((as, index) =>
        send(as, 'POST', '/siteContent', { id: other.id, title: `同时修改 ${index}` }),
      ),
    );
    expect(answers.every((answer) => answer.status < 500)).toBe(true);
    for (const refused of answers.filter((answer) => answer.code !== 0)) expectRefused(refused, '待审修改');
    const open = await staff.app.db
      .selectFrom('review_request')
      .select(['author_name'])
      .where('record_id', '=', other.id)
      .where('state', '=', 'draft')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('lets nobody approve their own submission where every change needs another reviewer', async () => {
    expect((await setMode('all')).code).toBe(0);
    await send(reviewer, 'POST', '/siteContent', { id: publishedId, title: '审核人自己的修改' });
    expect((await liveRow(publishedId)).title).toBe('修改后的标题');
    const submitted = await send<ReviewItem>(reviewer, 'POST', '/review/submit', {
      entity: 'siteContent',
      recordId: publishedId,
    });
    const own = await send<ReviewDetails>(reviewer, 'GET', `/review/details?id=${submitted.data.id}`);
    expect([own.data.canDecide, own.data.approveRefusal]).toEqual([
      false,
      '本站要求由另一位审核人审核：不能审核自己提交的修改',
    ]);
    expectRefused(await send(reviewer, 'PUT', '/review/pass', { id: submitted.data.id }), '另一位审核人');
    // Two reviewers at once: one decision.
    const both = await Promise.all([
      send(secondReviewer, 'PUT', '/review/pass', { id: submitted.data.id }),
      send(secondReviewer, 'PUT', '/review/deny', { id: submitted.data.id, comment: '同时退回' }),
    ]);
    expect(both.filter((answer) => answer.code === 0)).toHaveLength(1);
    await setMode('off');
  });
});
