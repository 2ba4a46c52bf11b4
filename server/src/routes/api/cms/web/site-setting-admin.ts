import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Saved } from '@contract/common';
import { SiteSetting, SiteSettingQuery, SiteSettingSaveBody } from '@contract/site-setting';
import { contentUrl, notFound, requiredText, requiredUrl } from '../../../../lib/content-input';
import { ok, responses } from '../../../../lib/responses';
import { settingOf } from '../../../../repositories/site-setting';
import { CONTENT_ACCESS, saveRow } from './admin-common';

/**
 * /api/cms/web/siteSetting, back office (catalogue extension, issue 13 item 3): a platform's
 * settings (title, footer texts, QR images, ICP links): details and save (create or replace).
 */
const siteSettingAdminRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { publicContent } = fastify;

  fastify.get(
    '/details',
    { config: CONTENT_ACCESS, schema: { querystring: SiteSettingQuery, response: responses(SiteSetting) } },
    async (request) => {
      const setting = await fastify.siteSettingRepository.find(request.query.platform);
      if (!setting) throw notFound('站点设置不存在');
      return ok(setting);
    },
  );

  fastify.post(
    '/',
    { config: CONTENT_ACCESS, schema: { body: SiteSettingSaveBody, response: responses(Saved) } },
    async (request) => {
      const body = request.body;
      const siteTitle = requiredText(body.siteTitle, '请输入站点标题');
      const homeUrl = body.homeUrl.trim() === '' ? '' : requiredUrl(body.homeUrl, '首页地址');
      const values = {
        site_title: siteTitle,
        contact_title: body.contactTitle.trim(),
        copyright: body.copyright.trim(),
        address: body.address.trim(),
        phone: body.phone.trim(),
        email: body.email.trim(),
        home_url: homeUrl,
        enroll_notice: body.enrollNotice?.trim() ?? '',
        wechat_qr: contentUrl(body.wechatQr, '微信二维码地址'),
        weibo_qr: contentUrl(body.weiboQr, '微博二维码地址'),
        xiaohongshu_qr: contentUrl(body.xiaohongshuQr, '小红书二维码地址'),
        icp_links: JSON.stringify(
          body.icpLinks.map((link, index) => ({
            text: link.text.trim(),
            url: requiredUrl(link.url, `第 ${index + 1} 条备案链接`),
          })),
        ),
      };
      const id = await publicContent.write(async (trx) => {
        const existing = await settingOf(trx, body.platform);
        // One setting per platform: the platform finds the record, so writing it again changes nothing.
        return saveRow(trx, request, {
          table: 'site_setting',
          entity: 'siteSetting',
          existing,
          values: { platform: body.platform, ...values },
        });
      });
      return ok({ id });
    },
  );
};

export default siteSettingAdminRoutes;
