import { useDetailsSiteBannerQuery, useSaveSiteBannerMutation } from '@/api/generated/cms-api';
import { platformRecord } from '../ui/platform-record-pages';
import { BannerForm } from './banner-form';
import { EMPTY_BANNER, bannerFormValuesOf, bannerSaveBodyOf } from './banner-save';
import { bannerMessages } from './messages';

/** 轮播图: one platform's record, made of its form, its calls and its texts. */
export const bannerRecord = platformRecord({
  resource: 'banners',
  titles: bannerMessages,
  useDetails: useDetailsSiteBannerQuery,
  useSave: useSaveSiteBannerMutation,
  nameOf: (record) => record.title,
  emptyValues: EMPTY_BANNER,
  valuesOf: bannerFormValuesOf,
  bodyOf: bannerSaveBodyOf,
  Form: BannerForm,
});
