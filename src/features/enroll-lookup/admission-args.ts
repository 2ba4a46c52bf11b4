import { ADMISSION_SITE_ID } from '@/lib/constants';

/**
 * The number as the server stores it: trimmed, check character upper-cased. Both pages build
 * their query arguments here, so the result page finds the lookup page's answer in the
 * RTK Query cache (same arguments, same cache entry) instead of asking again.
 */
export const normalizeIdCardNo = (raw: string): string => raw.trim().toUpperCase();

export const admissionArgs = (idCardNo: string) => ({ idCardNo, siteId: ADMISSION_SITE_ID });

export const ENROLL_INFO_PATH = '/enroll_info';

export const enrollDetailPath = (idCardNo: string): string =>
  `/enroll_detail?${new URLSearchParams({ idCardNo }).toString()}`;
