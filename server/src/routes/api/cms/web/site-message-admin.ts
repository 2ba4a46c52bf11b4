import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Transaction } from 'kysely';
import { IdQuery } from '../../../../../../contract/common';
import { CODE } from '../../../../../../contract/codes';
import { LEAD_STATUS_LABELS, type LeadStatusValue } from '../../../../../../contract/lead-status';
import { hasBit, PERMISSION } from '../../../../../../contract/permissions';
import {
  LeadAssignBody,
  LeadAssignee,
  LeadDetails,
  LeadExportQuery,
  LeadFollowUpBody,
  LeadListQuery,
  LeadNoteBody,
  LeadPage,
  LeadStatusBody,
} from '../../../../../../contract/site-message';
import type { Database } from '../../../../db/database';
import { pageOf } from '../../../../db/paging';
import { ClientError } from '../../../../lib/client-error';
import { ok, responses } from '../../../../lib/responses';
import { staffOf } from '../../../../plugins/app/staff-auth';
import { exportChunks, leadDetails, leadRows, toListItem } from '../../../../staff/leads';

const LEADS = { access: { permission: PERMISSION.leads } } as const;
const EXPORT = { access: { permission: PERMISSION.leadExport } } as const;

const notFound = () => new ClientError(404, CODE.notFound, '线索不存在');
const bad = (message: string) => new ClientError(400, CODE.badRequest, message);

/**
 * /api/cms/web/siteMessage for staff: list, details, export, remove (DELETE on the base path) and
 * the admissions workflow, extensions of the catalogue (issue 13): updateStatus, saveNote, assign,
 * setFollowUp; and listAssignee (issue 14), the staff a lead can be given to. Reading and working leads needs the leads bit; the export its own bit. Every
 * change is one transaction with its audit row (never the whole phone number).
 */
const siteMessageAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit } = fastify;
  const sqlite = fastify.storeKind === 'sqlite';
  const lead = async (trx: Transaction<Database>, id: number) => {
    let query = trx
      .selectFrom('site_message')
      .select(['id', 'lead_status', 'assignee_id', 'follow_up_date'])
      .where('id', '=', id);
    // Two staff changing one lead at once: the second waits for the first's commit (SQLite
    // writes one transaction at a time anyway).
    if (!sqlite) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  type LeadRow = Awaited<ReturnType<typeof lead>>;
  /**
   * A change of one lead (404 when there is none): in one transaction, with the lead locked,
   * `change` writes and says what it did; the audit row records that.
   */
  const changeLead = (
    request: FastifyRequest,
    id: number,
    change: (
      trx: Transaction<Database>,
      row: LeadRow,
    ) => Promise<{ action: string; summary: Record<string, unknown> }>,
  ) =>
    db.transaction().execute(async (trx) => {
      const { action, summary } = await change(trx, await lead(trx, id));
      await audit.record(trx, request, { entity: 'siteMessage', entityId: id, action, summary });
    });

  fastify.get(
    '/list',
    { schema: { querystring: LeadListQuery, response: responses(LeadPage) }, config: LEADS },
    async (request) => {
      const { pageNum, pageSize, ...filters } = request.query;
      const { total, pageList } = await pageOf(
        leadRows(db, filters),
        (filtered) => filtered.orderBy('site_message.id', 'desc'),
        { pageNum, pageSize },
      );
      return ok({ total, pageList: pageList.map(toListItem) });
    },
  );

  // The staff list needs the accounts bit; whoever works leads still has to pick an assignee.
  // Only what the pick needs: id and name of the enabled accounts with the leads bit.
  fastify.get(
    '/listAssignee',
    { schema: { response: responses(Type.Array(LeadAssignee)) }, config: LEADS },
    async () => {
      const accounts = await db
        .selectFrom('staff_account')
        .select(['id', 'display_name', 'permissions'])
        .where('enabled', '=', 1)
        .orderBy('id')
        .execute();
      return ok(
        accounts
          .filter((account) => hasBit(account.permissions, PERMISSION.leads))
          .map((account) => ({ id: account.id, displayName: account.display_name })),
      );
    },
  );

  fastify.get(
    '/details',
    { schema: { querystring: IdQuery, response: responses(LeadDetails) }, config: LEADS },
    async (request) => {
      const details = await leadDetails(db, request.query.id);
      if (!details) throw notFound();
      return ok(details);
    },
  );

  fastify.get(
    '/export',
    { schema: { querystring: LeadExportQuery }, config: EXPORT },
    async (request, reply) => {
      const filters = request.query;
      const day = new Date(fastify.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const filename = encodeURIComponent(`线索导出-${day}.csv`);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${day}.csv"; filename*=UTF-8''${filename}`,
        );
      const chunks = exportChunks(db, filters, async (rows, completed) => {
        // The export is audited once it ends: which filters, how many rows, whether it finished.
        await audit
          .record(db, request, {
            entity: 'siteMessage',
            action: 'export',
            summary: { filters, rows, completed },
          })
          .catch((error: unknown) => request.log.error({ err: error }, 'export audit failed'));
      });
      return reply.send(Readable.from(chunks, { objectMode: false, highWaterMark: 64 * 1024 }));
    },
  );

  fastify.delete(
    '/',
    { schema: { querystring: IdQuery, response: responses(Type.Null()) }, config: LEADS },
    async (request) => {
      const { id } = request.query;
      await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('site_message')
          .select(['id', 'name', 'channel', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw notFound();
        await trx.deleteFrom('site_message_note').where('lead_id', '=', id).execute();
        await trx.deleteFrom('site_message').where('id', '=', id).execute();
        await audit.record(trx, request, {
          entity: 'siteMessage',
          entityId: id,
          action: 'delete',
          summary: { name: row.name, channel: row.channel, createdAt: row.created_at },
        });
      });
      return ok(null);
    },
  );

  fastify.put(
    '/updateStatus',
    { schema: { body: LeadStatusBody, response: responses(Type.Null()) }, config: LEADS },
    async (request) => {
      const { id, status } = request.body;
      await changeLead(request, id, async (trx, row) => {
        await trx.updateTable('site_message').set({ lead_status: status }).where('id', '=', id).execute();
        return {
          action: 'updateStatus',
          summary: {
            status: {
              from: LEAD_STATUS_LABELS[row.lead_status as LeadStatusValue] ?? row.lead_status,
              to: LEAD_STATUS_LABELS[status as LeadStatusValue],
            },
          },
        };
      });
      return ok(null);
    },
  );

  fastify.post(
    '/saveNote',
    {
      schema: { body: LeadNoteBody, response: responses(Type.Object({ id: Type.Integer() })) },
      config: LEADS,
    },
    async (request) => {
      const staff = staffOf(request);
      const { id, text } = request.body;
      const noteId = await db.transaction().execute(async (trx) => {
        await lead(trx, id);
        const inserted = await trx
          .insertInto('site_message_note')
          .values({
            lead_id: id,
            staff_id: staff.id,
            author_name: staff.displayName,
            text: text.trim(),
            created_at: new Date(fastify.clock.now()).toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await audit.record(trx, request, {
          entity: 'siteMessage',
          entityId: id,
          action: 'addNote',
          // The trail masks phone numbers and cuts the text at 200 characters.
          summary: { noteId: inserted.id, note: text.trim() },
        });
        return inserted.id;
      });
      return ok({ id: noteId });
    },
  );

  fastify.put(
    '/assign',
    { schema: { body: LeadAssignBody, response: responses(Type.Null()) }, config: LEADS },
    async (request) => {
      const { id, staffId } = request.body;
      await changeLead(request, id, async (trx, row) => {
        let name: string | null = null;
        if (staffId !== null) {
          const account = await trx
            .selectFrom('staff_account')
            .select(['display_name', 'permissions', 'enabled'])
            .where('id', '=', staffId)
            .executeTakeFirst();
          if (!account || account.enabled !== 1 || !hasBit(account.permissions, PERMISSION.leads)) {
            throw bad('负责人须为启用且有线索权限的账号');
          }
          name = account.display_name;
        }
        await trx.updateTable('site_message').set({ assignee_id: staffId }).where('id', '=', id).execute();
        return {
          action: 'assign',
          summary: { assignee: { from: row.assignee_id, to: staffId }, assigneeName: name },
        };
      });
      return ok(null);
    },
  );

  fastify.put(
    '/setFollowUp',
    { schema: { body: LeadFollowUpBody, response: responses(Type.Null()) }, config: LEADS },
    async (request) => {
      const { id, date } = request.body;
      if (date !== null && Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw bad('回访日期不正确');
      if (date !== null && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
        throw bad('回访日期不正确');
      }
      await changeLead(request, id, async (trx, row) => {
        await trx.updateTable('site_message').set({ follow_up_date: date }).where('id', '=', id).execute();
        return { action: 'setFollowUp', summary: { followUpDate: { from: row.follow_up_date, to: date } } };
      });
      return ok(null);
    },
  );
};

export default siteMessageAdminRoutes;
