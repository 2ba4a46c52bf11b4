import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '../ui/page-header';
import { SecondaryButton, SecondaryLink } from '../ui/buttons';
import { appMessages } from './messages';

const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

/** A screen that says why there is nothing to show, and the way back to 首页. */
function StatusScreen({ title, body }: { title: string; body: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Body>{body}</Body>
      <SecondaryLink to="/">{appMessages.backHome}</SecondaryLink>
    </>
  );
}

/** A console path no screen answers. */
export function ConsoleNotFound() {
  return <StatusScreen title={appMessages.notFound} body={appMessages.notFoundBody} />;
}

/** A screen the user's roles do not allow (the navigation does not list it). */
export function NoAccess() {
  return <StatusScreen title={appMessages.noAccess} body={appMessages.noAccessBody} />;
}

const ErrorPage = styled.main`
  padding: ${({ theme }) => theme.space[6]}px;
`;

/** A screen's code failed to load or threw. */
export function ConsoleRouteError() {
  const error = useRouteError();
  if (process.env.NODE_ENV !== 'production') console.error(error);
  return (
    <ErrorPage>
      <h1>{appMessages.routeError}</h1>
      <Body>{appMessages.routeErrorBody}</Body>
      <SecondaryButton type="button" onClick={() => window.location.reload()}>
        {appMessages.reload}
      </SecondaryButton>
    </ErrorPage>
  );
}
