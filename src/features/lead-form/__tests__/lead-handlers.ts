import { delay, http, HttpResponse } from 'msw';

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
      return HttpResponse.json({ code: 0, message: 'ok', data: { id: log.length } });
    }),
  ];
}

export const rateLimited = () =>
  http.post(LEAD_URL, () =>
    HttpResponse.json({ code: 100000003, message: '提交过于频繁，请稍后再试', data: null }),
  );
