import { delay, http, HttpResponse } from 'msw';
import { CODE } from '@contract/codes';
import type { Envelope } from '@contract/envelope';
import type { PublicLeadForm } from '@contract/lead-form';
import type { LeadSaved } from '@contract/site-message';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import { menuEntry, siteSetting } from '@/testing/fixtures';

/** MSW handlers of the lead call (docs/content-contract.md). */
export const LEAD_URL = '*/api/cms/web/siteMessage/saveForClient';

export type LeadRequest = {
  /** The lead as sent (JSON: the answers are lists and records). */
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  contentType: string | null;
};

/** Records each lead, answers success after `latencyMs` (so a second click can land meanwhile). */
export function leadHandlers(log: LeadRequest[], latencyMs = 30) {
  return [
    http.post(LEAD_URL, async ({ request }) => {
      log.push({
        body: (await request.json()) as Record<string, unknown>,
        idempotencyKey: request.headers.get('Idempotency-Key'),
        contentType: request.headers.get('Content-Type'),
      });
      await delay(latencyMs);
      const answer: Envelope<LeadSaved> = {
        code: CODE.ok,
        message: 'ok',
        data: { id: `00000000-0000-4000-8000-${String(log.length).padStart(12, '0')}` },
      };
      return HttpResponse.json(answer);
    }),
  ];
}

export const rateLimited = () =>
  http.post(LEAD_URL, () =>
    HttpResponse.json({ code: CODE.tooManyRequests, message: '提交过于频繁，请稍后再试', data: null }),
  );

/** The privacy notice's menu of the fake site: a single page under 底部菜单. */
export const PRIVACY_MENU = menuEntry(71, '隐私政策', {
  parentId: 70,
  contentType: 'c-1',
  sortType: 's-1-4',
});

/** The fake site's settings as the after-lead panel reads them: hotline, hours, what happens next. */
export const LEAD_SETTING = siteSetting({
  phone: '400-800-1234',
  workingHours: '周一至周日 9:00–21:00',
  leadNextSteps: '招生老师将在工作时间内尽快致电，请留意来电。',
  privacyMenuId: PRIVACY_MENU.id,
});

/** The site's settings and menus a lead form asks for (its panel and its privacy link). */
/** A site whose staff added no fields to the form. */
export const NAME_AND_PHONE_FORM: PublicLeadForm = { version: 0, fields: [], majors: [] };

export function siteHandlers(
  setting: SiteSetting = LEAD_SETTING,
  menus: MenuEntry[] = [menuEntry(70, '底部菜单', { subMenus: [PRIVACY_MENU] })],
  form: PublicLeadForm = NAME_AND_PHONE_FORM,
) {
  const answer = (data: unknown) => HttpResponse.json({ code: CODE.ok, message: 'ok', data });
  return [
    http.get('*/api/cms/web/siteSetting/detailsForClient', () => answer(setting)),
    http.get('*/api/cms/web/siteMenu/listForClient', () => answer(menus)),
    http.get('*/api/cms/web/pageType/listForClient', () => answer([])),
    http.get('*/api/cms/web/leadForm/detailsForClient', () => answer(form)),
  ];
}
