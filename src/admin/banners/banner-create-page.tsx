import { PlatformRecordCreatePage } from '../ui/platform-record-pages';
import { bannerRecord } from './banner-record';

/** 新增轮播图 for the platform in the address; back to that platform's list once saved. */
export function BannerCreatePage() {
  return <PlatformRecordCreatePage record={bannerRecord} />;
}
