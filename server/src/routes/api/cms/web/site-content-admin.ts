import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { Type, type TSchema } from 'typebox';
import { scheduleOf } from '@contract/common';
import {
  CONTENT_SEARCH_SCAN_LIMIT,
  ContentAdminDetails,
  ContentAdminItem,
  ContentAdminQuery,
  ContentIdsQuery,
  ContentBatchResult,
  ContentMoveBody,
  ContentPublishBody,
  ContentSaveBody,
  ContentScheduleBody,
  ContentSearchQuery,
  ContentSearchPage,
} from '@contract/site-content';
import { isPlatform } from '@contract/platform';
import { holdsContent } from '@contract/site-menu';
import { requireSite } from '../../../../plugins/app/staff-auth';
import type { AuditEvent } from '../../../../staff/audit';
import { requireDirectChange } from '../../../../staff/review';
import type { Database } from '../../../../db/database';
import { isCalendarDay } from '../../../../lib/china-day';
import {
  badInput,
  contentUrl,
  endTimeAfter,
  nameList,
  notFound,
  nullableText,
  nullableTime,
  publishTimeOr,
  requiredText,
  seoColumns,
  storedFlag,
  storedTime,
} from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import {
  type ContentRow,
  listContentForStaff,
  lockContent,
  type LockedContent,
  searchSiteContent,
  toContentItem,
} from '../../../../repositories/site-content';
import { deleteRow, type SavedValues } from '../../../../repositories/content-table';
import { lockMoveTarget, parentMenu, seoOf } from '../../../../repositories/site-menu';
import {
  CONTENT_ACCESS,
  detailsRoute,
  saveRow,
  pagedListRoute,
  idsAsList,
  removeRoute,
  saveRoute,
  sortRoute,
  type SortableFamily,
} from './admin-common';

const FAMILY: SortableFamily<'site_content'> = {
  table: 'site_content',
  entity: 'siteContent',
  notFound: '内容不存在',
  groupBy: ['menu_id'],
  what: '内容',
};

/**
 * /api/cms/web/siteContent, back office: list (by menu, keyword, status, paging; drafts and
 * scheduled items included), details, save, publish (or withdraw), remove, sort.
 */
const siteContentAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { audit, publicContent, clock } = fastify;

  const toItem = (row: ContentRow): ContentAdminItem => ({
    ...toContentItem(row),
    status: row.status === 1,
    endTime: row.end_time,
    schedule: scheduleOf(row.status === 1, row.publish_time, row.end_time, clock.now()),
  });

  pagedListRoute(fastify, {
    entity: 'siteContent',
    query: ContentAdminQuery,
    item: ContentAdminItem,
    list: listContentForStaff,
    present: toItem,
  });

  detailsRoute(fastify, FAMILY, {
    response: ContentAdminDetails,
    present: (row) => ({ ...toItem(row), body: row.body ?? '', ...seoOf(row) }),
  });

  saveRoute(fastify, FAMILY, {
    body: ContentSaveBody,
    richFields: ['body'],
    preview: 'content',
    // A new item gets every column (what is left out defaulted); a change only the columns of the
    // fields sent, so a save of the title alone keeps the body, summary, status and times.
    prepare: (body) => {
      const creating = body.id === undefined;
      const sent = <K extends keyof typeof body>(key: K) => creating || body[key] !== undefined;
      if (body.menuId === undefined && creating) throw badInput('请选择栏目', 'menuId');
      const publishTime = sent('publishTime') ? publishTimeOr(body.publishTime, clock.now()) : undefined;
      const endTime = sent('endTime') ? nullableTime(body.endTime, '下线时间', 'endTime') : undefined;
      // Both given (or a new item): checked here; one of them with the stored other: in `check`.
      if (publishTime !== undefined && endTime !== undefined) endTimeAfter(publishTime, body.endTime);
      return {
        ...(body.menuId !== undefined && { menu_id: body.menuId }),
        title: requiredText(body.title, '请输入标题', 'title'),
        ...(sent('url') && { url: contentUrl(body.url, '链接地址', 'url') }),
        ...(sent('image') && { image: contentUrl(body.image, '图片地址', 'image') }),
        ...(sent('video') && { video: contentUrl(body.video, '视频地址', 'video') }),
        ...(sent('summary') && { summary: nullableText(body.summary) }),
        ...(sent('body') && { body: body.body ?? '' }),
        ...(publishTime !== undefined && { publish_time: publishTime }),
        ...(endTime !== undefined && { end_time: endTime }),
        ...(sent('status') && { status: storedFlag(body.status ?? false) }),
        ...seoColumns(body),
      } as SavedValues<'site_content'>;
    },
    check: async (trx, { body, existing, values }) => {
      if (body.menuId !== undefined && !(await parentMenu(trx, body.menuId)))
        throw badInput('所选栏目不存在', 'menuId');
      if (existing) {
        const publishTime = values.publish_time ?? existing.publish_time;
        const endTime = values.end_time === undefined ? existing.end_time : values.end_time;
        if (endTime !== null && Date.parse(endTime) <= Date.parse(publishTime))
          throw badInput('下线时间必须晚于发布时间', 'endTime');
      }
    },
  });

  removeRoute(fastify, { ...FAMILY, label: 'title' });

  sortRoute(fastify, FAMILY);

  // ——— Issue 25 item 6: one site's content searched, and bulk changes of the ticked items ———

  fastify.get(
    '/listBySite',
    {
      config: CONTENT_ACCESS,
      schema: { querystring: ContentSearchQuery, response: responses(ContentSearchPage) },
    },
    async (request) => {
      const { pageNum, pageSize, platform, keyword, state, from, to } = request.query;
      requireSite(request, 'content', platform);
      if (from !== undefined && !isCalendarDay(from)) throw badInput('开始日期不存在');
      if (to !== undefined && !isCalendarDay(to)) throw badInput('结束日期不存在');
      if (from !== undefined && to !== undefined && to < from) throw badInput('结束日期不能早于开始日期');
      const { total, pageList, truncated } = await searchSiteContent(
        fastify.db,
        { platform, keyword, state, from, to },
        { pageNum, pageSize },
        new Date(clock.now()).toISOString(),
        CONTENT_SEARCH_SCAN_LIMIT,
      );
      return ok({
        total,
        truncated,
        pageList: pageList.map((row) => ({ ...toItem(row), menuName: row.menu_name })),
      });
    },
  );

  /** A bulk change's route options (as the publish's): the `content` action, one id or many. */
  const batchOptions = <Body extends TSchema>(body: Body) => ({
    config: CONTENT_ACCESS,
    preValidation: idsAsList,
    schema: { body, response: responses(ContentBatchResult) },
  });

  /**
   * A bulk change, all or nothing: one transaction (the public caches dropped after it commits),
   * the items locked in id order; an id that names no item is a 404 and nothing changes. `change`
   * writes (each item through `saveRow`: its audit row and revision) and answers how many.
   */
  const changeContents = (
    request: FastifyRequest,
    ids: number[],
    change: (trx: Transaction<Database>, rows: LockedContent) => Promise<number>,
  ) =>
    publicContent.write(async (trx) => {
      const rows = await lockContent(trx, ids);
      if (rows.length < ids.length) {
        const found = new Set(rows.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        throw notFound(`内容不存在（编号 ${nameList(missing.map(String))}），未做任何修改`);
      }
      // Every ticked item must be of a site the caller may act on, or nothing changes.
      for (const site of new Set(rows.map((row) => row.platform))) {
        requireSite(request, 'content', isPlatform(site) ? site : null);
      }
      return { changed: await change(trx, rows) };
    });

  /**
   * One item of a bulk change saved through `saveRow`: its audit row (as `action`) and its
   * revision; with `sortGroup`, it goes last in that group (a move).
   */
  const saveBulkChange = (
    trx: Transaction<Database>,
    request: FastifyRequest,
    row: LockedContent[number],
    change: {
      action: 'publish' | 'unpublish' | 'move' | 'reschedule';
      values: Partial<Record<'status' | 'menu_id' | 'publish_time' | 'end_time', unknown>>;
      sortGroup?: { menu_id: number };
    },
  ) =>
    saveRow(trx, request, {
      table: 'site_content',
      entity: 'siteContent',
      existing: row,
      values: change.values,
      ...(change.sortGroup && { sort: { given: undefined, group: change.sortGroup } }),
      action: change.action,
    } as unknown as Parameters<typeof saveRow<'site_content'>>[2]);

  /**
   * 发布所选 / 撤回所选, all or nothing as the other bulk changes: each item whose state changes
   * gets its audit row and its revision, as a save of it would.
   */
  fastify.post(
    '/publish',
    {
      config: CONTENT_ACCESS,
      preValidation: idsAsList,
      schema: { body: ContentPublishBody, response: responses(Type.Null()) },
    },
    async (request) => {
      const { ids, status } = request.body;
      const stored = storedFlag(status);
      await changeContents(request, ids, async (trx, rows) => {
        const changing = rows.filter((row) => row.status !== stored);
        for (const row of changing) {
          await saveBulkChange(trx, request, row, {
            action: status ? 'publish' : 'unpublish',
            values: { status: stored },
          });
        }
        return changing.length;
      });
      return ok(null);
    },
  );

  fastify.delete(
    '/removeBatch',
    {
      config: CONTENT_ACCESS,
      preValidation: idsAsList,
      schema: { querystring: ContentIdsQuery, response: responses(ContentBatchResult) },
    },
    async (request) => {
      const result = await changeContents(request, request.query.ids, async (trx, rows) => {
        await requireDirectChange(trx, request, 'siteContent', rows);
        for (const row of rows) await deleteRow(trx, 'site_content', row.id);
        await audit.record(
          trx,
          request,
          rows.map((row): AuditEvent => ({
            entity: 'siteContent',
            entityId: row.id,
            action: 'delete',
            summary: { name: row.title, bulk: true },
            platform: row.platform,
          })),
        );
        return rows.length;
      });
      return ok(result);
    },
  );

  fastify.put('/changeMenuBatch', batchOptions(ContentMoveBody), async (request) => {
    const { ids, menuId } = request.body;
    const result = await changeContents(request, ids, async (trx, rows) => {
      const menu = await lockMoveTarget(trx, menuId);
      if (!menu) throw notFound('目标栏目不存在，未做任何修改');
      const place = {
        name: menu.name,
        path: menu.path,
        pageType: menu.page_type,
        contentType: menu.content_type,
      };
      if (!holdsContent(place, menu.parent_name))
        throw badInput(`栏目“${menu.name}”不能放内容，请选择一个内容栏目，未做任何修改`);
      const elsewhere = rows.filter((row) => row.platform !== menu.platform);
      if (elsewhere.length > 0)
        throw badInput(
          `只能移到同一网站的栏目：${nameList(elsewhere.map((row) => `“${row.title}”`))}不属于栏目“${menu.name}”所在的网站，未做任何修改`,
        );
      const moving = rows.filter((row) => row.menu_id !== menuId);
      for (const row of moving) {
        await saveBulkChange(trx, request, row, {
          action: 'move',
          values: { menu_id: menuId },
          sortGroup: { menu_id: menuId },
        });
      }
      return moving.length;
    });
    return ok(result);
  });

  fastify.put('/changeScheduleBatch', batchOptions(ContentScheduleBody), async (request) => {
    const { ids, publishTime, endTime } = request.body;
    if (publishTime === undefined && endTime === undefined)
      throw badInput('请填写新的发布时间或下线时间', 'publishTime');
    const newPublish =
      publishTime === undefined ? undefined : storedTime(publishTime, '发布时间', 'publishTime');
    const newEnd = endTime === undefined ? undefined : nullableTime(endTime, '下线时间', 'endTime');
    const result = await changeContents(request, ids, async (trx, rows) => {
      const planned = rows.map((row) => {
        const values = {
          ...(newPublish !== undefined && { publish_time: newPublish }),
          ...(newEnd !== undefined && { end_time: newEnd }),
        };
        const end = newEnd === undefined ? row.end_time : newEnd;
        const start = newPublish ?? row.publish_time;
        const same = start === row.publish_time && end === row.end_time;
        return { row, values, same, ends: end !== null && Date.parse(end) <= Date.parse(start) };
      });
      const refused = planned.filter((plan) => plan.ends);
      if (refused.length > 0)
        throw badInput(
          `下线时间必须晚于发布时间：${nameList(refused.map(({ row }) => `“${row.title}”`))}，未做任何修改`,
        );
      const changing = planned.filter((plan) => !plan.same);
      for (const { row, values } of changing) {
        await saveBulkChange(trx, request, row, { action: 'reschedule', values });
      }
      return changing.length;
    });
    return ok(result);
  });
};

export default siteContentAdminRoutes;
