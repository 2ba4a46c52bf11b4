import { useNavigate } from 'react-router-dom';
import { appMessages } from './messages';
import { ActionButton, StatusPage } from './status-page';

/** Any path no route claims (spec §2): says so, with home and back. */
export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <StatusPage code="404" title={appMessages.notFoundTitle} body={appMessages.notFoundBody}>
      <ActionButton type="button" $primary onClick={() => navigate('/home')}>
        {appMessages.goHome}
      </ActionButton>
      <ActionButton type="button" onClick={() => navigate(-1)}>
        {appMessages.goBack}
      </ActionButton>
    </StatusPage>
  );
}
