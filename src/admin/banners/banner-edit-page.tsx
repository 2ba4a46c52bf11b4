import { useDetailsSiteBannerQuery, useSaveSiteBannerMutation } from '@/api/generated/cms-api';
import { PlatformRecordEditPage } from '../ui/platform-record-pages';
import { BannerForm } from './banner-form';
import { bannerFormValuesOf, bannerSaveBodyOf } from './banner-save';
import { bannerMessages } from './messages';

/** 编辑轮播图: the stored banner in the form; back to its platform's list once saved. */
export function BannerEditPage() {
  return (
    <PlatformRecordEditPage
      resource="banners"
      titles={bannerMessages}
      useDetails={useDetailsSiteBannerQuery}
      useSave={useSaveSiteBannerMutation}
      nameOf={(banner) => banner.title}
      valuesOf={bannerFormValuesOf}
      bodyOf={bannerSaveBodyOf}
      Form={BannerForm}
    />
  );
}
