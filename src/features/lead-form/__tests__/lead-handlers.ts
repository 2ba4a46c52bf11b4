import { delay, http, HttpResponse } from 'msw';
import { CODE } from '@contract/codes';
import type { Envelope } from '@contract/envelope';
import type { LeadSaved } from '@contract/site-message';

/** MSW handlers of the lead call (docs/content-contract.md). */
export const LEAD_URL = '*/api/cms/web/siteMessage/saveForClient';

export type LeadRequest = {
  body: Record<string, string>;
  idempotencyKey: string | null;
  contentType: string | null;
};

/** Records each lead, answers success after `latencyMs` (so a second click can land meanwhile). */
export function leadHandlers(log: LeadRequest[], latencyMs = 30) {
  return [
    http.post(LEAD_URL, async ({ request }) => {
      log.push({
        body: Object.fromEntries(new URLSearchParams(await request.text())),
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
