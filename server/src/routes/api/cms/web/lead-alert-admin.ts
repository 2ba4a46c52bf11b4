import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import { Type } from 'typebox';
import { IdQuery, Page, Saved, type Platform } from '@contract/common';
import {
  FAILED_RECENT_DAYS,
  FAILING_AFTER,
  isWebhookKind,
  LEAD_ALERT_KINDS,
  leadAlertAddressProblem,
  LeadAlertAttempt,
  LeadAlertDelivery,
  LeadAlertDeliveryQuery,
  LeadAlertEnabledBody,
  LeadAlertList,
  LeadAlertListQuery,
  LeadAlertSaveBody,
  leadAlertSecretProblem,
  LeadAlertSummary,
  LeadAlertTestBody,
  type LeadAlertKind,
  type LeadAlertTarget,
} from '@contract/lead-alert';
import { isPlatform, PLATFORM_NAMES } from '@contract/platform';
import type { Database } from '../../../../db/database';
import { badInput, notFound } from '../../../../lib/content-input';
import { checkedAddress, DeliveryRefusal } from '../../../../lib/outbound-post';
import { maskEmail } from '../../../../lib/personal-numbers';
import { ok, responses } from '../../../../lib/responses';
import { requireSite, sitesOf } from '../../../../plugins/app/staff-auth';
import {
  alertSummaryOf,
  cancelWaitingOfTarget,
  deleteTarget,
  findTarget,
  insertTarget,
  lockTarget,
  pageOfDeliveries,
  recordTargetOutcome,
  targetsOfSite,
  updateTarget,
  type TargetRow,
} from '../../../../repositories/lead-alert';
import { changeSummary } from '../../../../staff/audit-changes';
import { addressHint, testMessage } from '../../../../staff/lead-alerts';

/**
 * /api/cms/web/leadAlert: where a site's new leads are announced (issue 38 item 2;
 * contract/lead-alert.ts, docs/lead-alerts.md). A destination's address and secret are written
 * once and stored sealed; an answer shows only a hint of the address. Every change is audited
 * (entity `leadAlertTarget`); disabling or deleting a destination cancels what still waits for it.
 * All of it is the `leadAlerts` action of the destination's site.
 */
const ALERTS = { access: { can: 'leadAlerts' } } as const;
const NOT_FOUND = '通知不存在或已被删除';

const KIND_NAMES = {
  alert_kind: Object.fromEntries(Object.entries(LEAD_ALERT_KINDS).map(([kind, { label }]) => [kind, label])),
};

/** A destination as the trail records it: the fields staff set (a mail address masked, never a secret). */
const audited = (
  row: Pick<TargetRow, 'name' | 'kind' | 'address_hint' | 'secret' | 'enabled' | 'platform'>,
) => ({
  name: row.name,
  alert_kind: row.kind,
  address_hint: row.kind === 'email' ? maskEmail(row.address_hint) : row.address_hint,
  signed: row.secret !== null,
  enabled: row.enabled === 1,
});

const targetOf = (row: TargetRow & { waiting: number | string | null }): LeadAlertTarget => ({
  id: row.id,
  platform: row.platform as Platform,
  kind: row.kind,
  name: row.name,
  enabled: row.enabled === 1,
  addressHint: row.address_hint,
  signed: row.secret !== null,
  consecutiveFailures: row.consecutive_failures,
  failing: row.consecutive_failures >= FAILING_AFTER,
  lastAttemptAt: row.last_attempt_at,
  lastSuccessAt: row.last_success_at,
  lastError: row.last_error,
  waiting: Number(row.waiting ?? 0),
  updatedAt: row.updated_at,
});

const siteOf = (row: { platform: string }): Platform | null =>
  isPlatform(row.platform) ? row.platform : null;

const leadAlertAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { db, audit, clock, config, mail, leadAlertOutbox } = fastify;
  const loopbackAllowed = config.leadAlertAllowLoopback;

  /** A destination of a site the caller keeps, locked for a change (404 / 403 otherwise). */
  const lockedTarget = async (request: FastifyRequest, trx: Transaction<Database>, id: number) => {
    const row = await lockTarget(trx, id);
    if (!row) throw notFound(NOT_FOUND);
    requireSite(request, 'leadAlerts', siteOf(row));
    return row;
  };

  /**
   * The address as it will be stored, checked: its shape for the kind, and a webhook's host after
   * DNS (public addresses only; it is checked again at every send). Refusals name the field.
   */
  const checkedAddressOf = async (kind: LeadAlertKind, address: string): Promise<string> => {
    const text = address.trim();
    const problem = leadAlertAddressProblem(kind, text, { loopbackAllowed });
    if (problem) throw badInput(problem, 'address');
    if (!isWebhookKind(kind)) {
      if (!mail.enabled) throw badInput('服务器未配置发信邮箱（SMTP_URL），暂不能添加邮件通知', 'kind');
      return text;
    }
    try {
      await checkedAddress(new URL(text), loopbackAllowed);
    } catch (error) {
      if (error instanceof DeliveryRefusal) throw badInput(error.message, 'address');
      throw error;
    }
    return text;
  };

  /** Cancels what waits for a destination turned off or deleted; the trail says how many. */
  const cancelWaiting = (trx: Transaction<Database>, id: number, reason: string) =>
    cancelWaitingOfTarget(trx, id, reason, new Date(clock.now()).toISOString());

  fastify.get(
    '/list',
    { config: ALERTS, schema: { querystring: LeadAlertListQuery, response: responses(LeadAlertList) } },
    async (request) => {
      const { platform } = request.query;
      requireSite(request, 'leadAlerts', platform);
      const rows = await targetsOfSite(db, platform);
      return ok({
        targets: rows.map(targetOf),
        mailReady: mail.enabled,
        consoleLinks: config.consoleUrl !== null,
        loopbackAllowed,
      });
    },
  );

  fastify.post(
    '/',
    { config: ALERTS, schema: { body: LeadAlertSaveBody, response: responses(Saved) } },
    async (request) => {
      const body = request.body;
      requireSite(request, 'leadAlerts', body.platform);
      const name = body.name.trim();
      if (name === '') throw badInput('请填写名称', 'name');
      const signs = LEAD_ALERT_KINDS[body.kind].signing && body.signed === true;
      if (body.signed === true && !LEAD_ALERT_KINDS[body.kind].signing)
        throw badInput(`${LEAD_ALERT_KINDS[body.kind].label}不支持加签`, 'signed');
      const givenAddress = body.address?.trim() ?? '';
      const givenSecret = body.secret?.trim() ?? '';
      if (signs && givenSecret !== '') {
        const problem = leadAlertSecretProblem(givenSecret);
        if (problem) throw badInput(problem, 'secret');
      }
      // Checked before the transaction: the host's lookup must not hold a lock.
      const address = givenAddress === '' ? null : await checkedAddressOf(body.kind, givenAddress);
      const at = new Date(clock.now()).toISOString();

      const id = await db.transaction().execute(async (trx) => {
        const existing = body.id === undefined ? undefined : await lockedTarget(request, trx, body.id);
        if (existing && existing.platform !== body.platform)
          throw badInput('通知不能移到其他站点，请在该站点新增', 'platform');
        if (address === null && (!existing || existing.kind !== body.kind))
          throw badInput(
            existing ? '更换通知方式时请重新填写地址' : leadAlertAddressProblem(body.kind, '')!,
            'address',
          );
        // A secret is kept when the box is left empty and the robot still signs.
        const keptSecret = existing && existing.kind === body.kind ? existing.secret : null;
        const secret = !signs ? null : givenSecret !== '' ? leadAlertOutbox.seal(givenSecret) : keptSecret;
        if (signs && secret === null) throw badInput(leadAlertSecretProblem('')!, 'secret');
        const enabled = body.enabled ?? (existing ? existing.enabled === 1 : true);
        const values = {
          name,
          kind: body.kind,
          ...(address === null
            ? {}
            : { address: leadAlertOutbox.seal(address), address_hint: addressHint(body.kind, address) }),
          secret,
          enabled: enabled ? (1 as const) : (0 as const),
          updated_at: at,
        };
        // A new address or secret is a new destination as far as its health goes.
        const renewed = address !== null || (existing?.secret ?? null) !== secret;
        const health = renewed ? { consecutive_failures: 0, last_error: null } : {};
        let savedId: number;
        if (existing) {
          await updateTarget(trx, existing.id, { ...values, ...health });
          savedId = existing.id;
        } else {
          savedId = await insertTarget(trx, {
            ...values,
            platform: body.platform,
            address: values.address!,
            address_hint: values.address_hint!,
            created_at: at,
          });
        }
        const after = { ...(existing ?? {}), ...values, platform: body.platform } as TargetRow;
        const cancelled =
          existing && existing.enabled === 1 && !enabled
            ? await cancelWaiting(trx, savedId, '通知已停用')
            : 0;
        const summary = await changeSummary(
          trx,
          existing ? audited(existing) : undefined,
          audited(after),
          KIND_NAMES,
        );
        await audit.record(trx, request, {
          entity: 'leadAlertTarget',
          entityId: savedId,
          action: existing ? 'update' : 'create',
          summary: { ...summary, ...(cancelled > 0 ? { cancelled } : {}) },
          platform: body.platform,
        });
        return savedId;
      });
      return ok({ id });
    },
  );

  fastify.put(
    '/setEnabled',
    { config: ALERTS, schema: { body: LeadAlertEnabledBody, response: responses(Type.Null()) } },
    async (request) => {
      const { id, enabled } = request.body;
      await db.transaction().execute(async (trx) => {
        const existing = await lockedTarget(request, trx, id);
        if ((existing.enabled === 1) === enabled) return;
        const flag = enabled ? (1 as const) : (0 as const);
        await updateTarget(trx, id, { enabled: flag, updated_at: new Date(clock.now()).toISOString() });
        const cancelled = enabled ? 0 : await cancelWaiting(trx, id, '通知已停用');
        const summary = await changeSummary(trx, audited(existing), audited({ ...existing, enabled: flag }));
        await audit.record(trx, request, {
          entity: 'leadAlertTarget',
          entityId: id,
          action: 'update',
          summary: { ...summary, ...(cancelled > 0 ? { cancelled } : {}) },
          platform: existing.platform,
        });
      });
      return ok(null);
    },
  );

  fastify.delete(
    '/',
    { config: ALERTS, schema: { querystring: IdQuery, response: responses(Type.Null()) } },
    async (request) => {
      const { id } = request.query;
      await db.transaction().execute(async (trx) => {
        const existing = await lockedTarget(request, trx, id);
        const cancelled = await cancelWaiting(trx, id, '通知已删除');
        await deleteTarget(trx, id);
        await audit.record(trx, request, {
          entity: 'leadAlertTarget',
          entityId: id,
          action: 'delete',
          summary: { name: existing.name, ...(cancelled > 0 ? { cancelled } : {}) },
          platform: existing.platform,
        });
      });
      return ok(null);
    },
  );

  // 测试发送: a sample message now, outside the outbox; the answer is the try's outcome.
  fastify.post(
    '/sendTest',
    { config: ALERTS, schema: { body: LeadAlertTestBody, response: responses(LeadAlertAttempt) } },
    async (request) => {
      const target = await findTarget(db, request.body.id);
      if (!target) throw notFound(NOT_FOUND);
      requireSite(request, 'leadAlerts', siteOf(target));
      const site = isPlatform(target.platform) ? PLATFORM_NAMES[target.platform] : target.platform;
      const outcome = await leadAlertOutbox.sendNow(
        target,
        testMessage(site, target.name, config.consoleUrl),
      );
      const at = new Date(clock.now()).toISOString();
      await db.transaction().execute(async (trx) => {
        // A test that went out shows the destination works again; a failed one is no delivery.
        if (outcome.ok) await recordTargetOutcome(trx, target.id, { ok: true, at, error: null });
        await audit.record(trx, request, {
          entity: 'leadAlertTarget',
          entityId: target.id,
          action: 'testSend',
          summary: {
            name: target.name,
            result: outcome.ok ? '发送成功' : `发送失败：${outcome.error ?? ''}`,
          },
          platform: target.platform,
        });
      });
      return ok({ at, ...outcome });
    },
  );

  fastify.get(
    '/listDelivery',
    {
      config: ALERTS,
      schema: { querystring: LeadAlertDeliveryQuery, response: responses(Page(LeadAlertDelivery)) },
    },
    async (request) => {
      const { platform } = request.query;
      if (platform) requireSite(request, 'leadAlerts', platform);
      return ok(await pageOfDeliveries(db, request.query, sitesOf(request, 'leadAlerts')));
    },
  );

  fastify.get(
    '/getSummary',
    { config: ALERTS, schema: { response: responses(LeadAlertSummary) } },
    async (request) => {
      const since = new Date(clock.now() - FAILED_RECENT_DAYS * 86_400_000).toISOString();
      const summary = await alertSummaryOf(db, sitesOf(request, 'leadAlerts'), since);
      return ok({
        failingTargets: summary.failingTargets.map((row) => ({
          id: row.id,
          platform: row.platform as Platform,
          name: row.name,
          kind: row.kind,
          consecutiveFailures: row.consecutive_failures,
          lastError: row.last_error,
          lastAttemptAt: row.last_attempt_at,
        })),
        failedRecently: summary.failed,
        waiting: summary.waiting,
      });
    },
  );
};

export default leadAlertAdminRoutes;
