import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Transaction } from 'kysely';
import { IdQuery, type Platform } from '@contract/common';
import { CODE } from '@contract/codes';
import { LEAD_STATUS_LABELS, type LeadStatusValue } from '@contract/lead-status';
import { isPlatform, PLATFORMS } from '@contract/platform';
import { sitesFor, type SiteAction } from '@contract/roles';
import { QUARANTINE_REASON_LABELS, sourceLabel, type QuarantineReason } from '@contract/lead-rules';
import { LeadSourceCount } from '@contract/lead-source-alias';
import {
  ChannelReport,
  ChannelReportQuery,
  LeadAssignBody,
  LeadAssignee,
  LeadBulkAssignBody,
  LeadBulkResult,
  LeadBulkStatusBody,
  LeadDetails,
  LeadExportQuery,
  LeadFollowUpBody,
  LeadListQuery,
  LeadNoteBody,
  LeadPage,
  LeadRestoreBody,
  LeadStatusBody,
  LeadSummary,
  REPORT_MAX_DAYS,
} from '@contract/site-message';
import type { Database } from '../../../../db/database';
import { idsAsList } from './admin-common';
import { ClientError } from '../../../../lib/client-error';
import { ok, responses } from '../../../../lib/responses';
import { requireSite, sitesOf, staffOf } from '../../../../plugins/app/staff-auth';
import { eraseFromTrail, type AuditEvent } from '../../../../staff/audit';
import {
  answerFieldOf,
  channelReport,
  exportChunks,
  leadDetails,
  leadSummary,
  listLeads,
  withAnswerFilter,
} from '../../../../staff/leads';
import { eraseForgottenLeads } from '../../../../staff/lead-retention';
import { startResponseClock, takesLeadsOf } from '../../../../staff/lead-routing';
import { daysBetween, isCalendarDay } from '../../../../lib/china-day';
import { assigneeCandidate, enabledAccounts, grantsOf } from '../../../../repositories/staff-account';
import { enqueueLeadAlerts } from '../../../../repositories/lead-alert';
import {
  addLeadNote,
  deleteLead,
  leadForDeletion,
  leadSourceCounts,
  lockLead,
  lockLeads,
  markFirstResponse,
  updateLeads,
  type LockedLead,
  type LeadSites,
  type LockedLeads,
} from '../../../../repositories/site-message';

const LEADS = { access: { can: 'leads' } } as const;
/**
 * Every lead at once, with the whole phone numbers: the `leadExport` action (of the sites
 * exported), and the password proved within STEP_UP_MS (issue 35, step-up).
 */
const EXPORT = { access: { can: 'leadExport' }, stepUp: true } as const;

/** A lead's site as stored: null for a lead of before sites were recorded. */
const siteOfLead = (row: { platform: string | null }): Platform | null =>
  isPlatform(row.platform) ? row.platform : null;

const notFound = () => new ClientError(404, CODE.notFound, '线索不存在');
const bad = (message: string) => new ClientError(400, CODE.badRequest, message);

const statusLabel = (status: number) => LEAD_STATUS_LABELS[status as LeadStatusValue] ?? String(status);

/**
 * /api/cms/web/siteMessage for staff: list, details, export, remove (DELETE on the base path) and
 * the admissions workflow, extensions of the catalogue (issue 13): updateStatus, saveNote, assign,
 * setFollowUp; listAssignee (issue 14), the staff a lead can be given to; and (issue 21) the
 * console's summary, the channel report, bulk status and assignment, and restoring suspicious
 * leads. Reading and working leads needs the `leads` action on the lead's site (lists keep to
 * the caller's sites); the export `leadExport`. Every change is one transaction with its audit
 * rows, one per lead changed (never the whole phone number).
 */
const siteMessageAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit } = fastify;

  /**
   * The sites whose leads the caller works with `action`: 'all' when every site (the leads of no
   * recorded site come with it), else the list (a `platform` filter must be one of them).
   */
  const leadSites = (request: FastifyRequest, action: SiteAction, platform?: Platform): LeadSites => {
    const sites = sitesOf(request, action);
    if (platform !== undefined) {
      requireSite(request, action, platform);
      return [platform];
    }
    return sites.length === PLATFORMS.length ? 'all' : sites;
  };

  // Two staff changing one lead at once: the second waits for the first's commit.
  const lead = async (request: FastifyRequest, trx: Transaction<Database>, id: number) => {
    const row = await lockLead(trx, id);
    if (!row) throw notFound();
    requireSite(request, 'leads', siteOfLead(row));
    return row;
  };
  /**
   * A change of one lead (404 when there is none): in one transaction, with the lead locked,
   * `change` writes and says what it did; the audit row records that.
   */
  const changeLead = (
    request: FastifyRequest,
    id: number,
    change: (
      trx: Transaction<Database>,
      row: LockedLead,
    ) => Promise<{ action: string; summary: Record<string, unknown> }>,
  ) =>
    db.transaction().execute(async (trx) => {
      const { action, summary } = await change(trx, await lead(request, trx, id));
      await audit.record(trx, request, { entity: 'siteMessage', entityId: id, action, summary });
    });

  /**
   * A change of several leads, all or nothing: in one transaction, with the leads locked (in id
   * order, so two bulk changes cannot deadlock), `change` writes what differs and names the leads
   * it changed, each with its audit row. An id that names no lead: 404, nothing changed.
   */
  const changeLeads = (
    request: FastifyRequest,
    ids: number[],
    change: (
      trx: Transaction<Database>,
      rows: LockedLeads,
    ) => Promise<{ id: number; action: string; summary: Record<string, unknown> }[]>,
  ) =>
    db.transaction().execute(async (trx) => {
      const rows = await lockLeads(trx, ids);
      if (rows.length < ids.length) {
        const found = new Set(rows.map((row) => row.id));
        const missing = ids.filter((id) => !found.has(id));
        const named =
          missing.slice(0, 10).join('、') + (missing.length > 10 ? ` 等 ${missing.length} 条` : '');
        throw new ClientError(404, CODE.notFound, `线索不存在（编号 ${named}），未做任何修改`);
      }
      // Every ticked lead must be of a site the caller works, or nothing changes.
      for (const row of rows) requireSite(request, 'leads', siteOfLead(row));
      const changed = await change(trx, rows);
      await audit.record(
        trx,
        request,
        changed.map(({ id, action, summary }): AuditEvent => ({
          entity: 'siteMessage',
          entityId: id,
          action,
          summary,
        })),
      );
      return { changed: changed.length };
    });

  /** The options of a bulk change's route (PUT, its `body` with the ids): the `leads` action, one id or many. */
  const bulkOptions = <Body extends TSchema>(body: Body) => ({
    schema: { body, response: responses(LeadBulkResult) },
    config: LEADS,
    preValidation: idsAsList,
  });

  /**
   * A bulk change's write, in `changeLeads`: `values` on the leads of `changing` (those it changes;
   * none, nothing is written), each audited as `action` with the summary `summaryOf` makes.
   */
  const updateChanged = async (
    trx: Transaction<Database>,
    changing: LockedLeads,
    values: Parameters<typeof updateLeads>[2],
    action: string,
    summaryOf: (row: LockedLeads[number]) => Record<string, unknown>,
  ) => {
    if (changing.length === 0) return [];
    await updateLeads(
      trx,
      changing.map((row) => row.id),
      values,
    );
    return changing.map((row) => ({ id: row.id, action, summary: summaryOf(row) }));
  };

  /**
   * The name of an account the leads may be given to, or a 400: enabled, and working the leads of
   * each of their sites.
   */
  const assigneeName = async (
    trx: Transaction<Database>,
    staffId: number,
    leads: readonly { platform: string | null }[],
  ) => {
    const account = await assigneeCandidate(trx, staffId);
    if (!account || !leads.every((row) => takesLeadsOf(account, siteOfLead(row)))) {
      throw bad('负责人须为启用且负责该站点线索的账号');
    }
    return account.display_name;
  };
  /** The time of a first response by staff (a status change or a note): issue 38 item 3. */
  const respondedAt = () => new Date(fastify.clock.now()).toISOString();

  /** Who handled a lead before (the trail names them: an id means nothing once read); none: null. */
  const formerAssigneeName = async (trx: Transaction<Database>, staffId: number | null) =>
    staffId === null ? null : ((await assigneeCandidate(trx, staffId))?.display_name ?? null);

  fastify.get(
    '/list',
    { schema: { querystring: LeadListQuery, response: responses(LeadPage) }, config: LEADS },
    async (request) => {
      const sites = leadSites(request, 'leads', request.query.platform);
      const query = await withAnswerFilter(db, { ...request.query, sites });
      return ok(await listLeads(db, query, fastify.clock.now()));
    },
  );

  // The staff list needs the `accounts` action; whoever works leads still has to pick an
  // assignee. Only what the pick needs: id and name of the enabled accounts that work the leads
  // of one of the caller's sites.
  fastify.get(
    '/listAssignee',
    { schema: { response: responses(Type.Array(LeadAssignee)) }, config: LEADS },
    async (request) => {
      const mine = sitesOf(request, 'leads');
      const accounts = await enabledAccounts(db);
      return ok(
        accounts.flatMap((account) => {
          const sites = sitesFor(grantsOf(account.roles), 'leads').filter((site) => mine.includes(site));
          return sites.length > 0 ? [{ id: account.id, displayName: account.display_name, sites }] : [];
        }),
      );
    },
  );

  fastify.get(
    '/details',
    { schema: { querystring: IdQuery, response: responses(LeadDetails) }, config: LEADS },
    async (request) => {
      const details = await leadDetails(db, request.query.id, fastify.clock.now());
      if (!details) throw notFound();
      requireSite(request, 'leads', isPlatform(details.platform) ? details.platform : null);
      return ok(details);
    },
  );

  fastify.get(
    '/export',
    { schema: { querystring: LeadExportQuery }, config: EXPORT },
    async (request, reply) => {
      const filters = await withAnswerFilter(db, {
        ...request.query,
        sites: leadSites(request, 'leadExport', request.query.platform),
      });
      const day = new Date(fastify.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      const filename = encodeURIComponent(`线索导出-${day}.csv`);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="leads-${day}.csv"; filename*=UTF-8''${filename}`,
        );
      const chunks = exportChunks(db, filters, fastify.clock.now(), async (rows, completed) => {
        // The export is audited once it ends: which filters, how many rows, whether it finished.
        await audit
          .record(db, request, {
            entity: 'siteMessage',
            action: 'export',
            // The filters staff chose (the sites they may export are the roles', not a choice).
            summary: { filters: request.query, rows, completed },
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
        const row = await leadForDeletion(trx, id);
        if (!row) throw notFound();
        requireSite(request, 'leads', siteOfLead(row));
        await deleteLead(trx, id);
        // The trail keeps that a lead was deleted, and what it was worked on, but nothing of the
        // person: no name or number now, and the texts of the earlier rows (notes) erased.
        await eraseFromTrail(trx, 'siteMessage', [id]);
        await audit.record(trx, request, {
          entity: 'siteMessage',
          entityId: id,
          action: 'delete',
          summary: {
            channel: row.channel,
            platform: row.platform,
            createdAt: row.created_at,
            status: statusLabel(row.lead_status),
          },
          platform: row.platform,
        });
      });
      await eraseForgottenLeads(db);
      return ok(null);
    },
  );

  fastify.put(
    '/updateStatus',
    { schema: { body: LeadStatusBody, response: responses(Type.Null()) }, config: LEADS },
    async (request) => {
      const { id, status } = request.body;
      await changeLead(request, id, async (trx, row) => {
        await updateLeads(trx, [id], { lead_status: status });
        if (status !== row.lead_status) await markFirstResponse(trx, [id], respondedAt());
        return {
          action: 'updateStatus',
          summary: {
            status: {
              from: statusLabel(row.lead_status),
              to: statusLabel(status),
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
        await lead(request, trx, id);
        await markFirstResponse(trx, [id], respondedAt());
        const inserted = {
          id: await addLeadNote(trx, {
            leadId: id,
            staffId: staff.id,
            authorName: staff.displayName,
            text: text.trim(),
            at: new Date(fastify.clock.now()),
          }),
        };
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
        const name = staffId === null ? null : await assigneeName(trx, staffId, [row]);
        await updateLeads(trx, [id], { assignee_id: staffId });
        return {
          action: 'assign',
          summary: {
            assignee: {
              from: row.assignee_id,
              fromName: await formerAssigneeName(trx, row.assignee_id),
              to: staffId,
              toName: name,
            },
          },
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
        await updateLeads(trx, [id], { follow_up_date: date });
        return { action: 'setFollowUp', summary: { followUpDate: { from: row.follow_up_date, to: date } } };
      });
      return ok(null);
    },
  );

  // ——— Issue 21: the admissions home, the channel report, bulk work, suspicious leads ———

  fastify.get(
    '/getSummary',
    { schema: { response: responses(LeadSummary) }, config: LEADS },
    async (request) =>
      ok(await leadSummary(db, staffOf(request).id, leadSites(request, 'leads'), fastify.clock.now())),
  );

  fastify.get(
    '/getChannelReport',
    { schema: { querystring: ChannelReportQuery, response: responses(ChannelReport) }, config: LEADS },
    async (request) => {
      const { from, to } = request.query;
      if (!isCalendarDay(from)) throw bad('开始日期不正确');
      if (!isCalendarDay(to)) throw bad('结束日期不正确');
      if (to < from) throw bad('结束日期不能早于开始日期');
      if (daysBetween(from, to) > REPORT_MAX_DAYS) throw bad(`统计范围不能超过 ${REPORT_MAX_DAYS} 天`);
      const sites = leadSites(request, 'leads', request.query.platform);
      const { by, fieldKey, platform } = request.query;
      if (by !== 'answer') return ok(await channelReport(db, request.query, sites, fastify.clock.now()));
      // By answer (issue 38 item 1): a choice, 意向专业 or region field of the chosen site.
      if (fieldKey === undefined) throw bad('按表单字段统计请选择字段');
      const field = await answerFieldOf(db, platform, fieldKey, '统计');
      const query = { ...request.query, answerFirstOnly: field.type !== 'multiple' };
      return ok(await channelReport(db, query, sites, fastify.clock.now()));
    },
  );

  // issue 38 item 4: the inbox's 来源 filter offers the sources the caller's leads hold, in words.
  fastify.get(
    '/listSource',
    { schema: { response: responses(Type.Array(LeadSourceCount)) }, config: LEADS },
    async (request) => {
      const rows = await leadSourceCounts(db, leadSites(request, 'leads'));
      return ok(
        rows.map((row) => ({ key: row.source, label: sourceLabel(row.source), leads: Number(row.leads) })),
      );
    },
  );

  fastify.put('/updateStatusBatch', bulkOptions(LeadBulkStatusBody), async (request) => {
    const { ids, status } = request.body;
    const result = await changeLeads(request, ids, async (trx, rows) => {
      const changing = rows.filter((row) => row.lead_status !== status);
      await markFirstResponse(
        trx,
        changing.map((row) => row.id),
        respondedAt(),
      );
      return updateChanged(trx, changing, { lead_status: status }, 'updateStatus', (row) => ({
        status: { from: statusLabel(row.lead_status), to: statusLabel(status) },
        bulk: true,
      }));
    });
    return ok(result);
  });

  fastify.put('/assignBatch', bulkOptions(LeadBulkAssignBody), async (request) => {
    const { ids, staffId } = request.body;
    const result = await changeLeads(request, ids, async (trx, rows) => {
      const name = staffId === null ? null : await assigneeName(trx, staffId, rows);
      const changing = rows.filter((row) => row.assignee_id !== staffId);
      const formerNames = new Map<number | null, string | null>();
      for (const row of changing)
        formerNames.set(row.assignee_id, await formerAssigneeName(trx, row.assignee_id));
      return updateChanged(trx, changing, { assignee_id: staffId }, 'assign', (row) => ({
        assignee: {
          from: row.assignee_id,
          fromName: formerNames.get(row.assignee_id),
          to: staffId,
          toName: name,
        },
        bulk: true,
      }));
    });
    return ok(result);
  });

  // Restoring is idempotent: a lead of the list that is already a normal lead (restored by a
  // colleague a moment ago, or never suspicious) is left as it is and not counted in `changed`.
  fastify.put('/restore', bulkOptions(LeadRestoreBody), async (request) => {
    let alertsQueued = 0;
    const result = await changeLeads(request, request.body.ids, async (trx, rows) => {
      const suspicious = rows.filter((row) => row.quarantine_reason !== null);
      const at = new Date(fastify.clock.now()).toISOString();
      // A lead restored is due as a new one would be: its site's target from now.
      await startResponseClock(trx, suspicious, fastify.clock.now());
      const changed = await updateChanged(
        trx,
        suspicious,
        { quarantine_reason: null, restored_at: at },
        'restore',
        (row) => ({
          quarantineReason:
            QUARANTINE_REASON_LABELS[row.quarantine_reason as QuarantineReason] ?? row.quarantine_reason,
        }),
      );
      // A lead held back is announced to the team when staff restore it, as a new lead is
      // (issue 38 item 2), in the same transaction; one already announced is not again.
      alertsQueued = await enqueueLeadAlerts(trx, suspicious, at);
      return changed;
    });
    if (alertsQueued > 0) fastify.leadAlertOutbox.wake();
    return ok(result);
  });
};

export default siteMessageAdminRoutes;
