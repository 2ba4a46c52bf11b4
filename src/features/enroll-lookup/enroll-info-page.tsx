import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { isIdCardFormat } from '@contract/id-card';
import { useLazySearchSchoolRollContinueQuery } from '@/api/public-api';
import { usePrepareLookupProof } from '@/api/use-lookup-proof';
import { showErrorToast, showWarningToast } from '@/features/feedback/toast';
import { useHydrated } from '@/features/hydration/use-hydrated';
import { fieldErrorStyle, textFieldStyle } from '@/theme/forms';
import { media } from '@/theme/theme';
import {
  admissionArgs,
  enrollDetailPath,
  ID_CARD_INPUT_MAX_LENGTH,
  normalizeIdCardNo,
} from './admission-args';
import { EnrollCard, PrimaryButton } from './enroll-card';
import { LookupHelp } from './lookup-help';
import { enrollMessages } from './messages';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  width: 100%;
  margin: 0 auto;
  ${media.tablet} {
    width: ${({ theme }) => theme.layout.inputWidth}px;
  }
`;

const Label = styled.label`
  font-weight: 600;
`;

const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Input = styled.input`
  ${textFieldStyle}
`;

const FieldError = styled.p`
  ${fieldErrorStyle}
`;

/** Below the form, where the visitor looks after 查询 (the toast goes away). */
const NotFound = styled.div`
  margin-top: ${({ theme }) => theme.space[5]}px;
  > p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
    text-align: center;
    font-weight: 600;
  }
  ${media.tablet} {
    width: ${({ theme }) => theme.layout.inputWidth}px;
    margin-left: auto;
    margin-right: auto;
  }
`;

const Submit = styled(PrimaryButton)`
  margin-top: ${({ theme }) => theme.space[3]}px;
`;

/** /enroll_info: the admission lookup form (spec §2, §5). A found admission opens /enroll_detail. */
export function EnrollInfoPage() {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const prepareNextLookup = usePrepareLookupProof();
  const [search, { isFetching }] = useLazySearchSchoolRollContinueQuery();
  const [idCardNo, setIdCardNo] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  /** The last number asked for has no admission: say when results come and whom to call. */
  const [notFound, setNotFound] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  // Each lookup needs a solved challenge (issue 35): the first is solved while the visitor types.
  useEffect(prepareNextLookup, [prepareNextLookup]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isFetching) return;
    const number = normalizeIdCardNo(idCardNo);
    if (number === '') {
      showErrorToast(enrollMessages.emptyIdCard);
      inputRef.current?.focus();
      return;
    }
    // Refused here, so a typo costs no call (and no rate-limit budget).
    if (!isIdCardFormat(number)) {
      setFormatError(enrollMessages.badIdCard);
      inputRef.current?.focus();
      return;
    }
    setFormatError(null);
    // Always ask the server here; the result page then reads this answer from the cache.
    const result = await search(admissionArgs(number));
    if (result.isError) {
      prepareNextLookup();
      return; // the base query has shown the server's message
    }
    if (!result.data) {
      prepareNextLookup();
      showWarningToast(enrollMessages.notFound);
      setNotFound(true);
      return;
    }
    navigate(enrollDetailPath(number));
  };

  return (
    <EnrollCard title={enrollMessages.title}>
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <Label htmlFor={inputId}>{enrollMessages.idCardLabel}</Label>
        <Hint id={hintId}>{enrollMessages.idCardHint}</Hint>
        <Input
          id={inputId}
          ref={inputRef}
          name="idCardNo"
          value={idCardNo}
          maxLength={ID_CARD_INPUT_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={formatError ? true : undefined}
          aria-describedby={formatError ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            setIdCardNo(event.target.value);
            if (formatError) setFormatError(null);
            setNotFound(false);
          }}
        />
        {formatError && (
          <FieldError id={errorId} role="alert">
            {formatError}
          </FieldError>
        )}
        <Submit type="submit" disabled={isFetching || !hydrated}>
          {isFetching ? enrollMessages.querying : enrollMessages.query}
        </Submit>
      </Form>
      {notFound && (
        <NotFound>
          <p>{enrollMessages.notFound}</p>
          <LookupHelp found={false} />
        </NotFound>
      )}
    </EnrollCard>
  );
}
