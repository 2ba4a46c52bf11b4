import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { Platform } from '@contract/common';
import type { SiteSetting } from '@contract/site-setting';

export type SiteSettingRepository = {
  find(platform: Platform): Promise<SiteSetting | undefined>;
};

declare module 'fastify' {
  interface FastifyInstance {
    siteSettingRepository: SiteSettingRepository;
  }
}

type IcpLinks = SiteSetting['icpLinks'];

/** icp_links is JSON text written by the back office: keep only well-formed links. */
function parseIcpLinks(text: string): IcpLinks {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? value.filter(
          (link): link is IcpLinks[number] => typeof link?.text === 'string' && typeof link?.url === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function createSiteSettingRepository(db: Kysely<Database>): SiteSettingRepository {
  return {
    async find(platform) {
      const row = await db
        .selectFrom('site_setting')
        .select([
          'site_title as siteTitle',
          'contact_title as contactTitle',
          'copyright',
          'address',
          'phone',
          'email',
          'home_url as homeUrl',
          'wechat_qr as wechatQr',
          'weibo_qr as weiboQr',
          'xiaohongshu_qr as xiaohongshuQr',
          'icp_links',
          'enroll_notice as enrollNotice',
          'working_hours as workingHours',
          'lead_next_steps as leadNextSteps',
          'privacy_menu_id as privacyMenuId',
        ])
        .where('platform', '=', platform)
        .executeTakeFirst();
      if (!row) return undefined;
      const { icp_links: icpLinks, ...fields } = row;
      return { platform, ...fields, icpLinks: parseIcpLinks(icpLinks) };
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('siteSettingRepository', createSiteSettingRepository(fastify.db));
  },
  { name: 'site-setting-repository', dependencies: ['database'] },
);

/** The id of a platform's setting record (one per platform), if it has one. */
export const settingOf = (db: Kysely<Database> | Transaction<Database>, platform: string) =>
  db.selectFrom('site_setting').select('id').where('platform', '=', platform).executeTakeFirst();

/** Whether the setting record `id` still exists (a preview of settings deleted since). */
export const settingExists = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('site_setting').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** The platform whose settings name menu `id` as their privacy notice, if any. */
export const settingNamingPrivacyMenu = (db: Kysely<Database> | Transaction<Database>, id: number) =>
  db.selectFrom('site_setting').select('platform').where('privacy_menu_id', '=', id).executeTakeFirst();
