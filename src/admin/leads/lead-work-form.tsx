import { type FormEvent, useState } from 'react';
import {
  useAssignSiteMessageMutation,
  useListAssigneeSiteMessageQuery,
  useSetFollowUpSiteMessageMutation,
  useUpdateStatusSiteMessageMutation,
} from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { LEAD_STATUS_LABELS, LEAD_STATUS_VALUES } from '@contract/lead-status';
import type { LeadAssignee, LeadDetails } from '@contract/site-message';
import { SaveButton } from '../ui/save-or-cancel';
import { FormActions, TextField } from '../ui/form-field';
import { assigneesFor } from './lead-assignees';
import { leadMessages } from './messages';
import { Options, SelectField } from '../ui/select-field';

type WorkValues = { status: string; assigneeId: string; followUpDate: string };

const valuesOf = (lead: LeadDetails): WorkValues => ({
  status: String(lead.status),
  assigneeId: lead.assigneeId === null ? '' : String(lead.assigneeId),
  followUpDate: lead.followUpDate ?? '',
});

/**
 * 跟进: status, who handles the lead, follow-up date. One 保存 sends only what changed, each
 * to its own audited call, and stops at the first refusal (whose message the toast shows).
 */
export function LeadWorkForm({ lead }: { lead: LeadDetails }) {
  const [values, setValues] = useState(() => valuesOf(lead));
  const { data: assignees } = useListAssigneeSiteMessageQuery();
  const [updateStatus, status] = useUpdateStatusSiteMessageMutation();
  const [assign, assigning] = useAssignSiteMessageMutation();
  const [setFollowUp, following] = useSetFollowUpSiteMessageMutation();
  const saving = status.isLoading || assigning.isLoading || following.isLoading;
  const set = (key: keyof WorkValues, value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  // Those who work the lead's site; the current assignee stays even if they no longer do.
  const options: Pick<LeadAssignee, 'id' | 'displayName'>[] = assigneesFor(assignees ?? [], [lead.platform]);
  if (lead.assigneeId !== null && !options.some((option) => option.id === lead.assigneeId)) {
    options.push({ id: lead.assigneeId, displayName: lead.assigneeName ?? String(lead.assigneeId) });
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const initial = valuesOf(lead);
    const calls: (() => Promise<{ error?: unknown }>)[] = [];
    if (values.status !== initial.status)
      calls.push(() => updateStatus({ id: lead.id, status: Number(values.status) }));
    if (values.assigneeId !== initial.assigneeId)
      calls.push(() =>
        assign({ id: lead.id, staffId: values.assigneeId === '' ? null : Number(values.assigneeId) }),
      );
    if (values.followUpDate !== initial.followUpDate)
      calls.push(() => setFollowUp({ id: lead.id, date: values.followUpDate || null }));
    if (calls.length === 0) {
      showSuccessToast(leadMessages.nothingChanged);
      return;
    }
    for (const call of calls) {
      const result = await call();
      if (result.error) return;
    }
    showSuccessToast(leadMessages.saved);
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={leadMessages.work}>
      <SelectField
        label={leadMessages.status}
        name="status"
        value={values.status}
        onChange={(event) => set('status', event.target.value)}
      >
        <Options choices={LEAD_STATUS_VALUES.map((value) => [value, LEAD_STATUS_LABELS[value]] as const)} />
      </SelectField>
      <SelectField
        label={leadMessages.assignee}
        name="assigneeId"
        value={values.assigneeId}
        onChange={(event) => set('assigneeId', event.target.value)}
      >
        <Options
          none={leadMessages.unassigned}
          choices={options.map((option) => [option.id, option.displayName] as const)}
        />
      </SelectField>
      <TextField
        label={leadMessages.followUpDate}
        name="followUpDate"
        type="date"
        hint={leadMessages.followUpClear}
        value={values.followUpDate}
        onChange={(event) => set('followUpDate', event.target.value)}
      />
      <FormActions>
        <SaveButton saving={saving} label={leadMessages.saveWork} />
      </FormActions>
    </form>
  );
}
