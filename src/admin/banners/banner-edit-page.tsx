import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDetailsSiteBannerQuery, useSaveSiteBannerMutation } from '@/api/generated/cms-api';
import { secondaryButtonStyle } from '../ui/buttons';
import { Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { platformQuery, usePlatformParam } from '../ui/platform-switch';
import { useSaveThenBack } from '../ui/use-save-then-back';
import { BannerForm } from './banner-form';
import { bannerFormValuesOf, bannerSaveBodyOf } from './banner-save';
import { bannerMessages } from './messages';

const Back = styled(Link)`
  ${secondaryButtonStyle};
`;

/** 编辑轮播图: the stored banner in the form; back to its platform's list once saved. */
export function BannerEditPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const listPath = `/banners${platformQuery(usePlatformParam())}`;
  const { data, isLoading, isError } = useDetailsSiteBannerQuery(
    { id },
    { skip: !valid, refetchOnMountOrArgChange: true },
  );
  const [save, { isLoading: saving }] = useSaveSiteBannerMutation();
  const { serverError, submit } = useSaveThenBack(save, listPath, bannerMessages.saved);

  if (!valid || isError) {
    return (
      <>
        <PageHeader title={bannerMessages.editTitleLoading} />
        <p>{bannerMessages.notFound}</p>
        <Back to={listPath}>{bannerMessages.backToList}</Back>
      </>
    );
  }
  if (isLoading || !data) {
    return (
      <>
        <PageHeader title={bannerMessages.editTitleLoading} />
        <p role="status">{uiMessages.loading}</p>
      </>
    );
  }
  return (
    <>
      <PageHeader title={bannerMessages.editTitle(data.title)} />
      <Panel>
        <BannerForm
          initial={bannerFormValuesOf(data)}
          saving={saving}
          serverError={serverError}
          listPath={listPath}
          onSubmit={(values) => submit(bannerSaveBodyOf(values, id))}
        />
      </Panel>
    </>
  );
}
