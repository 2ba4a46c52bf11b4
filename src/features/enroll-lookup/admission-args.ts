import { ADMISSION_SITE_ID } from '@/lib/constants';

/**
 * The number as the server stores it: trimmed, check character upper-cased. Both pages build
 * their query arguments here, so the result page finds the lookup page's answer in the
 * RTK Query cache (same arguments, same cache entry) instead of asking again.
 */
export const normalizeIdCardNo = (raw: string): string => raw.trim().toUpperCase();

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
