import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { PageHeader } from '../ui/page-header';
import { SecondaryButton, SecondaryLink } from '../ui/buttons';
import { appMessages } from './messages';

const Body = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
`;

/** A console path no screen answers. */
export function ConsoleNotFound() {
  return (
    <>
      <PageHeader title={appMessages.notFound} />
      <Body>{appMessages.notFoundBody}</Body>
      <SecondaryLink to="/">{appMessages.backHome}</SecondaryLink>
    </>
  );
}

/** A screen the user's permissions do not allow (the navigation does not list it). */
export function NoAccess() {
  return (
    <>
      <PageHeader title={appMessages.noAccess} />
      <Body>{appMessages.noAccessBody}</Body>
      <SecondaryLink to="/">{appMessages.backHome}</SecondaryLink>
    </>
  );
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
