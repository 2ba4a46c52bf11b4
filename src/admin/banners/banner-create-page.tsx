import { useSaveSiteBannerMutation } from '@/api/generated/cms-api';
import { PlatformRecordCreatePage } from '../ui/platform-record-pages';
import { BannerForm } from './banner-form';
import { bannerSaveBodyOf, EMPTY_BANNER } from './banner-save';
import { bannerMessages } from './messages';

/** 新增轮播图 for the platform in the address; back to that platform's list once saved. */
export function BannerCreatePage() {
  return (
    <PlatformRecordCreatePage
      resource="banners"
      titles={bannerMessages}
      useSave={useSaveSiteBannerMutation}
      emptyValues={EMPTY_BANNER}
      bodyOf={bannerSaveBodyOf}
      Form={BannerForm}
    />
  );
}
