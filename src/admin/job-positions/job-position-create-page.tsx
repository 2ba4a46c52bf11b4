import { PlatformRecordCreatePage } from '../ui/platform-record-pages';
import { jobPositionRecord } from './job-position-record';

/** 新增职位 for the platform in the address; back to that platform's list once saved. */
export function JobPositionCreatePage() {
  return <PlatformRecordCreatePage record={jobPositionRecord} />;
}
