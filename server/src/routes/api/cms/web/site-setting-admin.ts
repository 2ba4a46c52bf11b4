import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Saved } from '@contract/common';
import { PreviewCreated } from '@contract/preview';
import { SiteSetting, SiteSettingQuery, SiteSettingSaveBody } from '@contract/site-setting';
import type { Transaction } from 'kysely';
import type { Platform } from '@contract/common';
import type { Database } from '../../../../db/database';
import { badInput, contentUrl, notFound, requiredText, requiredUrl } from '../../../../lib/content-input';
import { isMenuOf } from '../../../../repositories/site-menu';
import { ok, responses } from '../../../../lib/responses';
import { settingOf } from '../../../../repositories/site-setting';
import { requireSite } from '../../../../plugins/app/staff-auth';
import type { FamilySaveOptions } from '../../../../staff/revisions';
import { accessTo, registerRevisionFamily, saveRow } from './admin-common';

/** A site's settings: the `settings` action, on that site. */
const SETTINGS_ACCESS = accessTo('siteSetting');
import { storePreview } from './preview-store';

/**
 * /api/cms/web/siteSetting, back office (catalogue extension, issue 13 item 3): a platform's
 * settings (title, footer texts, QR images, ICP links): details and save (create or replace).
 */
const siteSettingAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { publicContent } = fastify;

  fastify.get(
    '/details',
    { config: SETTINGS_ACCESS, schema: { querystring: SiteSettingQuery, response: responses(SiteSetting) } },
    async (request) => {
      requireSite(request, 'settings', request.query.platform);
      const setting = await fastify.siteSettingRepository.find(request.query.platform);
      if (!setting) throw notFound('站点设置不存在');
      return ok(setting);
    },
  );

  /** The save's columns, checked (a 400 names the field). */
  const valuesOf = (body: SiteSettingSaveBody) => {
    const siteTitle = requiredText(body.siteTitle, '请输入站点标题', 'siteTitle');
    const homeUrl = body.homeUrl.trim() === '' ? '' : requiredUrl(body.homeUrl, '首页地址', 'homeUrl');
    const values = {
      site_title: siteTitle,
      contact_title: body.contactTitle.trim(),
      copyright: body.copyright.trim(),
      address: body.address.trim(),
      phone: body.phone.trim(),
      email: body.email.trim(),
      home_url: homeUrl,
      enroll_notice: body.enrollNotice?.trim() ?? '',
      working_hours: body.workingHours?.trim() ?? '',
      lead_next_steps: body.leadNextSteps?.trim() ?? '',
      privacy_menu_id: body.privacyMenuId ?? null,
      wechat_qr: contentUrl(body.wechatQr, '微信二维码地址', 'wechatQr'),
      weibo_qr: contentUrl(body.weiboQr, '微博二维码地址', 'weiboQr'),
      xiaohongshu_qr: contentUrl(body.xiaohongshuQr, '小红书二维码地址', 'xiaohongshuQr'),
      icp_links: JSON.stringify(
        body.icpLinks.map((link, index) => ({
          text: link.text.trim(),
          url: requiredUrl(link.url, `第 ${index + 1} 条备案链接`, 'icpLinks'),
        })),
      ),
    };
    return { platform: body.platform, ...values };
  };

  /** The privacy notice must be a page of this very site: a menu of its platform (400 otherwise). */
  const checkPrivacyMenu = async (trx: Transaction<Database>, platform: Platform, menuId: number | null) => {
    if (menuId !== null && !(await isMenuOf(trx, menuId, platform)))
      throw badInput('隐私政策页面须为本站的栏目', 'privacyMenuId');
  };

  /** The save as the POST runs it, and as a restore runs it again (`restoredFrom`). */
  const save = async (
    request: FastifyRequest,
    body: SiteSettingSaveBody,
    options: FamilySaveOptions = {},
  ) => {
    const { restoredFrom, approval } = options;
    requireSite(request, 'settings', body.platform);
    const values = valuesOf(body);
    return publicContent.write(async (trx) => {
      await checkPrivacyMenu(trx, body.platform, values.privacy_menu_id);
      const existing = await settingOf(trx, body.platform);
      // One setting per platform: the platform finds the record, so writing it again changes nothing.
      return saveRow(trx, request, {
        table: 'site_setting',
        entity: 'siteSetting',
        existing,
        values,
        restoredFrom,
        review: approval ?? { kind: 'edit', body },
      });
    });
  };
  registerRevisionFamily(fastify, {
    entity: 'siteSetting',
    table: 'site_setting',
    body: SiteSettingSaveBody,
    can: 'settings',
    richFields: [],
    label: 'site_title',
    save: (request, body, options) => save(request, body as SiteSettingSaveBody, options),
    withoutId: true,
  });

  fastify.post(
    '/',
    { config: SETTINGS_ACCESS, schema: { body: SiteSettingSaveBody, response: responses(Saved) } },
    async (request) => ok({ id: await save(request, request.body) }),
  );

  // issue 25 item 1: the same body and checks, kept as a preview of the platform's site.
  fastify.post(
    '/savePreview',
    {
      config: SETTINGS_ACCESS,
      schema: { body: SiteSettingSaveBody, response: responses(PreviewCreated) },
    },
    async (request) => {
      requireSite(request, 'settings', request.body.platform);
      const values = valuesOf(request.body);
      const created = await fastify.db.transaction().execute(async (trx) => {
        await checkPrivacyMenu(trx, values.platform, values.privacy_menu_id);
        const existing = await settingOf(trx, values.platform);
        return storePreview(trx, request, {
          kind: 'setting',
          entity: 'siteSetting',
          recordId: existing?.id ?? null,
          values,
        });
      });
      return ok(created);
    },
  );
};

export default siteSettingAdminRoutes;
