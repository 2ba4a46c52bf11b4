import type { Platform } from '@contract/common';
import type { BannerAdmin, BannerSaveBody } from '@contract/site-banner';
import { fromChinaInput, toChinaInput } from '../ui/china-time-input';
import type { BannerFormValues } from './banner-form';

/** A new banner's values: shown once saved, no times (on from the save, never off). */
export const EMPTY_BANNER = (platform: Platform): BannerFormValues => ({
  platform,
  title: '',
  image: '',
  url: '',
  publishTime: '',
  endTime: '',
  status: true,
});

/** The form's values of a stored banner. */
export const bannerFormValuesOf = (banner: BannerAdmin): BannerFormValues => ({
  platform: banner.platform,
  title: banner.title,
  image: banner.image,
  url: banner.url ?? '',
  publishTime: toChinaInput(banner.publishTime),
  endTime: toChinaInput(banner.endTime),
  status: banner.status,
});

/** The save's JSON body: empty link and times are null; no sort, so an edited banner keeps its place. */
export const bannerSaveBodyOf = (values: BannerFormValues, id?: number): BannerSaveBody => ({
  ...(id ? { id } : {}),
  platform: values.platform,
  title: values.title.trim(),
  image: values.image.trim(),
  url: values.url.trim() || null,
  publishTime: fromChinaInput(values.publishTime),
  endTime: fromChinaInput(values.endTime),
  status: values.status,
});
