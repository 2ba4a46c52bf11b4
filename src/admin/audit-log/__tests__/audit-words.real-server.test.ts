/**
 * @jest-environment node
 *
 * Every kind of row the server writes into the trail, read as staff read it on 操作日志 (issue 36):
 * the real content server (a child process on a free port, a fresh demo database) is driven
 * through each entity × action it records — sign-ins, two-factor, accounts, sessions, content,
 * menus and their order, page types, banners, teachers, jobs, settings, media, revisions, leads —
 * then its trail is read back through the audit API and put into words by the console's own
 * functions (audit-words.ts). No row may show a raw key, an English word or a bare id.
 */
import { AUDIT_ACTION_LABELS, auditActionLabel, auditEntityLabel } from '@contract/audit';
import { fieldLabel } from '@contract/field-labels';
import { PLATFORMS } from '@contract/platform';
import type { AuditEntry } from '@contract/staff';
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type RealServer, startRealServer } from '@/testing/server-process';
import { entryLines, targetName } from '../audit-words';

const ADMIN = { username: 'admin', password: 'Huaxia@2026demo' };

let server: RealServer | undefined;
let origin = '';
/** A real SMTP server for 忘记密码's mail, which takes and drops it. */
let smtp: SMTPServer | undefined;

type Envelope<T> = { code: number; message: string; data: T };

/**
 * One HTTP request on a connection of its own (no keep-alive: a socket the server closes while
 * idle is never reused for the next call).
 */
function request(method: string, url: string, headers: Record<string, string>, body?: Buffer) {
  return new Promise<{ status: number; setCookie: string[]; text: string }>((resolve, reject) => {
    const outgoing = http.request(`${origin}${url}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          setCookie: response.headers['set-cookie'] ?? [],
          text: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A staff member's calls: the session cookie kept between them, same-origin as the console sends them. */
function client() {
  let cookie = '';
  const send = async <T = unknown>(method: string, url: string, body?: unknown, form?: FormData) => {
    const headers: Record<string, string> = { origin, ...(cookie ? { cookie } : {}) };
    let payload: Buffer | undefined;
    if (form) {
      // The multipart body and its boundary, as a browser sends a form.
      const encoded = new Response(form);
      headers['content-type'] = encoded.headers.get('content-type')!;
      payload = Buffer.from(await encoded.arrayBuffer());
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = Buffer.from(JSON.stringify(body));
    }
    if (payload) headers['content-length'] = String(payload.length);
    const response = await request(method, url, headers, payload).catch((error: Error) => {
      throw new Error(`${method} ${url}: ${error.message}`);
    });
    const sid = response.setCookie.find((line) => line.startsWith('sid='));
    if (sid) cookie = sid.split(';')[0]!;
    return (
      response.text.startsWith('{')
        ? JSON.parse(response.text)
        : { code: 0, message: '', data: response.text }
    ) as Envelope<T>;
  };
  /** A call that must succeed. */
  const ok = async <T = unknown>(method: string, url: string, body?: unknown, form?: FormData) => {
    const answer = await send<T>(method, url, body, form);
    if (answer.code !== 0) throw new Error(`${method} ${url}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  return { send, ok };
}

/** RFC 6238 (SHA-1, 6 digits, 30 s): the code an authenticator app shows for a base32 secret. */
function totp(secret: string, atMs = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A 1×1 JPEG. */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, done) => stream.on('end', () => done()).resume(),
  });
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  server = await startRealServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'noreply@example.cn',
    STAFF_CONSOLE_URL: 'http://localhost/admin',
    STAFF_TOTP_KEY: randomBytes(32).toString('hex'),
    // Lead alerts to a local 企业微信 robot (http:// on this machine).
    LEAD_ALERT_ALLOW_LOOPBACK: '1',
    // The first rich-text save starts the sanitiser's worker: on a loaded machine longer than
    // the default 10 s a socket may stay silent.
    CONNECTION_TIMEOUT_MS: '120000',
  });
  origin = server.origin;
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const WEB = '/api/cms/web';

/** The server tests' 企业微信 stand-in (server/test/lead-alert-receivers.ts), required as test code. */
function localRobot(): Promise<{ url: string; close(): Promise<void> }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports, import-x/no-restricted-paths -- test code: a local robot
  const { startRobot } = require('../../../../server/test/lead-alert-receivers') as {
    startRobot(kind: 'wecom'): Promise<{ url: string; close(): Promise<void> }>;
  };
  return startRobot('wecom');
}
const SYSTEM = '/api/bms/system';

type Row = Record<string, unknown> & { id: number };

/** Drives the server through every change it records; answers the admin's client, still signed in. */
async function writeEveryKindOfRow() {
  const admin = client();
  // Sign-in rows: a wrong password, then the admin in, and a fresh step-up for account changes.
  await admin.send('POST', `${SYSTEM}/admin/signIn`, { username: 'admin', password: 'wrong-password' });
  await admin.ok('POST', `${SYSTEM}/admin/signIn`, ADMIN);
  // A wrong password at the step-up ends the session: signed in again.
  await admin.send('PUT', `${SYSTEM}/admin/confirmPassword`, { password: 'wrong-password' });
  await admin.ok('POST', `${SYSTEM}/admin/signIn`, ADMIN);
  await admin.ok('PUT', `${SYSTEM}/admin/confirmPassword`, { password: ADMIN.password });

  // Accounts: created, changed, disabled (and refused at sign-in for it), reset, deleted.
  const password = 'Qz7!trail-Audit-2026';
  const desk = await admin.ok<{ id: number }>('POST', `${SYSTEM}/admin`, {
    username: `trail.desk`,
    displayName: '线索专员',
    roles: [{ role: 'admissionsLead', sites: [...PLATFORMS] }],
    enabled: true,
    password,
  });
  await admin.ok('POST', `${SYSTEM}/admin`, {
    id: desk.id,
    displayName: '线索组长',
    roles: [{ role: 'admissionsOfficer', sites: [...PLATFORMS] }],
  });
  const gone = await admin.ok<{ id: number }>('POST', `${SYSTEM}/admin`, {
    username: `trail.gone`,
    displayName: '离职员工',
    roles: [{ role: 'writer', sites: ['company'] }],
    enabled: true,
    password,
  });
  // Its two-factor sign-in, turned on by itself, reset by the admin.
  const goneClient = client();
  await goneClient.ok('POST', `${SYSTEM}/admin/signIn`, { username: `trail.gone`, password });
  // The password the admin set, changed first (CODE.passwordChangeRequired until then).
  await goneClient.ok('PUT', `${SYSTEM}/admin/updatePassword`, {
    oldPassword: password,
    newPassword: `${password}-own`,
  });
  const goneSetup = await goneClient.ok<{ secret: string }>('PUT', `${SYSTEM}/admin/startTwoFactor`);
  await goneClient.ok('POST', `${SYSTEM}/admin/activateTwoFactor`, { code: totp(goneSetup.secret) });
  await admin.ok('PUT', `${SYSTEM}/admin/resetTwoFactor`, { id: gone.id });
  // A new invitation link, with which the password is set once.
  const { inviteUrl } = await admin.ok<{ inviteUrl: string }>('POST', `${SYSTEM}/admin/invite`, {
    id: gone.id,
  });
  await client().ok('PUT', `${SYSTEM}/admin/setPasswordWithLink`, {
    token: inviteUrl.slice(inviteUrl.indexOf('#token=') + '#token='.length),
    password: `${password}-link`,
  });
  // An address for 忘记密码, and a reset link asked for it.
  await admin.ok('POST', `${SYSTEM}/admin`, { id: gone.id, email: 'gone@example.cn' });
  await client().ok('POST', `${SYSTEM}/admin/forgotPassword`, { username: 'trail.gone' });
  await admin.ok('POST', `${SYSTEM}/admin`, { id: gone.id, enabled: false });
  await client().send('POST', `${SYSTEM}/admin/signIn`, {
    username: `trail.gone`,
    password: `${password}-link`,
  });
  await admin.ok('PUT', `${SYSTEM}/admin/resetPassword`, { id: gone.id });
  await admin.ok('DELETE', `${SYSTEM}/admin?id=${gone.id}`);

  // Two-factor: the desk enrols (a wrong code first), signs in with a recovery code, turns it off.
  const deskClient = client();
  await deskClient.ok('POST', `${SYSTEM}/admin/signIn`, { username: `trail.desk`, password });
  // The password the admin set, changed first (CODE.passwordChangeRequired until then).
  await deskClient.ok('PUT', `${SYSTEM}/admin/updatePassword`, {
    oldPassword: password,
    newPassword: `${password}-own`,
  });
  const setup = await deskClient.ok<{ secret: string }>('PUT', `${SYSTEM}/admin/startTwoFactor`);
  const wrong = String((Number(totp(setup.secret)) + 500_000) % 1_000_000).padStart(6, '0');
  await deskClient.send('POST', `${SYSTEM}/admin/activateTwoFactor`, { code: wrong });
  const { recoveryCodes } = await deskClient.ok<{ recoveryCodes: string[] }>(
    'POST',
    `${SYSTEM}/admin/activateTwoFactor`,
    { code: totp(setup.secret) },
  );
  await deskClient.ok('DELETE', `${SYSTEM}/admin/signOut`);
  const challenge = await deskClient.ok<{ pendingToken: string }>('POST', `${SYSTEM}/admin/signIn`, {
    username: `trail.desk`,
    password: `${password}-own`,
  });
  await deskClient.send('POST', `${SYSTEM}/admin/signInWithCode`, {
    pendingToken: challenge.pendingToken,
    code: recoveryCodes[1]!.replace(/[0-9a-z]/i, (c) => (c === 'a' ? 'b' : 'a')),
  });
  await deskClient.ok('POST', `${SYSTEM}/admin/signInWithCode`, {
    pendingToken: challenge.pendingToken,
    code: recoveryCodes[0],
  });
  await deskClient.ok('PUT', `${SYSTEM}/admin/updatePassword`, {
    oldPassword: `${password}-own`,
    newPassword: `${password}-new`,
  });
  await deskClient.ok('PUT', `${SYSTEM}/admin/endTwoFactor`, { password: `${password}-new` });
  // The policy needs the admin's own two-factor sign-in first.
  const adminSetup = await admin.ok<{ secret: string }>('PUT', `${SYSTEM}/admin/startTwoFactor`);
  await admin.ok('POST', `${SYSTEM}/admin/activateTwoFactor`, { code: totp(adminSetup.secret) });
  await admin.ok('PUT', `${SYSTEM}/admin/updateSecurityPolicy`, { requireTwoFactor: true });
  await admin.ok('PUT', `${SYSTEM}/admin/updateSecurityPolicy`, { requireTwoFactor: false });
  // Sessions: the desk's other sign-ins ended, all of them ended by the admin.
  for (let n = 0; n < 2; n++)
    await client().ok('POST', `${SYSTEM}/admin/signIn`, {
      username: `trail.desk`,
      password: `${password}-new`,
    });
  const sessions = await deskClient.ok<{ id: string; current: boolean }[]>(
    'GET',
    `${SYSTEM}/staffSession/list`,
  );
  await deskClient.ok('DELETE', `${SYSTEM}/staffSession?id=${sessions.find((one) => !one.current)!.id}`);
  await deskClient.ok('DELETE', `${SYSTEM}/staffSession/removeOthers`);
  await admin.ok('DELETE', `${SYSTEM}/staffSession/removeByAccount?id=${desk.id}`);

  // Menus: a new one (opening in a new window), changed, moved in the order, deleted.
  const menus = await admin.ok<Row[]>('GET', `${WEB}/siteMenu/list?platform=company`);
  const parent = menus.find((menu) => Array.isArray(menu.subMenus) && (menu.subMenus as Row[]).length > 2)!;
  const menu = await admin.ok<{ id: number }>('POST', `${WEB}/siteMenu`, {
    platform: 'company',
    parentId: parent.id,
    name: '校园开放日',
    status: false,
    openType: 'blank',
    path: '/open-day',
  });
  await admin.ok('POST', `${WEB}/siteMenu`, {
    id: menu.id,
    platform: 'company',
    parentId: parent.id,
    name: '校园开放日',
    status: true,
    openType: 'self',
    path: '/open-day',
  });
  const siblings = [...(parent.subMenus as Row[]).map((sub) => sub.id), menu.id].reverse();
  await admin.ok('PUT', `${WEB}/siteMenu/sort`, { ids: siblings });

  // Content: created, changed, published, withdrawn, moved, rescheduled, restored, deleted.
  const news = (parent.subMenus as Row[])[0]!;
  const other = (parent.subMenus as Row[])[1]!;
  const item = await admin.ok<{ id: number }>('POST', `${WEB}/siteContent`, {
    menuId: news.id,
    title: '开放日报名开始',
    summary: '欢迎参加',
    body: '<p>欢迎参加校园开放日。</p>',
    publishTime: '2026-05-01 09:00',
  });
  await admin.ok('POST', `${WEB}/siteContent`, {
    id: item.id,
    menuId: news.id,
    title: '开放日报名火热进行中',
    summary: '欢迎参加',
    body: '<p>欢迎参加校园开放日，报名从速。</p>',
    publishTime: '2026-05-01 09:00',
    status: true,
  });
  await admin.ok('POST', `${WEB}/siteContent/publish`, { ids: [item.id], status: false });
  await admin.ok('POST', `${WEB}/siteContent/publish`, { ids: [item.id], status: true });
  await admin.ok('PUT', `${WEB}/siteContent/changeMenuBatch`, { ids: [item.id], menuId: other.id });
  await admin.ok('PUT', `${WEB}/siteContent/changeScheduleBatch`, {
    ids: [item.id],
    publishTime: '2026-05-02 09:00',
    endTime: '2026-06-01 18:00',
  });
  // Review before publishing (issue 37 item 2): every change of the group's site by another's eyes.
  const reviewer = client();
  await admin.ok('POST', `${SYSTEM}/admin`, {
    username: 'trail.reviewer',
    displayName: '集团审核人',
    roles: [{ role: 'reviewer', sites: ['company'] }],
    enabled: true,
    password,
  });
  await reviewer.ok('POST', `${SYSTEM}/admin/signIn`, { username: 'trail.reviewer', password });
  await reviewer.ok('PUT', `${SYSTEM}/admin/updatePassword`, {
    oldPassword: password,
    newPassword: `${password}-own`,
  });
  await admin.ok('PUT', `${WEB}/review/updatePolicy`, { platform: 'company', mode: 'all' });
  const proposeAndSubmit = async (title: string) => {
    await admin.ok('POST', `${WEB}/siteContent`, { id: item.id, title });
    return admin.ok<{ id: number }>('POST', `${WEB}/review/submit`, {
      entity: 'siteContent',
      recordId: item.id,
    });
  };
  const returned = await proposeAndSubmit('开放日报名即将截止');
  await reviewer.ok('PUT', `${WEB}/review/deny`, { id: returned.id, comment: '请写明截止日期' });
  await admin.ok('PUT', `${WEB}/review/withdraw`, { id: returned.id });
  const passed = await proposeAndSubmit('开放日报名 5 月 1 日截止');
  await reviewer.ok('PUT', `${WEB}/review/pass`, { id: passed.id, publish: 'now' });
  await admin.ok('PUT', `${WEB}/review/updatePolicy`, { platform: 'company', mode: 'off' });
  // “名额有限” is an advertising-law hit: the admin, a reviewer, passes it with a reason.
  await admin.ok('POST', `${WEB}/siteContent`, {
    id: item.id,
    title: '开放日报名 5 月 1 日截止',
    body: '<p>欢迎参加校园开放日，名额有限。</p>',
    adLawOverride: '已核实：本期名额确为 30 人',
  });
  await admin.ok('POST', `${WEB}/siteContent/savePreview`, { menuId: other.id, title: '预览中的标题' });
  const versions = await admin.ok<{ pageList: { id: number; version: number }[] }>(
    'GET',
    `${WEB}/revision/list?entity=siteContent&recordId=${item.id}`,
  );
  const first = versions.pageList.reduce((a, b) => (a.version < b.version ? a : b));
  await admin.ok('PUT', `${WEB}/revision/restore`, { entity: 'siteContent', id: first.id });
  await admin.ok('DELETE', `${WEB}/siteContent/removeBatch?ids=${item.id}`);
  await admin.ok('DELETE', `${WEB}/siteMenu?id=${menu.id}`);

  // Page types, banners, teachers, jobs: each created, changed, put in order, deleted.
  const pageType = await admin.ok<{ id: number }>('POST', `${WEB}/pageType`, {
    name: '开放日专题',
    templateKey: (await admin.ok<Row[]>('GET', `${WEB}/pageType/listTemplate`))[0]!.key,
  });
  await admin.ok('DELETE', `${WEB}/pageType?id=${pageType.id}`);
  // The advertising-law word list (issue 37 item 3): an entry added, disabled, deleted.
  const adWord = {
    term: '包会',
    category: 'promise',
    reason: '承诺学习效果',
    article: '《广告法》第二十四条第一项',
    exceptions: ['包会员'],
  };
  const entry = await admin.ok<{ id: number }>('POST', `${WEB}/adWord`, adWord);
  await admin.ok('POST', `${WEB}/adWord`, { ...adWord, id: entry.id, enabled: false });
  await admin.ok('DELETE', `${WEB}/adWord?id=${entry.id}`);
  // The source aliases (issue 38 item 4): one added, pointed at another source, deleted.
  const alias = await admin.ok<{ id: number }>('POST', `${WEB}/leadSourceAlias`, {
    alias: '朋友圈广告',
    source: 'wechat',
  });
  await admin.ok('POST', `${WEB}/leadSourceAlias`, { id: alias.id, alias: '朋友圈广告', source: '百度' });
  await admin.ok('DELETE', `${WEB}/leadSourceAlias?id=${alias.id}`);
  const families = [
    ['siteBanner', { platform: 'company', title: '开放日轮播', image: '/upload/open.jpg', status: true }],
    [
      'coworker',
      {
        platform: 'academic',
        name: '王老师',
        title: '高级讲师',
        avatar: '/upload/wang.jpg',
        summary: '十年教龄',
        subjects: '英语',
        bio: '<p>擅长口语教学。</p>',
        status: true,
      },
    ],
    [
      'jobPosition',
      {
        platform: 'company',
        title: '招生顾问',
        department: '招生部',
        location: '北京',
        headcount: 2,
        salary: '面议',
        requirements: '<p>沟通能力强。</p>',
        status: true,
      },
    ],
  ] as const;
  for (const [family, body] of families) {
    const saved = await admin.ok<{ id: number }>('POST', `${WEB}/${family}`, body);
    await admin.ok('POST', `${WEB}/${family}`, { ...body, id: saved.id, status: false });
    const list = await admin.ok<Row[] | { pageList: Row[] }>(
      'GET',
      `${WEB}/${family}/list?platform=${body.platform}&pageSize=100`,
    );
    const ids = (Array.isArray(list) ? list : list.pageList).map((row) => row.id);
    await admin.ok('PUT', `${WEB}/${family}/sort`, { ids: [...ids].reverse() });
    await admin.ok('DELETE', `${WEB}/${family}?id=${saved.id}`);
  }

  // Site settings.
  const setting = await admin.ok<Record<string, unknown>>(
    'GET',
    `${WEB}/siteSetting/details?platform=company`,
  );
  await admin.ok('POST', `${WEB}/siteSetting`, { ...setting, phone: '400-800-1234' });

  // Media: a picture uploaded, its alternative text set, deleted.
  const form = new FormData();
  form.append('file', new Blob([JPEG], { type: 'image/jpeg' }), '校园.jpg');
  const file = await admin.ok<{ id: number }>('POST', '/api/cms/resource/serverFile/upload', undefined, form);
  await admin.ok('PUT', '/api/cms/resource/serverFile/updateAlt', { id: file.id, alt: '校园一角' });
  await admin.ok('DELETE', `/api/cms/resource/serverFile?id=${file.id}`);

  // Leads: status, note, assignee (to the desk, then to nobody), follow-up, export, deleted.
  const leads = await admin.ok<{ pageList: Row[] }>('GET', `${WEB}/siteMessage/list?pageSize=3`);
  const [lead, spare] = leads.pageList;
  await admin.ok('PUT', `${WEB}/siteMessage/updateStatus`, { id: lead!.id, status: 2 });
  await admin.ok('POST', `${WEB}/siteMessage/saveNote`, { id: lead!.id, text: '已电话联系，周末来访' });
  await admin.ok('PUT', `${WEB}/siteMessage/assign`, { id: lead!.id, staffId: desk.id });
  await admin.ok('PUT', `${WEB}/siteMessage/assign`, { id: lead!.id, staffId: null });
  await admin.ok('PUT', `${WEB}/siteMessage/setFollowUp`, { id: lead!.id, date: '2026-06-01' });
  await admin.ok('GET', `${WEB}/siteMessage/export?status=1`);
  await admin.ok('DELETE', `${WEB}/siteMessage?id=${spare!.id}`);

  // Lead alerts (issue 38 item 2): a robot and a mailbox added, changed, turned off, tested, deleted.
  const robot = await localRobot();
  try {
    const alert = await admin.ok<{ id: number }>('POST', `${WEB}/leadAlert`, {
      platform: 'company',
      kind: 'wecom',
      name: '招生一组群',
      address: robot.url,
    });
    await admin.ok('POST', `${WEB}/leadAlert`, {
      id: alert.id,
      platform: 'company',
      kind: 'wecom',
      name: '招生二组群',
    });
    await admin.ok('PUT', `${WEB}/leadAlert/setEnabled`, { id: alert.id, enabled: false });
    await admin.ok('POST', `${WEB}/leadAlert/sendTest`, { id: alert.id });
    await admin.ok('DELETE', `${WEB}/leadAlert?id=${alert.id}`);
    await admin.ok('POST', `${WEB}/leadAlert`, {
      platform: 'academic',
      kind: 'email',
      name: '招生主管邮箱',
      address: 'zhuguan@example.cn',
    });
  } finally {
    await robot.close();
  }
  // Lead routing (issue 38 item 3): 职业教育 open round the clock with one rule, a lead given by it;
  // then today made a day off, a lead given to the after-hours owner.
  const routing = await admin.ok<{ version: number }>(
    'GET',
    `${WEB}/leadRouting/details?platform=vocational`,
  );
  const routingBody = {
    platform: 'vocational',
    responseMinutes: 20,
    afterHoursOwnerId: desk.id,
    rules: [{ name: '全部线索', source: null, campaign: null, memberIds: [desk.id] }],
  };
  await admin.ok('POST', `${WEB}/leadRouting`, {
    ...routingBody,
    version: routing.version,
    workingHours: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '24:00' },
  });
  const leadOfVocational = async (phone: string) => {
    const body = Buffer.from(JSON.stringify({ name: '分配测试', phone, fillMs: 6000 }));
    const answer = await request(
      'POST',
      `${WEB}/siteMessage/saveForClient`,
      {
        host: 'vocational.localhost',
        'content-type': 'application/json',
        'content-length': String(body.length),
      },
      body,
    );
    if (answer.status !== 200) throw new Error(`a lead of 职业教育: ${answer.status} ${answer.text}`);
  };
  await leadOfVocational('13912340001');
  const todayInChina = ((new Date(Date.now() + 8 * 3_600_000).getUTCDay() + 6) % 7) + 1;
  await admin.ok('POST', `${WEB}/leadRouting`, {
    ...routingBody,
    version: routing.version + 1,
    workingHours: {
      days: [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== todayInChina),
      start: '00:00',
      end: '24:00',
    },
  });
  await leadOfVocational('13912340002');
  // The lead form (issue 38 item 1): 职业教育 asks 意向专业 and 所在城市.
  await admin.ok('POST', `${WEB}/leadForm`, {
    platform: 'vocational',
    version: 0,
    fields: [
      { type: 'major', label: '意向专业', help: '', required: false, options: [] },
      { type: 'region', label: '所在城市', help: '', required: true, options: [] },
    ],
    majors: ['护理', '会计'],
  });
  return admin;
}

/**
 * Words a row may show in Latin letters: addresses, file names, IP addresses, format names, the
 * codes the menu and page-type forms show as they are (内容类型 c-2, 排版类型 s-2-1), and a field
 * title the form itself writes so (详细介绍（HTML）).
 */
const ALLOWED = [
  /https?:\/\/\S+/g,
  /\/[\w./-]+/g,
  /[^\s|：]+\.(jpe?g|png|gif|mp4|webp)\b/gi,
  /\b\d{1,3}(\.\d{1,3}){3}\b/g,
  /\b[cs]-\d+(-\d+)?\b/g,
  /\b(JPEG|PNG|GIF|MP4|HTML|ICP|SEO|IP)\b/g,
];

/** The fields that name another record: their values must be names, never numbers. */
const REFERENCES = [
  fieldLabel('siteMessage', 'assignee'),
  fieldLabel('siteContent', 'menuId'),
  fieldLabel('siteMenu', 'parentId'),
  fieldLabel('siteMenu', 'names'),
  fieldLabel('siteMessage', 'noteId'),
  fieldLabel('siteMenu', 'ids'),
];

/**
 * What a row says that staff should not have to read: raw keys, English words, bare ids. An
 * account's username is its name (what it signs in with) and may be Latin letters.
 */
function problemsOf(parts: readonly string[], usernames: readonly string[]): string[] {
  const text = parts.join(' | ');
  let rest = text;
  for (const username of usernames) rest = rest.split(username).join(' ');
  // An account's address, as the trail masks it (g***@example.cn), is Latin letters too.
  rest = rest.replace(/\S\*\*\*@[\w.-]+/g, ' ');
  for (const allowed of ALLOWED) rest = rest.replace(allowed, ' ');
  const problems = [...rest.matchAll(/[A-Za-z][A-Za-z_]*/g)].map((match) => `英文「${match[0]}」`);
  if (/（空）\s*→\s*\d+(?![\d-])/.test(text)) problems.push('（空）→ 编号');
  if (/编号\s*\d/.test(text)) problems.push('编号而不是名称');
  // A reference shown as a number (`负责人：7`, `新顺序：3、1、2`) where a name belongs.
  for (const part of parts) {
    const [label, value] = part.split('：', 2);
    const items = value?.split(/[→、]/).map((item) => item.trim()) ?? [];
    if (REFERENCES.includes(label!) && items.some((item) => /^\d+$/.test(item)))
      problems.push(`${label}是编号`);
  }
  return problems;
}

it('reads older rows in words too: an assign with the name beside, an order of ids, a note number', () => {
  const older = (entity: string, action: string, summary: Record<string, unknown>): AuditEntry => ({
    id: 1,
    at: '2026-03-01T01:00:00.000Z',
    staffId: 1,
    staffName: 'admin',
    action,
    entity,
    entityId: entity === 'siteMessage' ? '7' : null,
    summary,
    ip: null,
    name: null,
    exists: true,
    platform: null,
  });
  expect(
    entryLines(older('siteMessage', 'assign', { assignee: { from: 3, to: 5 }, assigneeName: '李四' })),
  ).toEqual(['负责人：（未记录名称） → 李四']);
  expect(entryLines(older('siteMenu', 'sort', { ids: [3, 1, 9] }))).toEqual(['共 3 项']);
  expect(entryLines(older('siteMessage', 'addNote', { noteId: 4, note: '已回电' }))).toEqual([
    '备注：已回电',
  ]);
  expect(entryLines(older('session', 'signInFailed', { username: 'x', reason: 'somethingNew' }))).toEqual([
    '用户名：x',
    '原因：其他',
  ]);
});

it('reads every kind of row the server writes in words: no raw key, English word or bare id', async () => {
  const reader = await writeEveryKindOfRow();
  const trail = await reader.ok<{ total: number; pageList: AuditEntry[] }>(
    'GET',
    `${SYSTEM}/auditLog/list?pageSize=500`,
  );
  expect(trail.pageList.length).toBe(trail.total);

  const usernames = [...new Set(trail.pageList.map((row) => row.staffName ?? ''))].filter(Boolean);

  const shown = trail.pageList.map((entry) => {
    // A lead is named by its number: its person's name stays out of the trail (eraseFromTrail).
    const target = entry.entity === 'siteMessage' ? '' : (targetName(entry) ?? '');
    const parts = [
      auditActionLabel(entry.entity, entry.action),
      auditEntityLabel(entry.entity),
      target,
      ...entryLines(entry),
    ];
    return {
      kind: `${entry.entity}.${entry.action}`,
      words: parts.join(' | '),
      problems: problemsOf(parts, usernames),
    };
  });
  const kinds = new Set(shown.map((row) => row.kind));
  // Every action a staff member can take was driven (the leads' retention sweeps and the
  // back-fill of file sizes run outside the API).
  const driven = new Set(shown.map((row) => row.kind.split('.')[1]));
  const notDriven = Object.keys(AUDIT_ACTION_LABELS).filter((action) => !driven.has(action));
  expect(notDriven.sort()).toEqual(['anonymise', 'backfill', 'deleteOld', 'purgeQuarantined']);
  expect(kinds.size).toBeGreaterThan(40);
  expect(shown.filter((row) => row.problems.length > 0)).toEqual([]);
  // The staff trial's rows, in the words the forms use.
  const words = shown.map((row) => row.words);
  for (const said of [
    '原因：账号已停用',
    '原因：恢复码错误',
    '方式：恢复码 | 剩余恢复码：9',
    '恢复码数量：10',
    '发布：否 → 是 | 打开方式：新窗口 → 当前窗口',
    '负责人：（空） → 线索组长',
    '负责人：线索组长 → （空）',
    '类型：图片（JPEG）',
    '新顺序：校园开放日、',
    '模板：',
    '账号 | trail.gone',
    '角色：撰稿人（集团官网）',
    '角色：招生主管（全部站点） → 招生老师（全部站点）',
    '新增 | 广告法词条 | 包会 | 词条：包会 | 类别：承诺效果 | 命中原因：承诺学习效果',
    '修改 | 广告法词条 | 包会 | 启用：是 → 否',
    '新增 | 来源别名 | 朋友圈广告 | 别名：朋友圈广告 | 来源：微信 | 来源随之更新的线索：0',
    '修改 | 来源别名 | 朋友圈广告 | 来源：微信 → 百度 | 来源随之更新的线索：0',
    '删除 | 来源别名 | 朋友圈广告 | 来源：百度 | 来源随之更新的线索：0',
    '修改 | 审核设置 | 集团官网 | 审核方式：无需审核（保存即发布） → 所有修改均需另一位审核人通过',
    '退回修改 | 内容 | 开放日报名即将截止 | 提交人：演示管理员 | 退回意见：请写明截止日期',
    '审核通过并发布 | 内容 | 开放日报名 5 月 1 日截止',
    '以理由放行广告法提示 | 内容',
    '新增 | 线索通知 | 招生一组群 | 名称：招生一组群 | 通知方式：企业微信群机器人 | 地址：http://127.0.0.1',
    '修改 | 线索通知 | 招生二组群 | 名称：招生一组群 → 招生二组群',
    '修改 | 线索通知 | 招生二组群 | 启用：是 → 否',
    '测试发送 | 线索通知 | 招生二组群 | 结果：发送成功',
    '删除 | 线索通知 | 招生二组群',
    '地址：z***@example.cn',
    '修改 | 线索分配规则 | 职业教育 | 工作时间：周一至周六 09:00–18:00 → 每天 00:00–24:00',
    '响应时限（工作分钟）：30 → 20 | 非工作时间负责人：（空） → 线索组长 | 分配规则：（空） → 全部线索（全部线索）：线索组长',
    '自动分配负责人 | 线索 |  | 按规则「全部线索」自动分配给 线索组长',
    '自动分配负责人 | 线索 |  | 非工作时间，自动分配给 线索组长',
    '修改 | 线索表单字段 | 职业教育 | 表单字段：（空） → 意向专业（意向专业，选填）；所在城市（所在省市，必填） | 专业列表：（空） → 护理；会计',
  ])
    expect(words).toContainEqual(expect.stringContaining(said));
  expect(words.join('\n')).not.toMatch(/显示：/);
}, 180_000);
