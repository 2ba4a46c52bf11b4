import { useState } from 'react';
import { sourceLabel } from '@contract/lead-rules';
import type { LeadSourceCount } from '@contract/lead-source-alias';
import { LEAD_STATUS_LABELS, LEAD_STATUS_VALUES } from '@contract/lead-status';
import type { LeadAssignee } from '@contract/site-message';
import { CheckRow, fieldValue, TextField } from '../ui/form-field';
import { siteChoices, siteFilterAmong, useScreenSites } from '../ui/platform-switch';
import { AnswerFilterField, answerOfChoice } from './lead-answer-filter';
import { DateRangeFields, dateOrderError, KeywordField, SearchBar } from '../ui/record-list';
import { Options, SelectField } from '../ui/select-field';
import {
  CAMPAIGN_MAX,
  EMPTY_LEAD_FILTERS,
  KEYWORD_MAX,
  LEAD_FILTERS,
  type LeadFilters,
  OPEN_STATUS,
} from './lead-filters';
import { leadMessages } from './messages';

/** The 负责人 drop-down's choice for 待分配 (`unassigned=true`); the others are account ids. */
const NOBODY = 'none';

const checked = (form: HTMLFormElement, name: string) => {
  const box = form.elements.namedItem(name);
  return box instanceof HTMLInputElement && box.checked;
};

/** What the normal view's form says, as the address's filters. */
function filtersOf(form: HTMLFormElement): LeadFilters {
  const status = fieldValue(form, 'status');
  const assignee = fieldValue(form, 'assignee');
  return {
    ...EMPTY_LEAD_FILTERS,
    from: fieldValue(form, 'from'),
    to: fieldValue(form, 'to'),
    platform: fieldValue(form, 'platform'),
    status: status === OPEN_STATUS ? '' : status,
    open: status === OPEN_STATUS ? 'true' : '',
    assigneeId: assignee === NOBODY ? '' : assignee,
    unassigned: assignee === NOBODY ? 'true' : '',
    overdue: checked(form, 'overdue') ? 'true' : '',
    followUp: fieldValue(form, 'followUp'),
    source: fieldValue(form, 'source'),
    campaign: fieldValue(form, 'campaign').trim(),
    noCampaign: checked(form, 'noCampaign') ? 'true' : '',
    // A field key is one site's: without a site, no answer filter.
    ...(fieldValue(form, 'platform') ? answerOfChoice(fieldValue(form, 'answer')) : {}),
    keyword: fieldValue(form, 'keyword').trim(),
  };
}

/** What the 可疑线索 view's form says: dates, platform and keyword. */
function quarantineFiltersOf(form: HTMLFormElement): LeadFilters {
  return {
    ...EMPTY_LEAD_FILTERS,
    quarantined: 'true',
    from: fieldValue(form, 'from'),
    to: fieldValue(form, 'to'),
    platform: fieldValue(form, 'platform'),
    keyword: fieldValue(form, 'keyword').trim(),
  };
}

/**
 * The inbox's filters (role search): dates, platform (the sites the user's roles follow leads on)
 * and keyword in both views; status (with
 * 跟进中), 负责人 (我的线索, 待分配, each account), 回访, 来源 (the sources the leads hold, in
 * words), 活动, 超时未响应 and, once a site is chosen, 表单答案 (an answer of its form) in the
 * normal one. 查询 puts them in the address; 重置 keeps the view.
 */
export function LeadFilterForm({
  filters,
  quarantine,
  me,
  assignees,
  sources,
  dateError,
  onApply,
}: {
  filters: LeadFilters;
  quarantine: boolean;
  me: number;
  assignees: readonly LeadAssignee[];
  /** The sources the user's leads hold (siteMessage/listSource), most leads first. */
  sources: readonly LeadSourceCount[];
  dateError: string | null;
  onApply: (next: LeadFilters, dateError: string | null) => void;
}) {
  const sites = useScreenSites();
  const resetKey = LEAD_FILTERS.map((key) => filters[key]).join('|');
  // The site chosen in the form, before 查询: its form's answers are offered at once. The
  // address's again whenever the filters change (the form is drawn afresh then).
  const [picked, setPicked] = useState({ resetKey, platform: filters.platform });
  const chosenSite = siteFilterAmong(
    picked.resetKey === resetKey ? picked.platform : filters.platform,
    sites,
  );
  const onSearch = (form: HTMLFormElement) => {
    const next = quarantine ? quarantineFiltersOf(form) : filtersOf(form);
    onApply(next, dateOrderError(next.from, next.to));
  };
  const onReset = () =>
    onApply(quarantine ? { ...EMPTY_LEAD_FILTERS, quarantined: 'true' } : EMPTY_LEAD_FILTERS, null);

  // A source or account the address names that the choices lack (a report's link to a referring
  // host, an account that lost its lead role, the accounts not loaded yet) stays choosable, as it was
  // sent: the form is not drawn afresh when the accounts arrive, so nothing typed is lost.
  const sourceChoices: [string, string][] = sources.map((source) => [
    source.key,
    leadMessages.sourceChoice(source.label, source.leads),
  ]);
  if (filters.source && !sources.some((source) => source.key === filters.source))
    sourceChoices.push([filters.source, sourceLabel(filters.source)]);
  const others = assignees.filter((assignee) => assignee.id !== me);
  const assigneeChoices: [string, string][] = [
    [String(me), leadMessages.mine],
    [NOBODY, leadMessages.unassignedFilter],
    ...others.map((assignee): [string, string] => [String(assignee.id), assignee.displayName]),
  ];
  if (filters.assigneeId && !assigneeChoices.some(([value]) => value === filters.assigneeId))
    assigneeChoices.push([filters.assigneeId, filters.assigneeId]);

  return (
    <SearchBar onSearch={onSearch} onReset={onReset} resetKey={resetKey}>
      <DateRangeFields from={filters.from} to={filters.to} error={dateError} />
      <SelectField
        label={leadMessages.platform}
        name="platform"
        defaultValue={filters.platform}
        onChange={(event) => setPicked({ resetKey, platform: event.target.value })}
      >
        <Options none={leadMessages.allPlatforms} choices={siteChoices(sites)} />
      </SelectField>
      {quarantine ? null : (
        <>
          <SelectField
            label={leadMessages.status}
            name="status"
            defaultValue={filters.open === 'true' ? OPEN_STATUS : filters.status}
          >
            <Options
              none={leadMessages.allStatuses}
              choices={[
                [OPEN_STATUS, leadMessages.openStatus],
                ...LEAD_STATUS_VALUES.map((status) => [status, LEAD_STATUS_LABELS[status]] as const),
              ]}
            />
          </SelectField>
          <SelectField
            label={leadMessages.assignee}
            name="assignee"
            defaultValue={filters.unassigned === 'true' ? NOBODY : filters.assigneeId}
          >
            <Options none={leadMessages.allAssignees} choices={assigneeChoices} />
          </SelectField>
          <SelectField label={leadMessages.followUp} name="followUp" defaultValue={filters.followUp}>
            <Options
              none={leadMessages.allFollowUps}
              choices={[
                ['today', leadMessages.followUpToday],
                ['overdue', leadMessages.followUpOverdue],
              ]}
            />
          </SelectField>
          <SelectField label={leadMessages.source} name="source" defaultValue={filters.source}>
            <Options none={leadMessages.allSources} choices={sourceChoices} />
          </SelectField>
          <TextField
            label={leadMessages.campaign}
            name="campaign"
            placeholder={leadMessages.campaignHint}
            defaultValue={filters.campaign}
            maxLength={CAMPAIGN_MAX}
          />
          <CheckRow>
            <input type="checkbox" name="noCampaign" defaultChecked={filters.noCampaign === 'true'} />
            {leadMessages.noCampaign}
          </CheckRow>
          <CheckRow>
            <input type="checkbox" name="overdue" defaultChecked={filters.overdue === 'true'} />
            {leadMessages.overdueOnly}
          </CheckRow>
          <AnswerFilterField
            platform={chosenSite}
            answerKey={filters.platform === chosenSite ? filters.answerKey : ''}
            answerValue={filters.platform === chosenSite ? filters.answerValue : ''}
          />
        </>
      )}
      <KeywordField
        label={leadMessages.keyword}
        hint={leadMessages.keywordHint}
        value={filters.keyword}
        maxLength={KEYWORD_MAX}
      />
    </SearchBar>
  );
}
