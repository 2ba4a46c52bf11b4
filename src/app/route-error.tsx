import { useNavigate, useRouteError } from 'react-router-dom';
import { PageLoadTimeoutError } from '@/app/template-routes';
import { appMessages } from './messages';
import { ActionButton, StatusPage } from './status-page';

/**
 * A page that failed to load (its chunk failed, or took longer than the limit) or threw:
 * a clear message and a retry, never a white screen. Retrying reloads the document so that
 * a new deployment's chunks are fetched.
 */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const timedOut = error instanceof PageLoadTimeoutError;
  return (
    <StatusPage
      title={appMessages.loadErrorTitle}
      body={timedOut ? appMessages.loadTimeoutBody : appMessages.loadErrorBody}
    >
      <ActionButton type="button" $primary onClick={() => window.location.reload()}>
        {appMessages.retry}
      </ActionButton>
      <ActionButton type="button" onClick={() => navigate('/home')}>
        {appMessages.goHome}
      </ActionButton>
    </StatusPage>
  );
}
