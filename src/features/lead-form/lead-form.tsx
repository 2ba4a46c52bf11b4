import { type ChangeEvent, type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { LEAD_NAME_MAX } from '@contract/lead-rules';
import { PRIVACY_MENU_NAME } from '@contract/lead-notice';
import type { LeadFormDefinition } from '@contract/lead-form-fields';
import type { MenuEntry } from '@contract/site-menu';
import type { SiteSetting } from '@contract/site-setting';
import type { ApiError } from '@/api/envelope';
import {
  type PublicQueryCall,
  useGetLeadFormForClientQuery,
  useSaveSiteMessageForClientMutation,
} from '@/api/public-api';
import { findMenu } from '@/features/site-menu/menu-tree';
import { useOptionalMenuNavigation } from '@/features/site-menu/menu-navigation';
import { useMenuTree, useSiteSetting } from '@/features/site-menu/use-site';
import { LEAD_DEFAULT_CHANNEL } from '@/lib/constants';
import { claimEarlyLead, LEAD_FORM_ATTRIBUTE, LEAD_QUEUED_ATTRIBUTE } from '@/lib/early-lead';
import { primaryButtonStyle } from '@/theme/buttons';
import { fieldErrorStyle, textFieldStyle } from '@/theme/forms';
import { media } from '@/theme/theme';
import {
  EMPTY_LEAD,
  fillMsSince,
  leadAttribution,
  type LeadErrors,
  type LeadField,
  type LeadValues,
  leadPhone,
  siteHomeUrl,
  validateLeadField,
} from './lead-fields';
import {
  answerControlName,
  answersInForm,
  answersToSend,
  anyAnswer,
  ExtraFields,
  extraFieldProblem,
  type RawAnswers,
} from './extra-fields';
import { LeadSent } from './lead-sent';
import { leadMessages } from './messages';
import { useIdempotencyKey } from './use-idempotency-key';

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
  ${textFieldStyle}
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

const FieldError = styled.p`
  ${fieldErrorStyle}
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
  /* A submit tapped before the app ran waits for it (src/lib/early-lead.ts): the button looks busy. */
  html[${LEAD_QUEUED_ATTRIBUTE}] & {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Privacy = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const FIELDS: readonly LeadField[] = ['name', 'phone'];

/** The call of a page that draws the form: the server renders it with the site's fields. */
export const leadFormCalls = [
  { endpoint: 'getLeadFormForClient', args: undefined },
] as const satisfies readonly PublicQueryCall[];

/** A site whose staff added no fields: name and phone only. */
const NAME_AND_PHONE: LeadFormDefinition = { version: 0, fields: [], majors: [] };

/**
 * The site's privacy notice (issue 38 item 4): the menu its settings name, else a published menu
 * called 隐私政策; none when the site has neither.
 */
export function privacyMenuOf(
  tree: readonly MenuEntry[],
  setting: Pick<SiteSetting, 'privacyMenuId'> | undefined,
): MenuEntry | null {
  const chosen = setting?.privacyMenuId;
  const named =
    chosen === null || chosen === undefined
      ? undefined
      : findMenu(tree, (menu) => menu.id === chosen && menu.status);
  return named ?? findMenu(tree, (menu) => menu.name === PRIVACY_MENU_NAME && menu.status) ?? null;
}

/**
 * 提交即表示您已阅读并同意《隐私政策》 beside the submit: a real link to the site's notice (the
 * server's HTML has it too), opened in a new tab so that what the visitor typed stays; the same
 * words without a link when the site has none. No pre-ticked box: submitting is the consent.
 */
function PrivacyNote({ menu }: { menu: MenuEntry | null }) {
  const navigation = useOptionalMenuNavigation();
  const target = menu && navigation ? navigation.resolve(menu) : null;
  if (!target || target.kind !== 'route') return <Privacy>{leadMessages.privacyWithoutLink}</Privacy>;
  return (
    <Privacy>
      {leadMessages.privacyBefore}
      <a href={target.to} target="_blank" rel="noopener noreferrer">
        {leadMessages.privacyLink}
      </a>
      {leadMessages.privacyAfter}
    </Privacy>
  );
}

function errorMessage(error: unknown): string {
  const message = (error as Partial<ApiError> | undefined)?.message;
  return typeof message === 'string' && message !== '' ? message : leadMessages.failed;
}

export type LeadFormProps = {
  /** A heading above the fields, when the page has none of its own. */
  title?: string;
  /** Where the lead came from, for the staff who call back (spec §3). */
  channel?: string;
  /** After a lead has been stored (the panel that replaces the form shows it). */
  onSent?: () => void;
};

/** What the fields hold in the DOM: typed or autofilled before the app ran, React's state knows nothing of it. */
const domValues = (form: HTMLFormElement): LeadValues => {
  const value = (name: keyof LeadValues) =>
    (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
  return { name: value('name'), phone: value('phone'), website: value('website') };
};

/**
 * The call-back form (spec §5, §7): name and phone, validated on blur and before sending, with
 * where the lead comes from (page, landing, referrer, campaign). One lead per filled form
 * (idempotency key, button disabled while sending); a honeypot field and the fill time (from the
 * visitor's first touch of the form) let the server tell programs from people.
 *
 * The server draws it before the app runs: the boot script notes the first touch and holds a
 * submit tapped meanwhile (src/lib/early-lead.ts). Once hydrated, the form takes over what the
 * fields hold, that first touch, and sends a held submit.
 */
export function LeadForm({ title, channel = LEAD_DEFAULT_CHANNEL, onSent }: LeadFormProps) {
  const [save, { isLoading: sending }] = useSaveSiteMessageForClientMutation();
  const { keyFor, renew } = useIdempotencyKey();
  const [values, setValues] = useState<LeadValues>(EMPTY_LEAD);
  const [errors, setErrors] = useState<LeadErrors>({});
  // The fields staff added (issue 38 item 1): drawn once the site's form is known.
  const { data: extra = NAME_AND_PHONE } = useGetLeadFormForClientQuery();
  const [answers, setAnswers] = useState<RawAnswers>({});
  const [answerErrors, setAnswerErrors] = useState<Partial<Record<string, string | null>>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  /** The lead is stored: the panel stands in the form's place until 再填一份. */
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLDivElement>(null);
  const { data: setting } = useSiteSetting();
  const { tree } = useMenuTree();
  /** `Date.now()` of the visitor's first focus, tap or input in this form (for this lead). */
  const firstAt = useRef<number | null>(null);
  // The state update that disables the button lands after this event; a ref stops a second
  // submit fired before it does.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), name: useId(), phone: useId(), website: useId() };

  const noteFirstTouch = () => {
    firstAt.current ??= Date.now();
  };

  const setValue = (field: keyof LeadValues, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a message shows, it follows the typing, so it goes away as soon as the field is right.
    if (field !== 'website' && errors[field])
      setErrors({ ...errors, [field]: validateLeadField(field, next) });
  };

  const checkField = (field: LeadField) =>
    setErrors((current) => ({ ...current, [field]: validateLeadField(field, values) }));

  const fieldOf = (key: string) => extra.fields.find((field) => field.key === key);
  const setAnswer = (key: string, value: string | string[]) => {
    const next = { ...answers, [key]: value };
    setAnswers(next);
    const field = fieldOf(key);
    if (field && answerErrors[key])
      setAnswerErrors({ ...answerErrors, [key]: extraFieldProblem(field, next, extra.majors) });
  };
  const checkAnswer = (key: string) => {
    const field = fieldOf(key);
    if (field)
      setAnswerErrors((current) => ({ ...current, [key]: extraFieldProblem(field, answers, extra.majors) }));
  };

  const send = async (current: LeadValues, given: RawAnswers) => {
    if (inFlight.current) return;
    const found: LeadErrors = {};
    for (const field of FIELDS) found[field] = validateLeadField(field, current);
    setErrors(found);
    const foundAnswers = Object.fromEntries(
      extra.fields.map((field) => [field.key, extraFieldProblem(field, given, extra.majors)]),
    );
    setAnswerErrors(foundAnswers);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      (firstInvalid === 'name' ? nameRef : phoneRef).current?.focus();
      return;
    }
    const firstUnanswered = extra.fields.find((field) => foundAnswers[field.key]);
    if (firstUnanswered) {
      formRef.current
        ?.querySelector<HTMLElement>(`[name="${answerControlName(firstUnanswered.key)}"]`)
        ?.focus();
      return;
    }
    const sentAnswers = answersToSend(extra.fields, given);

    const lead = {
      name: current.name.trim(),
      phone: leadPhone(current.phone),
      channel,
      address: siteHomeUrl(),
      website: current.website,
      ...leadAttribution(window),
      ...(Object.keys(sentAnswers).length > 0 ? { answers: sentAnswers } : {}),
      // The version the visitor saw: a field made required since is not required of this lead.
      formVersion: extra.version,
    };
    const idempotencyKey = keyFor(JSON.stringify(lead));
    // No first touch known (none can be: a person focuses or taps): the server judges the lead without.
    const fillMs = firstAt.current === null ? undefined : fillMsSince(firstAt.current);
    inFlight.current = true;
    setSubmitError(null);
    try {
      // The base query shows the server's message as a toast; the inline alert keeps it in view.
      await save({ ...lead, fillMs, idempotencyKey }).unwrap();
      renew();
      firstAt.current = null;
      setValues(EMPTY_LEAD);
      setErrors({});
      setAnswers({});
      setAnswerErrors({});
      setSent(true);
      onSent?.();
    } catch (error) {
      setSubmitError(errorMessage(error));
      // A refused answer (the form changed since the page was drawn): the message beside it too.
      const key = /^answers\.(.+)$/.exec((error as Partial<ApiError> | undefined)?.field ?? '')?.[1];
      if (key && fieldOf(key)) setAnswerErrors((current) => ({ ...current, [key]: errorMessage(error) }));
    } finally {
      inFlight.current = false;
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    noteFirstTouch();
    void send(values, answers);
  };

  // Right after hydration, before anything renders again (a render would write the empty state
  // over what the visitor typed): take over the fields, the first touch and a held submit.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const early = claimEarlyLead(form);
    const typed = domValues(form);
    const typedAnswers = answersInForm(form, extra.fields);
    firstAt.current ??= early.firstAt ?? null;
    if (typed.name !== '' || typed.phone !== '' || typed.website !== '') setValues(typed);
    if (anyAnswer(typedAnswers)) setAnswers(typedAnswers);
    if (early.queued) void send(typed, typedAnswers);
    // Once, on mount: `send` of this first render is the one that may send the held submit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The form drawn again after 再填一份 is a new element: the boot script lets its events through
  // once it is claimed (the first one is claimed above, with what happened before the app).
  const drawnAgain = useRef(false);
  useLayoutEffect(() => {
    if (sent) {
      drawnAgain.current = true;
      return;
    }
    if (drawnAgain.current && formRef.current) claimEarlyLead(formRef.current);
  }, [sent]);
  // The focus goes where the visitor is: the panel once it shows, the name once the form is back.
  useEffect(() => {
    if (sent) sentRef.current?.focus();
    else if (drawnAgain.current) {
      nameRef.current?.focus();
      // Focused for the visitor, not by them: the next lead's fill time starts at their first touch.
      firstAt.current = null;
    }
  }, [sent]);

  if (sent) return <LeadSent ref={sentRef} setting={setting} onAgain={() => setSent(false)} />;

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
      ref={formRef}
      {...{ [LEAD_FORM_ATTRIBUTE]: '' }}
      // Without any script a submit posts the fields (never into the address) and changes nothing.
      method="post"
      noValidate
      aria-labelledby={title ? ids.title : undefined}
      aria-label={title ? undefined : leadMessages.formName}
      onFocus={noteFirstTouch}
      onPointerDown={noteFirstTouch}
      onInput={noteFirstTouch}
      onSubmit={submit}
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
          maxLength={LEAD_NAME_MAX}
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
          // The phone keypad with + and spaces: a number pasted or typed as people write it is taken.
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={leadMessages.phonePlaceholder}
        />
        {fieldError('phone')}
      </Field>
      <ExtraFields
        form={extra}
        values={answers}
        errors={answerErrors}
        idPrefix={ids.title}
        onChange={setAnswer}
        onCheck={checkAnswer}
      />
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
      <Submit type="submit" disabled={sending}>
        {sending ? leadMessages.submitting : leadMessages.submit}
      </Submit>
      <PrivacyNote menu={privacyMenuOf(tree, setting)} />
    </Form>
  );
}
