import { ADMISSION_SITE_ID } from '@/lib/constants';

/**
 * The number as the server stores it: full-width digits and Ｘ (a Chinese input method's) made
 * plain, the spaces people type between its groups (`110105 19491231 002X`) taken out, the check
 * character upper-cased. Both pages build their query arguments here, so the result page finds
 * the lookup page's answer in the RTK Query cache (same arguments, same cache entry) instead of
 * asking again.
 */
export const normalizeIdCardNo = (raw: string): string =>
  raw.normalize('NFKC').replace(/\s+/g, '').toUpperCase();

/** The box's limit: 18 characters and room for the spaces between groups; a paste is cut there. */
export const ID_CARD_INPUT_MAX_LENGTH = 24;

export const admissionArgs = (idCardNo: string) => ({ idCardNo, siteId: ADMISSION_SITE_ID });

export const ENROLL_INFO_PATH = '/enroll_info';
export const ENROLL_DETAIL_PATH = '/enroll_detail';

export const enrollDetailPath = (idCardNo: string): string =>
  `${ENROLL_DETAIL_PATH}?${new URLSearchParams({ idCardNo }).toString()}`;

/**
 * The number of the result shown in this tab (sessionStorage: gone with the visit). The result
 * page takes the number from its address as the spec says, then keeps it here and takes it out
 * of the address, where shares and the browser's history would carry it; a reload reads it here.
 */
const SHOWN_ID_CARD_KEY = 'enroll-lookup-id-card';

export function rememberShownIdCard(idCardNo: string): void {
  try {
    window.sessionStorage.setItem(SHOWN_ID_CARD_KEY, idCardNo);
  } catch {
    // No storage (private mode): a reload asks for the number again.
  }
}

export function shownIdCard(): string | null {
  try {
    return window.sessionStorage.getItem(SHOWN_ID_CARD_KEY);
  } catch {
    return null;
  }
}
