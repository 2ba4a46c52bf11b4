import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  useActivateTwoFactorAdminMutation,
  useEndTwoFactorAdminMutation,
  useGetTwoFactorAdminQuery,
  useStartTwoFactorAdminMutation,
} from '@/api/generated/bms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { TOTP_CODE, type TwoFactorSetup } from '@contract/staff';
import { DangerButton, PrimaryButton, SecondaryButton } from '../ui/buttons';
import { fieldValue, TextField } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { inlineRowStyle, Notice, Panel, SectionTitle } from '../ui/layout';
import { PageHeader } from '../ui/page-header';
import { PasswordField } from '../ui/password-field';
import { inputWidthPlus } from '../ui/theme-helpers';
import { twoFactorMessages as m } from './messages';

const TOTP = new RegExp(TOTP_CODE);

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  max-width: ${inputWidthPlus(9, 9, 9)};
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]}px;
  }
`;

const Row = styled.div`
  ${inlineRowStyle};
`;

const Qr = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  image-rendering: pixelated;
`;

const Secret = styled.code`
  display: inline-block;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.small}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  letter-spacing: 0.08em;
  word-break: break-all;
`;

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding-left: ${({ theme }) => theme.space[6]}px;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
`;

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The otpauth:// address as a QR code, drawn here (no request leaves the browser). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "admin-qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toDataURL(uri, { margin: 2, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uri]);
  if (failed) return <p role="alert">{m.qrFailed}</p>;
  return src ? <Qr src={src} alt={m.qrAlt} width={200} height={200} /> : <Qr as="div" aria-busy="true" />;
}

/** Enrolment's second half: the QR code, the secret as text and the first code. */
function Enrol({
  setup,
  onCancel,
  onCodes,
}: {
  setup: TwoFactorSetup;
  onCancel: () => void;
  onCodes: (codes: string[]) => void;
}) {
  const [activate, { isLoading }] = useActivateTwoFactorAdminMutation();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = fieldValue(event.currentTarget, 'code').replace(/\s+/g, '');
    const problem = !code ? m.codeMissing : TOTP.test(code) ? null : m.codeMalformed;
    setError(problem);
    if (problem) return;
    const result = await activate({ code });
    if ('data' in result && result.data) onCodes(result.data.recoveryCodes);
  };
  return (
    <>
      <Panel aria-labelledby="two-factor-scan">
        <SectionTitle id="two-factor-scan">{m.scanTitle}</SectionTitle>
        <QrCode uri={setup.uri} />
        <p>{m.manualEntry}</p>
        <Secret aria-label={m.secretLabel} data-secret={setup.secret}>
          {grouped(setup.secret)}
        </Secret>
      </Panel>
      <Panel aria-labelledby="two-factor-confirm">
        <SectionTitle id="two-factor-confirm">{m.confirmTitle}</SectionTitle>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={m.confirmTitle}>
          <TextField
            label={m.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            hint={m.codeHint}
            error={error}
            required
          />
          <Row>
            <PrimaryButton type="submit" disabled={isLoading}>
              {isLoading ? m.confirming : m.confirm}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={onCancel}>
              {m.cancel}
            </SecondaryButton>
          </Row>
        </form>
      </Panel>
    </>
  );
}

/** The recovery codes, shown once after enrolment. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => showSuccessToast(m.copied))
      .catch(() => undefined);
  return (
    <Panel aria-labelledby="two-factor-codes">
      <SectionTitle id="two-factor-codes">{m.codesTitle}</SectionTitle>
      <p>{m.codesIntro}</p>
      <Codes aria-label={m.codesListLabel}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Row>
        <SecondaryButton type="button" onClick={copy}>
          {m.copyCodes}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={onDone}>
          {m.codesDone}
        </PrimaryButton>
      </Row>
    </Panel>
  );
}

/** Turning it off: the current password. */
function EndForm() {
  const [end, { isLoading }] = useEndTwoFactorAdminMutation();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = fieldValue(form, 'password');
    setError(password ? null : m.passwordMissing);
    if (!password) return;
    const result = await end({ password });
    if ('data' in result) {
      form.reset();
      showSuccessToast(m.ended);
    }
  };
  return (
    <Panel aria-labelledby="two-factor-end">
      <SectionTitle id="two-factor-end">{m.endTitle}</SectionTitle>
      <p>{m.endIntro}</p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={m.endTitle}>
        <PasswordField label={m.password} name="password" autoComplete="current-password" error={error} />
        <DangerButton type="submit" disabled={isLoading}>
          {isLoading ? m.ending : m.end}
        </DangerButton>
      </form>
    </Panel>
  );
}

/**
 * 两步验证 (top bar, every signed-in account): enrol (a secret made by the server, its QR code
 * drawn here and the secret as text, confirmed by a code; then the recovery codes, once), or see
 * it on and turn it off with the password. An account the policy covers is sent here first.
 */
export function TwoFactorPage() {
  const status = useGetTwoFactorAdminQuery();
  const [start, { isLoading: starting }] = useStartTwoFactorAdminMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const onStart = async () => {
    const result = await start();
    if ('data' in result && result.data) setSetup(result.data);
  };

  let body;
  if (codes) {
    body = <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isLoading) {
    body = <p role="status">{m.loading}</p>;
  } else if (!status.data) {
    body = <p role="alert">{m.loadFailed}</p>;
  } else if (status.data.enabled) {
    const { enabledAt, recoveryCodesLeft, required } = status.data;
    body = (
      <>
        <Panel aria-labelledby="two-factor-on">
          <SectionTitle id="two-factor-on">{m.onTitle}</SectionTitle>
          <p>{m.onSummary(enabledAt ? formatDateTime(enabledAt) : '—', recoveryCodesLeft)}</p>
          {recoveryCodesLeft <= 3 ? <Notice>{m.lowCodes}</Notice> : null}
          {required ? <p>{m.requiredOn}</p> : null}
        </Panel>
        {required ? null : <EndForm />}
      </>
    );
  } else if (setup) {
    body = (
      <Enrol
        setup={setup}
        onCancel={() => setSetup(null)}
        onCodes={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
          showSuccessToast(m.enabled);
        }}
      />
    );
  } else {
    body = (
      <Panel>
        <p>{m.offIntro}</p>
        <PrimaryButton type="button" onClick={() => void onStart()} disabled={starting}>
          {starting ? m.starting : m.start}
        </PrimaryButton>
      </Panel>
    );
  }

  return (
    <>
      <PageHeader title={m.title} />
      <Stack>
        {status.data?.required && !status.data.enabled ? (
          <Notice role="status">{m.requiredNotice}</Notice>
        ) : null}
        {body}
      </Stack>
    </>
  );
}
