import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { PLATFORMS, type Platform } from '@contract/common';
import { CHINA_OFFSET_MS } from '@contract/china-time';
import { LEAD_STATUS } from '@contract/lead-status';
import type { DeviceClass, QuarantineReason } from '@contract/lead-rules';
import type { Database, SiteMessageTable } from '../database';
import { SITE_SETTINGS } from './site';

/**
 * The demo's lead inbox (issue 21): six weeks of call-back requests across the four sites, so the
 * console's home, inbox and channel report show something real on the first start. Dates are
 * relative to the day the demo is seeded; everything else is fixed, so two seeds look alike.
 */

const NAMES = [
  '陈思远',
  '刘佳怡',
  '王浩然',
  '张雨桐',
  '李子轩',
  '赵梓涵',
  '黄俊杰',
  '周欣怡',
  '吴宇航',
  '徐诗琪',
  '阿依古丽·买买提',
  '胡晓燕',
  '朱文博',
  '高雅婷',
  '林嘉豪',
  '何静怡',
  '郭明辉',
  '马丽娜',
  '罗振宇',
  '梁晓雯',
  '欧阳娜娜',
  '郑雪莹',
  '谢俊熙',
  '韩美玲',
  '唐志伟',
  '冯嘉欣',
  '于海洋',
  '董思琪',
  '萧逸飞',
  '程雨萱',
  '曹建华',
  '袁梦洁',
  '邓子豪',
  '许婉清',
  '傅晨阳',
  '沈佳琪',
  '曾凡宇',
  '彭丽君',
  '吕浩宇',
  '苏晓彤',
  '卢俊峰',
  '蒋雨晴',
];

/** How a visit reached the form: the attribution columns as the route would have stored them. */
type Channel = Pick<
  SiteMessageTable,
  'referrer' | 'utm_source' | 'utm_medium' | 'utm_campaign' | 'utm_term' | 'utm_content' | 'medium'
> & { source: string; in_wechat: 0 | 1 };

const NO_UTM = { utm_source: null, utm_medium: null, utm_campaign: null, utm_term: null, utm_content: null };

const CHANNELS: Channel[] = [
  { ...NO_UTM, referrer: null, source: 'direct', medium: null, in_wechat: 0 },
  {
    ...NO_UTM,
    referrer: 'https://www.baidu.com/s?wd=%E6%88%90%E4%BA%BA%E6%9C%AC%E7%A7%91',
    source: 'baidu',
    medium: 'organic',
    in_wechat: 0,
  },
  { ...NO_UTM, referrer: null, source: 'wechat', medium: 'social', in_wechat: 1 },
  {
    referrer: null,
    utm_source: 'wechat',
    utm_medium: 'social',
    utm_campaign: 'autumn',
    utm_term: null,
    utm_content: 'moments-poster',
    source: 'wechat',
    medium: 'social',
    in_wechat: 1,
  },
  {
    referrer: 'https://www.baidu.com/',
    utm_source: 'baidu',
    utm_medium: 'cpc',
    utm_campaign: '2025qiuji',
    utm_term: '专升本报名',
    utm_content: null,
    source: 'baidu',
    medium: 'cpc',
    in_wechat: 0,
  },
  {
    ...NO_UTM,
    referrer: 'https://www.eol.cn/shuju/zhuanye/',
    source: 'eol.cn',
    medium: 'referral',
    in_wechat: 0,
  },
  {
    ...NO_UTM,
    referrer: 'https://www.zhihu.com/question/2025',
    source: 'zhihu',
    medium: 'social',
    in_wechat: 0,
  },
];

/** Where the form was: the pages that carry it, with their titles per site. */
const PAGES: { path: string; title: string }[] = [
  { path: '/online_registration', title: '在线报名' },
  { path: '/home', title: '' },
  { path: '/about_us', title: '关于我们' },
  { path: '/concact_us', title: '联系我们' },
];

/** The demo's leads, oldest first: days before the seed, hour (China time), and how far it got. */
type DemoLead = {
  daysAgo: number;
  hour: number;
  status: number;
  assigned?: boolean;
  /** Follow-up day relative to the seed's day (0 today, −2 two days ago). */
  followUp?: number;
  note?: string;
  quarantine?: QuarantineReason;
};

const WORKED: DemoLead[] = [
  {
    daysAgo: 41,
    hour: 10,
    status: LEAD_STATUS.enrolled,
    assigned: true,
    note: '已报名工商管理（专升本），学费已缴',
  },
  {
    daysAgo: 39,
    hour: 20,
    status: LEAD_STATUS.contacted,
    assigned: true,
    note: '对学前教育感兴趣，下周来校参观',
  },
  { daysAgo: 38, hour: 9, status: LEAD_STATUS.invalid, note: '空号' },
  { daysAgo: 36, hour: 14, status: LEAD_STATUS.enrolled, assigned: true },
  { daysAgo: 34, hour: 21, status: LEAD_STATUS.contacted },
  { daysAgo: 33, hour: 11, status: LEAD_STATUS.enrolled, assigned: true, note: '报名会计学（高起专）' },
  {
    daysAgo: 31,
    hour: 16,
    status: LEAD_STATUS.contacted,
    assigned: true,
    followUp: -3,
    note: '考虑中，月底前回复',
  },
  { daysAgo: 29, hour: 19, status: LEAD_STATUS.enrolled },
  { daysAgo: 27, hour: 10, status: LEAD_STATUS.contacted },
  { daysAgo: 26, hour: 15, status: LEAD_STATUS.invalid },
  { daysAgo: 24, hour: 20, status: LEAD_STATUS.enrolled, assigned: true },
  {
    daysAgo: 22,
    hour: 9,
    status: LEAD_STATUS.contacted,
    assigned: true,
    followUp: 0,
    note: '约今天下午回电',
  },
  { daysAgo: 21, hour: 13, status: LEAD_STATUS.contacted },
  { daysAgo: 19, hour: 22, status: LEAD_STATUS.enrolled, assigned: true, note: '已报名，资料已寄出' },
  { daysAgo: 17, hour: 11, status: LEAD_STATUS.contacted, assigned: true, followUp: 2 },
  { daysAgo: 16, hour: 18, status: LEAD_STATUS.new },
  {
    daysAgo: 14,
    hour: 10,
    status: LEAD_STATUS.contacted,
    assigned: true,
    followUp: -1,
    note: '家长代问，需再联系本人',
  },
  { daysAgo: 13, hour: 20, status: LEAD_STATUS.enrolled },
  { daysAgo: 12, hour: 14, status: LEAD_STATUS.contacted },
  { daysAgo: 11, hour: 9, status: LEAD_STATUS.new, assigned: true, followUp: 0 },
  { daysAgo: 10, hour: 21, status: LEAD_STATUS.new },
  { daysAgo: 9, hour: 16, status: LEAD_STATUS.contacted, assigned: true },
  { daysAgo: 8, hour: 12, status: LEAD_STATUS.new },
  { daysAgo: 7, hour: 19, status: LEAD_STATUS.enrolled, assigned: true },
  { daysAgo: 6, hour: 10, status: LEAD_STATUS.new },
  { daysAgo: 6, hour: 15, status: LEAD_STATUS.contacted, assigned: true, followUp: 1 },
  { daysAgo: 5, hour: 20, status: LEAD_STATUS.new },
  { daysAgo: 4, hour: 9, status: LEAD_STATUS.new, assigned: true },
  { daysAgo: 4, hour: 13, status: LEAD_STATUS.new },
  { daysAgo: 3, hour: 18, status: LEAD_STATUS.new },
  { daysAgo: 3, hour: 21, status: LEAD_STATUS.contacted, assigned: true, followUp: -1 },
  { daysAgo: 2, hour: 10, status: LEAD_STATUS.new },
  { daysAgo: 2, hour: 14, status: LEAD_STATUS.new },
  { daysAgo: 1, hour: 9, status: LEAD_STATUS.new },
  { daysAgo: 1, hour: 16, status: LEAD_STATUS.new, assigned: true },
  { daysAgo: 1, hour: 20, status: LEAD_STATUS.new },
  { daysAgo: 0, hour: 8, status: LEAD_STATUS.new },
  { daysAgo: 0, hour: 9, status: LEAD_STATUS.new },
  { daysAgo: 0, hour: 10, status: LEAD_STATUS.new },
  // Held back as suspicious (可疑线索): what a program, or a person taken for one, leaves.
  { daysAgo: 9, hour: 3, status: LEAD_STATUS.new, quarantine: 'honeypot' },
  { daysAgo: 5, hour: 2, status: LEAD_STATUS.new, quarantine: 'tooFast' },
  { daysAgo: 1, hour: 11, status: LEAD_STATUS.new, quarantine: 'noFillTime' },
];

const DAY_MS = 86_400_000;

/** The China-time day `YYYY-MM-DD` `days` after the day holding `now`. */
const chinaDay = (now: number, days: number) =>
  new Date(now + CHINA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Inserts the demo's leads (and their notes, by the demo admin when there is one), stored no
 * later than `now`: a lead of today at an hour still ahead goes in a few minutes before `now`.
 */
export async function seedDemoLeads(db: Kysely<Database>, now: number): Promise<void> {
  const admin = await db
    .selectFrom('staff_account')
    .select(['id', 'display_name'])
    .where('username', '=', 'admin')
    .executeTakeFirst();
  await db.transaction().execute(async (trx) => {
    for (const [index, lead] of WORKED.entries()) {
      const platform: Platform = PLATFORMS[index % PLATFORMS.length]!;
      const channel = lead.quarantine ? CHANNELS[0]! : CHANNELS[index % CHANNELS.length]!;
      const page = PAGES[index % PAGES.length]!;
      const device: DeviceClass =
        channel.in_wechat || index % 3 !== 2 ? 'phone' : index % 9 === 8 ? 'tablet' : 'desktop';
      const planned =
        Date.parse(`${chinaDay(now, -lead.daysAgo)}T00:00:00Z`) -
        CHINA_OFFSET_MS +
        lead.hour * 3_600_000 +
        (index % 6) * 600_000;
      // Seeded before that hour today: a few minutes ago instead (still today), in their order.
      const todayStart = Date.parse(`${chinaDay(now, 0)}T00:00:00Z`) - CHINA_OFFSET_MS;
      const at = planned <= now ? planned : Math.max(todayStart, now - (WORKED.length - index) * 60_000);
      const assigneeId = lead.assigned && admin ? admin.id : null;
      const row: Insertable<SiteMessageTable> = {
        name: NAMES[index % NAMES.length]!,
        // 186 0571 xxxx: one number per lead, in a range the tests do not use.
        phone: `1860571${String(1000 + index * 37).padStart(4, '0')}`,
        channel: '运营营销',
        address: SITE_SETTINGS[platform].homeUrl,
        created_at: new Date(at).toISOString(),
        source_ip: null,
        status: lead.status === LEAD_STATUS.new ? 0 : 1,
        idempotency_key: null,
        public_id: randomUUID(),
        platform,
        lead_status: lead.status,
        assignee_id: assigneeId,
        follow_up_date: lead.followUp === undefined || !assigneeId ? null : chinaDay(now, lead.followUp),
        page_path: page.path,
        page_title: [page.title, SITE_SETTINGS[platform].siteTitle].filter(Boolean).join(' - '),
        landing_path: channel.source === 'direct' ? page.path : '/home',
        ...channel,
        device,
        fill_ms:
          lead.quarantine === 'noFillTime' ? null : lead.quarantine === 'tooFast' ? 320 : 9000 + index * 731,
        quarantine_reason: lead.quarantine ?? null,
        restored_at: null,
      };
      const { id } = await trx
        .insertInto('site_message')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      if (lead.note && admin) {
        await trx
          .insertInto('site_message_note')
          .values({
            lead_id: id,
            staff_id: admin.id,
            author_name: admin.display_name,
            text: lead.note,
            created_at: new Date(Math.min(now, at + 2 * 3_600_000)).toISOString(),
          })
          .execute();
      }
    }
  });
}

/** How many leads the demo has, and how many of them are suspicious. */
export const DEMO_LEADS = {
  total: WORKED.length,
  quarantined: WORKED.filter((lead) => lead.quarantine).length,
};
