import { type ChangeEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiError } from '@/api/envelope';
import { useSaveSiteMessageForClientMutation } from '@/api/public-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { useHydrated } from '@/features/hydration/use-hydrated';
import { LEAD_DEFAULT_CHANNEL, LEAD_NAME_MAX_LENGTH } from '@/lib/constants';
import { media } from '@/theme/theme';
import {
  EMPTY_LEAD,
  fillMsSince,
  type LeadErrors,
  type LeadField,
  type LeadValues,
  siteHomeUrl,
  validateLeadField,
} from './lead-fields';
import { leadMessages } from './messages';
import { useIdempotencyKey } from './use-idempotency-key';
import { primaryButtonStyle } from '@/theme/buttons';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  width: 100%;
  ${media.tablet} {
    max-width: ${({ theme }) => theme.layout.inputWidth}px;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[4]}px;
  color: ${({ theme }) => theme.colors.text};
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Label = styled.label`
  font-weight: 600;
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.colors.danger};
`;

const Input = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space[7]}px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes[2]}px;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const FormError = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]}px ${theme.space[3]}px`};
  border-radius: ${({ theme }) => theme.radii.small}px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.danger};
`;

/** Off-screen rather than display:none, which many form bots recognise and skip. */
const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Submit = styled.button`
  ${primaryButtonStyle}
`;

const FIELDS: readonly LeadField[] = ['name', 'phone'];

function errorMessage(error: unknown): string {
  const message = (error as Partial<ApiError> | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : leadMessages.failed;
}

export type LeadFormProps = {
  /** A heading above the fields, when the page has none of its own. */
  title?: string;
  /** Where the lead came from, for the staff who call back (spec §3). */
  channel?: string;
};

/**
 * The call-back form (spec §5, §7): name and phone, validated on blur and before sending.
 * One lead per filled form (idempotency key, button disabled while sending); a honeypot field
 * and the time the form was open let the server drop bot posts quietly.
 */
export function LeadForm({ title, channel = LEAD_DEFAULT_CHANNEL }: LeadFormProps) {
  const [save, { isLoading: sending }] = useSaveSiteMessageForClientMutation();
  const { keyFor, renew } = useIdempotencyKey();
  const hydrated = useHydrated();
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const shownAt = useRef(0);
  // The state update that disables the button lands after this event; a ref stops a second
  // submit fired before it does.
  const inFlight = useRef(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), name: useId(), phone: useId(), website: useId() };

  useEffect(() => {
    shownAt.current = Date.now();
  }, []);

  const setValue = (field: keyof LeadValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a message shows, it follows the typing, so it goes away as soon as the field is right.
    if (field !== 'website' && errors[field])
      setErrors({ ...errors, [field]: validateLeadField(field, next) });
  };

  const checkField = (field: LeadField) =>
    setErrors((current) => ({ ...current, [field]: validateLeadField(field, values) }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found: LeadErrors = {};
    for (const field of FIELDS) found[field] = validateLeadField(field, values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      (firstInvalid === 'name' ? nameRef : phoneRef).current?.focus();
      return;
    }

    const lead = {
      name: values.name.trim(),
      phone: values.phone.trim(),
      channel,
      address: siteHomeUrl(),
      website: values.website,
    };
    const idempotencyKey = keyFor(JSON.stringify(lead));
    inFlight.current = true;
    setSubmitError(null);
    try {
      // The base query shows the server's message as a toast; the inline alert keeps it in view.
      await save({ ...lead, fillMs: fillMsSince(shownAt.current), idempotencyKey }).unwrap();
      renew();
      setValues(EMPTY_LEAD);
      setErrors({});
      showSuccessToast(leadMessages.success);
    } catch (error) {
      setSubmitError(errorMessage(error));
    } finally {
      inFlight.current = false;
    }
  };

  const fieldProps = (field: LeadField) => {
    const error = errors[field];
    return {
      id: ids[field],
      name: field,
      value: values[field],
      required: true,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${ids[field]}-error` : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.value),
      onBlur: () => checkField(field),
    };
  };

  const fieldError = (field: LeadField) =>
    errors[field] ? (
      <FieldError id={`${ids[field]}-error`} role="alert">
        {errors[field]}
      </FieldError>
    ) : null;

  return (
    <Form
      noValidate
      aria-labelledby={title ? ids.title : undefined}
      aria-label={title ? undefined : leadMessages.formName}
      onSubmit={(event) => void submit(event)}
    >
      {title && <Title id={ids.title}>{title}</Title>}
      <Field>
        <Label htmlFor={ids.name}>
          {leadMessages.nameLabel}
          <RequiredMark aria-hidden="true">*</RequiredMark>
        </Label>
        <Input
          {...fieldProps('name')}
          ref={nameRef}
          type="text"
          autoComplete="name"
          maxLength={LEAD_NAME_MAX_LENGTH}
          placeholder={leadMessages.namePlaceholder}
        />
        {fieldError('name')}
      </Field>
      <Field>
        <Label htmlFor={ids.phone}>
          {leadMessages.phoneLabel}
          <RequiredMark aria-hidden="true">*</RequiredMark>
        </Label>
        <Input
          {...fieldProps('phone')}
          ref={phoneRef}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={leadMessages.phonePlaceholder}
        />
        {fieldError('phone')}
      </Field>
      <Honeypot aria-hidden="true">
        <label htmlFor={ids.website}>{leadMessages.honeypotLabel}</label>
        <input
          id={ids.website}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => setValue('website', event.target.value)}
        />
      </Honeypot>
      {submitError && <FormError role="alert">{submitError}</FormError>}
      <Submit type="submit" disabled={sending || !hydrated}>
        {sending ? leadMessages.submitting : leadMessages.submit}
      </Submit>
    </Form>
  );
}
