import { useSaveSiteBannerMutation } from '@/api/generated/cms-api';
import { Panel } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { BannerForm } from './banner-form';
import { bannerSaveBodyOf } from './banner-save';
import { bannerMessages } from './messages';

/** 新增轮播图 for the platform in the address; back to that platform's list once saved. */
export function BannerCreatePage() {
  const platform = usePlatformParam();
  const listPath = `/banners${platformQuery(platform)}`;
  const [save, { isLoading }] = useSaveSiteBannerMutation();
  const { serverError, submit } = useSaveThenBack(save, listPath, bannerMessages.saved);

  return (
    <>
      <PageHeader title={bannerMessages.createTitle} />
      <Panel>
        <BannerForm
          initial={{ platform, title: '', image: '', url: '', publishTime: '', endTime: '', status: true }}
          saving={isLoading}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(bannerSaveBodyOf(values))}
        />
      </Panel>
    </>
  );
}
