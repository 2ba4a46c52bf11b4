import { PlatformRecordEditPage } from '../ui/platform-record-pages';
import { bannerRecord } from './banner-record';

/** 编辑轮播图: the stored banner in the form; back to its platform's list once saved. */
export function BannerEditPage() {
  return <PlatformRecordEditPage record={bannerRecord} />;
}
