import { skipToken } from '@reduxjs/toolkit/query';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isIdCardFormat } from '@contract/id-card';
import type { AdmissionInfo } from '@contract/admission';
import { publicApi } from '@/api/public-api';
import type { PageQuery } from '@/lib/page-query';
import {
  admissionArgs,
  ENROLL_DETAIL_PATH,
  ENROLL_INFO_PATH,
  normalizeIdCardNo,
  rememberShownIdCard,
  shownIdCard,
} from './admission-args';
import { EnrollCard, PrimaryButton, SecondaryButton } from './enroll-card';
import { LookupHelp } from './lookup-help';
import { enrollMessages } from './messages';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space[3]}px ${theme.space[4]}px`};
  margin: 0 0 ${({ theme }) => theme.space[6]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Notice = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[5]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Lets each dt/dd pair sit in a div (valid in a dl) while the dl's grid aligns the columns. */
const FactRow = styled.div`
  display: contents;
`;

const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/** With no info yet (the pending answer's reserved place), the terms with empty values. */
function AdmissionFacts({ info }: { info?: AdmissionInfo }) {
  const rows: [string, string | number][] = [
    [enrollMessages.year, info?.year ?? ''],
    [enrollMessages.name, info?.name ?? ''],
    [enrollMessages.major, info?.major ?? ''],
    [enrollMessages.gender, info?.gender ?? ''],
  ];
  return (
    <Facts>
      {rows.map(([term, value]) => (
        <FactRow key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </FactRow>
      ))}
    </Facts>
  );
}

/** The answer's place, kept while it is awaited: the card (centred on the screen) keeps its size. */
const Reserved = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
  }
`;

const Hidden = styled.div`
  visibility: hidden;
`;

const PendingNotice = styled(Notice)`
  align-self: center;
`;

/**
 * The lookup under way. Its notice sits on an invisible copy of the found answer's layout, so the
 * answer takes the place the server's page already gave it: nothing moves when it arrives (a
 * shared link or a reload looks up after the app starts).
 */
function PendingAnswer() {
  return (
    <Reserved>
      <Hidden aria-hidden="true">
        <AdmissionFacts />
        <LookupHelp found />
      </Hidden>
      <PendingNotice role="status">{enrollMessages.loading}</PendingNotice>
    </Reserved>
  );
}

const noSubscription = () => () => undefined;
/** Unknown (undefined) on the server and while hydrating: the server cannot read the tab's storage. */
const unknownOnServer = () => undefined;

/**
 * /enroll_detail?idCardNo=…: the admission found by the lookup page (read from the RTK Query
 * cache, no second call), or looked up here when the page is opened directly (a shared link).
 * Once the answer shows, the number leaves the address (replaced in the history: shares and the
 * history never carry it) and stays in the tab's session, so that a reload shows it again.
 */
export function EnrollDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query: PageQuery = params;
  const fromAddress = query.get('idCardNo');
  const fromSession = useSyncExternalStore(noSubscription, shownIdCard, unknownOnServer);
  const idCardNo = normalizeIdCardNo(fromAddress ?? fromSession ?? '');
  const valid = isIdCardFormat(idCardNo);
  const { data, isFetching, isUninitialized, isSuccess, isError, refetch } =
    publicApi.useSearchSchoolRollContinueQuery(valid ? admissionArgs(idCardNo) : skipToken);
  const answered = isSuccess && !isFetching;

  useEffect(() => {
    if (!answered || fromAddress === null) return;
    rememberShownIdCard(idCardNo);
    const rest = new URLSearchParams(params);
    rest.delete('idCardNo');
    const query = rest.toString();
    void navigate(query ? `${ENROLL_DETAIL_PATH}?${query}` : ENROLL_DETAIL_PATH, {
      replace: true,
      preventScrollReset: true,
    });
  }, [answered, fromAddress, idCardNo, params, navigate]);

  let content: ReactNode;
  if (fromAddress === null && fromSession === undefined) {
    // The server's page and its hydration: the number may be in the session, the browser will tell.
    content = <PendingAnswer />;
  } else if (!valid) {
    content = <Notice role="alert">{enrollMessages.missingIdCard}</Notice>;
  } else if ((isFetching || isUninitialized) && !data) {
    content = <PendingAnswer />;
  } else if (isError) {
    content = <Notice role="alert">{enrollMessages.failed}</Notice>;
  } else if (!data) {
    content = (
      <>
        <Notice role="status">{enrollMessages.notFoundDetail}</Notice>
        <LookupHelp found={false} />
      </>
    );
  } else {
    content = (
      <>
        <AdmissionFacts info={data} />
        <LookupHelp found />
      </>
    );
  }

  return (
    <EnrollCard title={data ? enrollMessages.resultTitle : enrollMessages.title}>
      {content}
      <Actions>
        {valid && isError && !isFetching && (
          <PrimaryButton type="button" onClick={() => void refetch()}>
            {enrollMessages.retry}
          </PrimaryButton>
        )}
        <SecondaryButton type="button" onClick={() => void navigate(ENROLL_INFO_PATH)}>
          {enrollMessages.back}
        </SecondaryButton>
      </Actions>
    </EnrollCard>
  );
}
