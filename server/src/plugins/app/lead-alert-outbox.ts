import { randomUUID } from 'node:crypto';
import os from 'node:os';
// Node's own timers, whatever the environment puts in the globals (the console's tests run the app under jsdom).
import { clearTimeout, setImmediate, setTimeout } from 'node:timers';
import fp from 'fastify-plugin';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import {
  cancelDelivery,
  claimDueDeliveries,
  leadsForAlerts,
  postponeDeliveries,
  recordDeliveryTry,
  targetsByIds,
  type ClaimedDelivery,
  type DeliveryStep,
  type TargetRow,
} from '../../repositories/lead-alert';
import { queueOverdueAlerts } from '../../repositories/site-message';
import {
  factsOfLead,
  GIVE_UP_AFTER_MS,
  leadMessage,
  retryDelayMs,
  sendAlert,
  type AlertMessage,
  type TryOutcome,
} from '../../staff/lead-alerts';
import { totpKeyOf } from '../../staff/totp-key';

/** Between passes when nothing wakes the worker: retries come due, other processes' rows wait. */
export const POLL_MS = 2_000;
/** Deliveries claimed at once; a full batch is followed by another at once. */
const BATCH = 50;

export type LeadAlertOutbox = {
  /** A lead (or a restored one) was committed with deliveries: send them now. */
  wake(): void;
  /** Runs a pass now and waits for it (after one under way): tests, after moving the clock. */
  runNow(): Promise<void>;
  /** A destination's address or secret sealed for storing, and opened (null: the key cannot). */
  seal(text: string): string;
  open(stored: string): string | null;
  /** Sends one message to a destination now (测试发送), outside the outbox. */
  sendNow(target: TargetRow, message: AlertMessage): Promise<TryOutcome>;
};

declare module 'fastify' {
  interface FastifyInstance {
    leadAlertOutbox: LeadAlertOutbox;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The lead alerts' worker (issue 38 item 2), in every server process: it claims due deliveries
 * of the outbox with a lease (repositories/lead-alert.ts: one statement, safe with several
 * processes on one PostgreSQL database and on SQLite), sends each (staff/lead-alerts.ts), and
 * records the try, in one transaction, right after the receiver answered: a SIGKILL between the
 * two is the one moment a message can go out twice (the row is sent again once its lease ends).
 * A failed try is tried again after RETRY_DELAYS_MS; the destination's other claimed rows wait
 * with it (one timeout per destination and pass, not one per lead). Woken by each commit with
 * deliveries, else every POLL_MS. Closing waits for the pass under way (its sends are bounded).
 */
export default fp(
  async (fastify) => {
    const { config, db, clock, mail, log } = fastify;
    const owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const key = totpKeyOf(config);
    if (config.leadAlertAllowLoopback) {
      log.warn('LEAD_ALERT_ALLOW_LOOPBACK is on: lead alerts may go to http:// addresses of this machine');
    }
    const open = (stored: string) => openSecret(stored, key);

    const sendNow = (target: TargetRow, message: AlertMessage): Promise<TryOutcome> => {
      const address = open(target.address);
      const secret = target.secret === null ? null : open(target.secret);
      if (address === null || (target.secret !== null && secret === null)) {
        return Promise.resolve({
          ok: false,
          httpStatus: null,
          error: '保存的地址或密钥无法解开（服务器密钥已更换），请重新填写',
          durationMs: 0,
        });
      }
      return sendAlert({ kind: target.kind, address, secret }, message, {
        sendMail: (outgoing) => mail.send(outgoing),
        mailReady: mail.enabled,
        loopbackAllowed: config.leadAlertAllowLoopback,
        // A signature's timestamp is checked against the robot's own clock: the wall clock's.
        signedAtMs: Date.now(),
      });
    };

    /** One destination's claimed deliveries, in order; after a failure the rest wait with it. */
    async function deliverToTarget(
      deliveries: ClaimedDelivery[],
      target: TargetRow | undefined,
      leads: Awaited<ReturnType<typeof leadsForAlerts>>,
    ): Promise<void> {
      for (const [index, delivery] of deliveries.entries()) {
        if (!target || target.enabled !== 1) {
          await cancelDelivery(
            db,
            delivery.id,
            owner,
            target ? '通知已停用' : '通知已删除',
            iso(clock.now()),
          );
          continue;
        }
        const lead = leads.get(delivery.lead_id);
        if (!lead) {
          await cancelDelivery(db, delivery.id, owner, '线索已删除', iso(clock.now()));
          continue;
        }
        // Answered since it was found overdue: the reminder has nothing left to ask.
        if (delivery.reason === 'overdue' && lead.first_response_at !== null) {
          await cancelDelivery(db, delivery.id, owner, '线索已有人跟进', iso(clock.now()));
          continue;
        }
        const message = leadMessage(factsOfLead(lead, config.consoleUrl), delivery.reason);
        const outcome = await sendNow(target, message);
        const now = clock.now();
        const step: DeliveryStep = outcome.ok
          ? { kind: 'sent' }
          : now - Date.parse(delivery.created_at) >= GIVE_UP_AFTER_MS
            ? { kind: 'failed' }
            : { kind: 'retry', nextAttemptAt: iso(now + retryDelayMs(delivery.tries + 1)) };
        const recorded = await recordDeliveryTry(
          db,
          { id: delivery.id, targetId: target.id, owner },
          { at: iso(now), ...outcome },
          step,
        );
        if (!recorded)
          log.warn({ delivery: delivery.id }, 'lead alert: lease lost before the try was recorded');
        if (!outcome.ok) {
          log.warn({ delivery: delivery.id, target: target.id, reason: outcome.error }, 'lead alert failed');
          const rest = deliveries.slice(index + 1).map((one) => one.id);
          const nextAttemptAt = step.kind === 'retry' ? step.nextAttemptAt : iso(now + retryDelayMs(1));
          await postponeDeliveries(db, rest, owner, nextAttemptAt);
          return;
        }
      }
    }

    /** Queues the overdue leads' reminders, then claims and sends until no due delivery is left. */
    async function pass(): Promise<void> {
      await queueOverdueAlerts(db, clock.now(), BATCH);
      for (;;) {
        const now = clock.now();
        const claimed = await claimDueDeliveries(db, {
          owner,
          now: iso(now),
          leaseUntil: iso(now + config.leadAlertLeaseMs),
          limit: BATCH,
        });
        if (claimed.length === 0) return;
        const byTarget = new Map<number, ClaimedDelivery[]>();
        for (const delivery of claimed) {
          byTarget.set(delivery.target_id, [...(byTarget.get(delivery.target_id) ?? []), delivery]);
        }
        const [targets, leads] = await Promise.all([
          targetsByIds(db, [...byTarget.keys()]),
          leadsForAlerts(db, [...new Set(claimed.map((delivery) => delivery.lead_id))]),
        ]);
        await Promise.all(
          [...byTarget].map(([targetId, deliveries]) =>
            deliverToTarget(deliveries, targets.get(targetId), leads),
          ),
        );
        if (claimed.length < BATCH || closing) return;
      }
    }

    let running: Promise<void> | undefined;
    let again = false;
    let closing = false;
    let timer: NodeJS.Timeout | undefined;

    const schedule = (delayMs: number) => {
      clearTimeout(timer);
      if (!closing) timer = setTimeout(run, delayMs).unref();
    };

    function run(): Promise<void> {
      if (running) {
        again = true;
        return running;
      }
      clearTimeout(timer);
      running = pass()
        .catch((error: unknown) => log.error({ err: error }, 'lead alert pass failed'))
        .finally(() => {
          running = undefined;
          if (again && !closing) {
            again = false;
            void run();
          } else schedule(POLL_MS);
        });
      return running;
    }

    fastify.addHook('onReady', async () => {
      schedule(0);
    });
    fastify.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await running;
    });
    fastify.decorate('leadAlertOutbox', {
      wake: () => {
        if (!closing) setImmediate(() => void run());
      },
      async runNow() {
        await running;
        await run();
      },
      seal: (text: string) => sealSecret(text, key),
      open,
      sendNow,
    } satisfies LeadAlertOutbox);
  },
  { name: 'lead-alert-outbox', dependencies: ['database', 'staff-auth', 'mail'] },
);
