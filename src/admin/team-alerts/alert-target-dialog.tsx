import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import styled from 'styled-components';
import type { Platform } from '@contract/common';
import {
  LEAD_ALERT_KIND_NAMES,
  LEAD_ALERT_KINDS,
  leadAlertAddressProblem,
  LeadAlertSaveBody,
  leadAlertSecretProblem,
  type LeadAlertKind,
  type LeadAlertTarget,
} from '@contract/lead-alert';
import { useSaveLeadAlertMutation } from '@/api/generated/cms-api';
import { Content, Description, Title, Overlay } from '@/features/feedback/dialog-view';
import { showSuccessToast } from '@/features/feedback/toast';
import { DialogFormActions } from '../ui/form-dialog';
import { CheckboxFieldset, FieldError, TextField } from '../ui/form-field';
import { uiMessages } from '../ui/messages';
import { PlatformNote } from '../ui/platform-switch';
import { checkFields, labelledLayout, namesOf, textBoxOf } from '../ui/resource-fields';
import { Options, SelectField } from '../ui/select-field';
import { type Refusal, refusalOf } from '../ui/server-message';
import { inputWidthPlus } from '../ui/theme-helpers';
import { useRecordForm } from '../ui/use-record-form';
import { teamAlertMessages as t } from './messages';

/** Wide enough for a webhook address on one line of its box. */
const WideDialog = styled(Content)`
  max-width: ${inputWidthPlus(8, 8)};
`;

export type AlertTargetValues = {
  name: string;
  kind: LeadAlertKind;
  address: string;
  signed: boolean;
  secret: string;
  enabled: boolean;
};

type Errors = Partial<Record<keyof AlertTargetValues, string>>;

const CHECKED = labelledLayout([{ key: 'name' }], LeadAlertSaveBody);

/**
 * The browser's checks, the contract's (the server checks them again, and a webhook's host after
 * DNS): the name, the address's shape for its kind (left empty on an edit of the same kind: kept),
 * the secret of a signing robot (empty on an edit that had one: kept).
 */
export function validateAlertTarget(
  values: AlertTargetValues,
  stored: LeadAlertTarget | null,
  loopbackAllowed: boolean,
): Errors {
  const errors: Errors = checkFields(CHECKED, LeadAlertSaveBody, { fields: { name: values.name } });
  const keepsAddress = stored !== null && stored.kind === values.kind && values.address.trim() === '';
  if (!keepsAddress) {
    const problem = leadAlertAddressProblem(values.kind, values.address, { loopbackAllowed });
    if (problem) errors.address = problem;
  }
  const signs = LEAD_ALERT_KINDS[values.kind].signing && values.signed;
  const keepsSecret =
    stored !== null && stored.kind === values.kind && stored.signed && values.secret.trim() === '';
  if (signs && !keepsSecret) {
    const problem = leadAlertSecretProblem(values.secret);
    if (problem) errors.secret = problem;
  }
  return errors;
}

export function alertTargetSaveBody(
  values: AlertTargetValues,
  platform: Platform,
  id?: number,
): LeadAlertSaveBody {
  const signs = LEAD_ALERT_KINDS[values.kind].signing && values.signed;
  return {
    ...(id === undefined ? {} : { id }),
    platform,
    kind: values.kind,
    name: values.name.trim(),
    ...(values.address.trim() === '' ? {} : { address: values.address.trim() }),
    signed: signs,
    ...(signs && values.secret.trim() !== '' ? { secret: values.secret.trim() } : {}),
    enabled: values.enabled,
  };
}

const valuesOf = (target: LeadAlertTarget | null): AlertTargetValues =>
  target
    ? {
        name: target.name,
        kind: target.kind,
        address: '',
        signed: target.signed,
        secret: '',
        enabled: target.enabled,
      }
    : { name: '', kind: 'wecom', address: '', signed: false, secret: '', enabled: true };

/**
 * 新增通知 / 编辑通知 in a dialog over 通知设置: 名称, 通知方式 (the three robots and 邮件, which
 * needs the server's SMTP), the address (its kind's label and where to copy it), 加签 and its secret
 * for 钉钉 and 飞书, 启用. A stored address and secret are never shown: left empty, they are kept.
 */
export function AlertTargetDialog({
  platform,
  target,
  mailReady,
  loopbackAllowed,
  onClose,
}: {
  platform: Platform;
  target: LeadAlertTarget | null;
  mailReady: boolean;
  loopbackAllowed: boolean;
  onClose: () => void;
}) {
  const [save, { isLoading }] = useSaveLeadAlertMutation();
  const [serverError, setServerError] = useState<Refusal | null>(null);
  const { values, set, field, checkbox, submit, unplacedServerError, formRef } = useRecordForm({
    initial: valuesOf(target),
    serverError,
    validate: (typed: AlertTargetValues) => validateAlertTarget(typed, target, loopbackAllowed),
    onSubmit: (typed: AlertTargetValues) => {
      setServerError(null);
      void save(alertTargetSaveBody(typed, platform, target?.id)).then((result) => {
        if ('error' in result) {
          setServerError(refusalOf(result.error));
          return;
        }
        showSuccessToast(uiMessages.saved);
        onClose();
      });
    },
  });
  const sameKind = target !== null && target.kind === values.kind;
  const signing = LEAD_ALERT_KINDS[values.kind].signing;
  const signed = checkbox('signed');
  const enabled = checkbox('enabled');
  const kindChoices = LEAD_ALERT_KIND_NAMES.filter(
    (kind) => kind !== 'email' || mailReady || target?.kind === 'email',
  ).map((kind) => [kind, t.kindChoice(kind)] as const);

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Portal>
        <Overlay />
        <WideDialog>
          <Title>{target ? t.editTitle(target.name) : t.createTitle}</Title>
          <Description>{t.dialogIntro}</Description>
          <form ref={formRef} noValidate onSubmit={submit}>
            <PlatformNote platform={platform} />
            <TextField
              {...textBoxOf(LeadAlertSaveBody, 'name')}
              autoComplete="off"
              {...field('name')}
              required
            />
            <SelectField
              {...namesOf(LeadAlertSaveBody, 'kind', { hint: mailReady ? undefined : t.noMail })}
              name="kind"
              value={values.kind}
              onChange={(event) => set('kind', event.target.value as LeadAlertKind)}
            >
              <Options choices={kindChoices} />
            </SelectField>
            <TextField
              label={t.addressLabel(values.kind)}
              hint={sameKind ? t.storedAddress(target.addressHint) : t.addressHint(values.kind)}
              maxLength={textBoxOf(LeadAlertSaveBody, 'address').maxLength}
              type={values.kind === 'email' ? 'email' : 'url'}
              inputMode={values.kind === 'email' ? 'email' : 'url'}
              autoComplete="off"
              spellCheck={false}
              {...field('address', { trim: true })}
              required={!sameKind}
            />
            {signing ? (
              <CheckboxFieldset
                legend={t.signing}
                label={t.signingLabel}
                name={signed.name}
                checked={signed.checked}
                onChange={signed.onChange}
              />
            ) : null}
            {signing && values.signed ? (
              <TextField
                {...textBoxOf(LeadAlertSaveBody, 'secret')}
                hint={sameKind && target.signed ? t.secretStored : namesOf(LeadAlertSaveBody, 'secret').hint}
                type="password"
                autoComplete="new-password"
                spellCheck={false}
                {...field('secret', { trim: true })}
                required={!(sameKind && target.signed)}
              />
            ) : null}
            <CheckboxFieldset
              legend={t.enabledLegend}
              label={t.enabledLabel}
              name={enabled.name}
              checked={enabled.checked}
              onChange={enabled.onChange}
            />
            {unplacedServerError ? <FieldError role="alert">{unplacedServerError}</FieldError> : null}
            <DialogFormActions
              busy={isLoading}
              submitLabel={t.submit}
              busyLabel={t.saving}
              cancelLabel={t.cancel}
            />
          </form>
        </WideDialog>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
