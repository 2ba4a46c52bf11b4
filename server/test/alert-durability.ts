import { randomBytes, randomUUID } from 'node:crypto';
import { startRobot, type RobotKind, type RobotReceiver } from './lead-alert-receivers';

/**
 * The lead alerts' durability run (issue 38 item 2), shared by the short check in
 * server/test/integration/lead-alerts-durability.test.ts and the full one of
 * `npm run soak:alerts` (server/bench/alert-durability.ts): leads stream into a real server
 * process with three destinations (企业微信, 钉钉 signed, 飞书 signed: local robots that check
 * what the services check), the server is SIGKILLed and started again on the same data a few
 * times, one robot is down for a while; then every destination must get every stored lead, and
 * the run counts per destination what it received, the distinct leads, the repeats and the ones
 * missing. A repeat can only come from a kill between a robot's answer and the commit that
 * records it (the row is sent again when its lease ends): at most one per destination and kill,
 * since a process sends to one destination one message at a time.
 */

/** A server process of the run: where it answers, and its ends. */
export type RunServer = { base: string; kill(): Promise<void>; stop(): Promise<void> };

export type DurabilityPlan = {
  leads: number;
  kills: number;
  /** How long the 钉钉 robot refuses connections (from the first kill on). */
  downMs: number;
  workers: number;
  /** Starts the server on the run's data with these variables (DATA_DIR, DATABASE_URL … included). */
  start(env: Record<string, string>): Promise<RunServer>;
  /** The run's data: a fresh DATA_DIR, or DATABASE_URL of a fresh database. */
  env: Record<string, string>;
  /** Reads the stored normal leads of the run (their ids) once the last server has stopped. */
  storedLeads(phonePrefix: string): Promise<number[]>;
  /** How long to wait for the deliveries after the last lead. */
  settleMs: number;
  log?: (line: string) => void;
};

export type DestinationCount = {
  kind: RobotKind;
  received: number;
  distinct: number;
  duplicates: number;
  missing: number;
};

export type DurabilityReport = {
  acknowledged: number;
  stored: number;
  lostLeads: number;
  kills: number;
  destinations: DestinationCount[];
  seconds: number;
};

const ADMIN = { username: 'admin', password: 'Huaxia@2026demo' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The lead ids a robot's messages link to (`…/admin/leads/<id>`), one per message. */
const linkedLeads = (robot: RobotReceiver) =>
  robot.received.flatMap((text) => {
    const match = /\/leads\/(\d+)/.exec(text);
    return match && text.includes('【新线索】') ? [Number(match[1])] : [];
  });

async function signedInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/bms/system/admin/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  });
  const cookie = (response.headers.getSetCookie?.() ?? []).find((line) => line.startsWith('sid='));
  if (!cookie) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

export async function runAlertDurability(plan: DurabilityPlan): Promise<DurabilityReport> {
  const log = plan.log ?? (() => undefined);
  const started = performance.now();
  const robots: Record<RobotKind, RobotReceiver> = {
    wecom: await startRobot('wecom'),
    dingtalk: await startRobot('dingtalk', { secret: `SEC${randomBytes(32).toString('hex')}` }),
    feishu: await startRobot('feishu', { secret: randomBytes(16).toString('base64url') }),
  };
  const env = {
    ...plan.env,
    SEED_DEMO: '1',
    LEAD_ALERT_ALLOW_LOOPBACK: '1',
    LEAD_ALERT_LEASE_SECONDS: '12',
    STAFF_CONSOLE_URL: 'https://www.example.cn/admin',
    LEAD_RATE_LIMIT: '1000000',
    LEAD_PHONE_DAILY_LIMIT: '1000000',
  };
  let server = await plan.start(env);
  try {
    const cookie = await signedInCookie(server.base);
    for (const robot of Object.values(robots)) {
      const response = await fetch(`${server.base}/api/cms/web/leadAlert`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.base, cookie },
        body: JSON.stringify({
          platform: 'company',
          kind: robot.kind,
          name: `耐久测试 ${robot.kind}`,
          address: robot.url,
          signed: robot.secret !== null,
          ...(robot.secret ? { secret: robot.secret } : {}),
        }),
      });
      const answer = (await response.json()) as { code: number; message: string };
      if (answer.code !== 0) throw new Error(`destination not saved: ${answer.message}`);
    }

    // The run's phones: 166, three digits of its own, then the lead's number.
    const prefix = `166${String(Date.now() % 1000).padStart(3, '0')}`;
    const acknowledged = new Set<string>();
    let next = 0;
    let killsDone = 0;
    let restarting: Promise<void> | undefined;
    let downUntil = 0;
    const killPoints = Array.from({ length: plan.kills }, (_, k) =>
      Math.floor((plan.leads * (k + 1)) / (plan.kills + 1)),
    );

    const restart = async () => {
      killsDone += 1;
      log(`SIGKILL ${killsDone} after ${acknowledged.size} leads`);
      if (killsDone === 1) {
        await robots.dingtalk.setMode('down');
        downUntil = Date.now() + plan.downMs;
        log(`钉钉 robot down for ${plan.downMs / 1000} s`);
      }
      await server.kill();
      server = await plan.start(env);
    };

    const submit = async (n: number) => {
      const phone = `${prefix}${String(n).padStart(5, '0')}`;
      const key = randomUUID();
      // A request cut by a kill is sent again with its Idempotency-Key, as the site's form does.
      for (let attempt = 0; attempt < 50; attempt++) {
        await restarting;
        try {
          const response = await fetch(`${server.base}/api/cms/web/siteMessage/saveForClient`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({ name: '耐久学员', phone, fillMs: 5000 }),
            signal: AbortSignal.timeout(10_000),
          });
          const answer = (await response.json()) as { code: number };
          if (answer.code === 0) {
            acknowledged.add(phone);
            return;
          }
        } catch {
          // The server was killed mid-request: wait for the restart.
        }
        await sleep(100);
      }
      throw new Error(`lead ${n} never acknowledged`);
    };

    const worker = async () => {
      while (next < plan.leads) {
        const n = next++;
        if (killPoints.length > 0 && acknowledged.size >= killPoints[0]! && !restarting) {
          killPoints.shift();
          restarting = restart().finally(() => {
            restarting = undefined;
          });
        }
        await submit(n);
        if (downUntil > 0 && Date.now() >= downUntil && robots.dingtalk.mode === 'down') {
          await robots.dingtalk.setMode('ok');
          log('钉钉 robot back');
        }
      }
    };
    await Promise.all(Array.from({ length: plan.workers }, worker));
    await restarting;
    if (robots.dingtalk.mode === 'down') {
      await sleep(Math.max(0, downUntil - Date.now()));
      await robots.dingtalk.setMode('ok');
      log('钉钉 robot back');
    }
    log(`${acknowledged.size} leads acknowledged; waiting for the deliveries`);

    // Until every robot has a message of every acknowledged lead, or the time is up.
    const deadline = Date.now() + plan.settleMs;
    const complete = () =>
      Object.values(robots).every((robot) => new Set(linkedLeads(robot)).size >= acknowledged.size);
    while (!complete() && Date.now() < deadline) await sleep(200);
    // A little longer: a repeat would come after the last first message.
    await sleep(1_000);
    await server.stop();

    const stored = await plan.storedLeads(prefix);
    const storedSet = new Set(stored);
    const destinations = Object.values(robots).map((robot): DestinationCount => {
      const ids = linkedLeads(robot).filter((id) => storedSet.has(id));
      const distinct = new Set(ids);
      return {
        kind: robot.kind,
        received: ids.length,
        distinct: distinct.size,
        duplicates: ids.length - distinct.size,
        missing: stored.filter((id) => !distinct.has(id)).length,
      };
    });
    return {
      acknowledged: acknowledged.size,
      stored: stored.length,
      lostLeads: Math.max(0, acknowledged.size - stored.length),
      kills: killsDone,
      destinations,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await server.stop().catch(() => undefined);
    await Promise.all(Object.values(robots).map((robot) => robot.close()));
  }
}

/** The report as the soak prints it: one line per destination. */
export function reportLines(report: DurabilityReport): string[] {
  return [
    `leads: ${report.acknowledged} acknowledged, ${report.stored} stored, ${report.lostLeads} lost; ${report.kills} SIGKILLs; ${report.seconds} s`,
    'destination  received  distinct  duplicates  missing',
    ...report.destinations.map(
      (row) =>
        `${row.kind.padEnd(11)}  ${String(row.received).padStart(8)}  ${String(row.distinct).padStart(8)}  ${String(
          row.duplicates,
        ).padStart(10)}  ${String(row.missing).padStart(7)}`,
    ),
  ];
}
