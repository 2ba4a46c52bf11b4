import { skipToken } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isIdCardFormat } from '@contract/id-card';
import type { AdmissionInfo } from '@contract/admission';
import { publicApi } from '@/api/public-api';
import { admissionArgs, ENROLL_INFO_PATH, normalizeIdCardNo } from './admission-args';
import { EnrollCard, PrimaryButton, SecondaryButton } from './enroll-card';
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

function AdmissionFacts({ info }: { info: AdmissionInfo }) {
  const rows: [string, string | number][] = [
    [enrollMessages.year, info.year],
    [enrollMessages.name, info.name],
    [enrollMessages.major, info.major],
    [enrollMessages.gender, info.gender],
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

/**
 * /enroll_detail?idCardNo=…: the admission found by the lookup page (read from the RTK Query
 * cache, no second call), or looked up here when the page is opened directly (reload, shared link).
 */
export function EnrollDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const idCardNo = normalizeIdCardNo(params.get('idCardNo') ?? '');
  const valid = isIdCardFormat(idCardNo);
  const { data, isFetching, isError, refetch } = publicApi.useSearchSchoolRollContinueQuery(
    valid ? admissionArgs(idCardNo) : skipToken,
  );

  let content: ReactNode;
  if (!valid) {
    content = <Notice role="alert">{enrollMessages.missingIdCard}</Notice>;
  } else if (isFetching && !data) {
    content = <Notice role="status">{enrollMessages.loading}</Notice>;
  } else if (isError) {
    content = <Notice role="alert">{enrollMessages.failed}</Notice>;
  } else if (!data) {
    content = <Notice role="status">{enrollMessages.notFoundDetail}</Notice>;
  } else {
    content = <AdmissionFacts info={data} />;
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
        <SecondaryButton type="button" onClick={() => navigate(ENROLL_INFO_PATH)}>
          {enrollMessages.back}
        </SecondaryButton>
      </Actions>
    </EnrollCard>
  );
}
