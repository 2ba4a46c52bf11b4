import { type FormEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { useDetailsLeadRoutingQuery, useSaveLeadRoutingMutation } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { KNOWN_SOURCES } from '@contract/lead-rules';
import {
  normalizeRule,
  RULE_MATCH_MAX,
  RULE_NAME_MAX,
  rulesProblem,
  RULES_MAX,
  RESPONSE_MINUTES_MAX,
  type LeadRouting,
  type LeadRoutingSaveBody,
} from '@contract/lead-routing';
import { WEEKDAY_LABELS, WEEKDAYS, workingHoursProblem } from '@contract/working-hours';
import { PLATFORM_NAMES } from '@contract/platform';
import { DangerButton, PrimaryButton, SecondaryButton } from '../ui/buttons';
import { formatDateTime } from '../ui/format';
import { CheckRow, Fieldset, FieldError, FormActions, Hint, TextField } from '../ui/form-field';
import { inlineRowStyle, MutedText, Notice, Panel, SectionTitle } from '../ui/layout';
import { MoveButtons, movedIds } from '../ui/move-buttons';
import { PageHeader } from '../ui/page-header';
import { PlatformSwitch, usePlatformParam } from '../ui/platform-switch';
import { Options, SelectField } from '../ui/select-field';
import { refusalOf } from '../ui/server-message';
import { routingMessages as t } from './messages';

/** A rule as the form holds it: an existing one keeps its id; `key` names its fieldset for React. */
type RuleDraft = {
  key: string;
  id?: number;
  name: string;
  source: string;
  campaign: string;
  memberIds: number[];
};

type Draft = {
  days: number[];
  start: string;
  end: string;
  responseMinutes: string;
  afterHoursOwnerId: string;
  rules: RuleDraft[];
};

const draftOf = (routing: LeadRouting): Draft => ({
  days: [...routing.workingHours.days],
  start: routing.workingHours.start,
  end: routing.workingHours.end,
  responseMinutes: String(routing.responseMinutes),
  afterHoursOwnerId: routing.afterHoursOwner ? String(routing.afterHoursOwner.id) : '',
  rules: routing.rules.map((rule) => ({
    key: `rule-${rule.id}`,
    id: rule.id,
    name: rule.name,
    source: rule.source ?? '',
    campaign: rule.campaign ?? '',
    memberIds: rule.members.map((member) => member.id),
  })),
});

/** The save body of a draft, its rules as the contract normalizes them (trimmed, empty as none). */
const bodyOf = (routing: LeadRouting, draft: Draft): LeadRoutingSaveBody => ({
  platform: routing.platform,
  version: routing.version,
  workingHours: { days: [...draft.days].sort((a, b) => a - b), start: draft.start, end: draft.end },
  responseMinutes: Number(draft.responseMinutes),
  afterHoursOwnerId: draft.afterHoursOwnerId === '' ? null : Number(draft.afterHoursOwnerId),
  rules: draft.rules.map(({ id, name, source, campaign, memberIds }) =>
    normalizeRule({ ...(id === undefined ? {} : { id }), name, source, campaign, memberIds }),
  ),
});

/** What the browser can tell before sending, in the server's own words (the contract's checks). */
function draftProblem(body: LeadRoutingSaveBody): string | null {
  const minutes = body.responseMinutes;
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > RESPONSE_MINUTES_MAX) return t.responseMissing;
  return workingHoursProblem(body.workingHours) ?? rulesProblem(body.rules);
}

const Section = styled(Panel)`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const Row = styled.div`
  ${inlineRowStyle};
  align-items: flex-start;
`;

/** The hours' note, under both time boxes, apart from the row below. */
const HoursHint = styled(Hint)`
  margin-bottom: ${({ theme }) => theme.space[4]}px;
`;

/** Choices side by side that wrap (the weekdays, a rule's members). */
const InlineChoices = styled(Fieldset)`
  max-width: none;
  > label {
    display: inline-flex;
    margin-right: ${({ theme }) => theme.space[4]}px;
  }
`;

const RuleBox = styled(Fieldset)`
  max-width: none;
  legend {
    font-size: ${({ theme }) => theme.fontSizes[2]}px;
  }
`;

const RuleActions = styled.div`
  ${inlineRowStyle};
  justify-content: flex-end;
`;

/** The sources a rule may take: the known ones, and the rule's own when it is another (a referring host). */
function sourceChoices(current: string): [string, string][] {
  const known: [string, string][] = Object.entries(KNOWN_SOURCES).filter(([key]) => key !== 'unknown');
  return current && !(current in KNOWN_SOURCES) ? [...known, [current, current]] : known;
}

/**
 * 分配规则 (issue 38 item 3): a site's working hours, response target, after-hours owner and its
 * ordered rules, each with the admissions staff who take its leads in turn; saved as a whole.
 */
export function LeadRoutingPage() {
  const platform = usePlatformParam();
  const routing = useDetailsLeadRoutingQuery({ platform }, { refetchOnMountOrArgChange: true });
  const data = routing.currentData;
  // 重新加载 starts the form again from what is stored, whether or not its version moved.
  const [generation, setGeneration] = useState(0);
  return (
    <>
      <PageHeader title={t.title} />
      <PlatformSwitch current={platform} />
      <p>{t.intro}</p>
      {routing.isError && !data ? <Notice role="alert">{t.failed}</Notice> : null}
      {!data && !routing.isError ? <p role="status">{t.loading}</p> : null}
      {data ? (
        <RoutingForm
          key={`${data.platform}-${data.version}-${generation}`}
          routing={data}
          onReload={() => void routing.refetch().then(() => setGeneration((value) => value + 1))}
        />
      ) : null}
    </>
  );
}

function RoutingForm({ routing, onReload }: { routing: LeadRouting; onReload: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(routing));
  const [problem, setProblem] = useState<{ message: string; fromServer: boolean } | null>(null);
  const [save, { isLoading: saving }] = useSaveLeadRoutingMutation();
  const added = useRef(0);
  const site = PLATFORM_NAMES[routing.platform];

  const change = (values: Partial<Draft>) => setDraft((current) => ({ ...current, ...values }));
  const changeRule = (key: string, values: Partial<RuleDraft>) =>
    setDraft((current) => ({
      ...current,
      rules: current.rules.map((rule) => (rule.key === key ? { ...rule, ...values } : rule)),
    }));

  // The accounts the screen may offer: those who work the site's leads, then any chosen before
  // who no longer do (shown so that they can be taken out; the server refuses them).
  const offered = new Map(routing.staff.map((staff) => [staff.id, staff.displayName]));
  const former = new Map(
    [...routing.rules.flatMap((rule) => rule.members), ...[routing.afterHoursOwner ?? []].flat()]
      .filter((account) => !account.works)
      .map((account) => [account.id, t.noLongerWorks(account.displayName)]),
  );
  const nameOf = (id: number) => offered.get(id) ?? former.get(id) ?? String(id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(routing, draft);
    const trouble = draftProblem(body);
    setProblem(trouble === null ? null : { message: trouble, fromServer: false });
    if (trouble) return;
    const result = await save(body);
    if ('error' in result) {
      setProblem({ message: refusalOf(result.error)?.message ?? t.failed, fromServer: true });
      return;
    }
    showSuccessToast(result.data.version === routing.version ? t.unchanged : t.saved(site));
  };

  const addRule = () => {
    added.current += 1;
    change({
      rules: [
        ...draft.rules,
        { key: `new-${added.current}`, name: '', source: '', campaign: '', memberIds: [] },
      ],
    });
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.title}>
      <Section aria-labelledby="routing-hours">
        <SectionTitle id="routing-hours">{t.hoursTitle}</SectionTitle>
        <InlineChoices>
          <legend>{t.days}</legend>
          {WEEKDAYS.map((day) => (
            <CheckRow key={day}>
              <input
                type="checkbox"
                checked={draft.days.includes(day)}
                onChange={(event) =>
                  change({
                    days: event.target.checked
                      ? [...draft.days, day]
                      : draft.days.filter((chosen) => chosen !== day),
                  })
                }
              />
              {WEEKDAY_LABELS[day]}
            </CheckRow>
          ))}
        </InlineChoices>
        <Row>
          <TextField
            label={t.start}
            type="time"
            value={draft.start}
            onChange={(event) => change({ start: event.target.value })}
          />
          <TextField
            label={t.end}
            type="time"
            value={draft.end}
            onChange={(event) => change({ end: event.target.value })}
          />
        </Row>
        <HoursHint>{t.hoursHint}</HoursHint>
        <Row>
          <TextField
            label={t.responseMinutes}
            type="number"
            inputMode="numeric"
            min={1}
            max={RESPONSE_MINUTES_MAX}
            hint={t.responseHint}
            value={draft.responseMinutes}
            onChange={(event) => change({ responseMinutes: event.target.value })}
          />
          <SelectField
            label={t.afterHoursOwner}
            value={draft.afterHoursOwnerId}
            onChange={(event) => change({ afterHoursOwnerId: event.target.value })}
          >
            <Options
              none={t.afterHoursNobody}
              choices={[
                ...routing.staff.map((staff) => [staff.id, staff.displayName] as const),
                ...(routing.afterHoursOwner && !routing.afterHoursOwner.works
                  ? [[routing.afterHoursOwner.id, nameOf(routing.afterHoursOwner.id)] as const]
                  : []),
              ]}
            />
          </SelectField>
        </Row>
      </Section>

      <Section aria-labelledby="routing-rules">
        <SectionTitle id="routing-rules">{t.rulesTitle}</SectionTitle>
        {routing.staff.length === 0 ? <Notice>{t.noStaff}</Notice> : null}
        {draft.rules.length === 0 ? <p>{t.rulesEmpty}</p> : null}
        {draft.rules.map((rule, index) => {
          const shownName = rule.name.trim() || t.untitled;
          const members = [
            ...offered.keys(),
            ...[...former.keys()].filter((id) => rule.memberIds.includes(id)),
          ];
          return (
            <RuleBox key={rule.key}>
              <legend>{t.rule(index + 1, rule.name.trim())}</legend>
              <Row>
                <TextField
                  label={t.ruleName}
                  hint={t.ruleNameHint}
                  maxLength={RULE_NAME_MAX}
                  value={rule.name}
                  onChange={(event) => changeRule(rule.key, { name: event.target.value })}
                />
                <SelectField
                  label={t.source}
                  value={rule.source}
                  onChange={(event) => changeRule(rule.key, { source: event.target.value })}
                >
                  <Options none={t.anySource} choices={sourceChoices(rule.source)} />
                </SelectField>
                <TextField
                  label={t.campaign}
                  hint={t.campaignHint}
                  maxLength={RULE_MATCH_MAX}
                  value={rule.campaign}
                  onChange={(event) => changeRule(rule.key, { campaign: event.target.value })}
                />
              </Row>
              <InlineChoices>
                <legend>{t.members}</legend>
                {members.map((id) => (
                  <CheckRow key={id}>
                    <input
                      type="checkbox"
                      checked={rule.memberIds.includes(id)}
                      onChange={(event) =>
                        changeRule(rule.key, {
                          memberIds: event.target.checked
                            ? members.filter((one) => one === id || rule.memberIds.includes(one))
                            : rule.memberIds.filter((one) => one !== id),
                        })
                      }
                    />
                    {nameOf(id)}
                  </CheckRow>
                ))}
                <Hint>{t.membersHint}</Hint>
              </InlineChoices>
              <RuleActions>
                <MoveButtons
                  name={shownName}
                  index={index}
                  count={draft.rules.length}
                  onMove={(delta) => {
                    const order = movedIds(
                      draft.rules.map((one) => one.key),
                      rule.key,
                      delta,
                    );
                    if (order)
                      change({ rules: order.map((key) => draft.rules.find((one) => one.key === key)!) });
                  }}
                />
                <DangerButton
                  type="button"
                  aria-label={t.removeRule(shownName)}
                  onClick={() => change({ rules: draft.rules.filter((one) => one.key !== rule.key) })}
                >
                  {t.remove}
                </DangerButton>
              </RuleActions>
            </RuleBox>
          );
        })}
        <SecondaryButton type="button" disabled={draft.rules.length >= RULES_MAX} onClick={addRule}>
          {t.addRule}
        </SecondaryButton>
        {draft.rules.length >= RULES_MAX ? <Hint>{t.rulesFull}</Hint> : null}
      </Section>

      {problem ? (
        <FieldError role="alert">
          {problem.message}{' '}
          {problem.fromServer ? (
            <SecondaryButton type="button" onClick={onReload}>
              {t.reload}
            </SecondaryButton>
          ) : null}
        </FieldError>
      ) : null}
      <FormActions>
        <PrimaryButton type="submit" disabled={saving}>
          {saving ? t.saving : t.save}
        </PrimaryButton>
        {routing.updatedAt ? <MutedText>{t.updatedAt(formatDateTime(routing.updatedAt))}</MutedText> : null}
      </FormActions>
    </form>
  );
}
