import { http, HttpResponse } from 'msw';
import type { AdmissionInfo } from '@contract/admission';
import { CODE } from '@contract/codes';

/** MSW handlers of the admission lookup call (docs/content-contract.md). */
export const LOOKUP_URL = '*/api/ems/education/schoolRollContinue/searchForClient';

export const FOUND_ID = '11010519491231002X';
export const FOUND_INFO: AdmissionInfo = { year: 2026, name: '李晓梅', major: '护理', gender: '女' };

export type LookupLog = { idCardNo: string | null; siteId: string | null }[];

/** Answers FOUND_ID with FOUND_INFO and any other number with null; records every call in `log`. */
export function lookupHandlers(log: LookupLog) {
  return [
    http.get(LOOKUP_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const idCardNo = params.get('idCardNo');
      log.push({ idCardNo, siteId: params.get('siteId') });
      return HttpResponse.json({
        code: CODE.ok,
        message: 'ok',
        data: idCardNo === FOUND_ID ? FOUND_INFO : null,
      });
    }),
  ];
}
