import styled from 'styled-components';
import {
  useAssignBatchSiteMessageMutation,
  useUpdateStatusBatchSiteMessageMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { LEAD_STATUS_LABELS, LEAD_STATUS_VALUES, type LeadStatusValue } from '@contract/lead-status';
import type { LeadAssignee, LeadBulkResult } from '@contract/site-message';
import { SecondaryButton } from '../ui/buttons';
import { inlineRowStyle } from '../ui/layout';
import { ChooseThenApply } from '../ui/choose-then-apply';
import { TickPageAndCount } from '../ui/row-ticks';
import { bulkOutcome, leadMessages } from './messages';
import { useRestoreLeads } from './use-restore-leads';

const Bar = styled.div`
  ${inlineRowStyle};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
  > div {
    margin-bottom: 0;
  }
`;

/** The bulk choice of 负责人 that takes the leads off whoever has them. */
const NOBODY = 'none';

type Outcome = { data?: LeadBulkResult };

/**
 * The ticked leads' actions. Normal view: 批量分配给 (an account who works the leads of every
 * ticked lead's site, or nobody) and 批量改为 (a status). 可疑线索: 恢复为正常线索. A change of more than one lead is confirmed
 * first (a restore always); the toast says how many the server changed, and the list refreshes
 * (the calls invalidate the leads).
 */
export function LeadBulkBar({
  quarantine,
  rowIds,
  selected,
  assignees,
  onSelectPage,
  onDone,
}: {
  quarantine: boolean;
  /** The ids on this page, for 本页全选. */
  rowIds: readonly number[];
  selected: readonly number[];
  /** Those every ticked lead may be given to (they work each one's site). */
  assignees: readonly LeadAssignee[];
  onSelectPage: (ids: readonly number[]) => void;
  /** After a change: the ticks are cleared. */
  onDone: () => void;
}) {
  const [assignBatch, assigning] = useAssignBatchSiteMessageMutation();
  const [updateStatusBatch, updating] = useUpdateStatusBatchSiteMessageMutation();
  const [restoreLeads, restoring] = useRestoreLeads();
  const busy = assigning.isLoading || updating.isLoading || restoring;
  const count = selected.length;
  const ids = [...selected];

  const run = async (
    confirmMessage: string | null,
    call: () => Promise<Outcome>,
    said: (changed: number) => string,
  ) => {
    if (confirmMessage !== null && !(await confirmDialog({ message: confirmMessage }))) return;
    const { data } = await call();
    if (!data) return;
    showSuccessToast(bulkOutcome(said(data.changed), count, data.changed));
    onDone();
  };

  const onAssign = (staffChoice: string) => {
    const staffId = staffChoice === NOBODY ? null : Number(staffChoice);
    const name = assignees.find((assignee) => assignee.id === staffId)?.displayName ?? staffChoice;
    void run(
      count > 1
        ? staffId === null
          ? leadMessages.confirmUnassign(count)
          : leadMessages.confirmAssign(count, name)
        : null,
      () => assignBatch({ ids, staffId }),
      staffId === null ? leadMessages.unassignedMany : leadMessages.assigned,
    );
  };

  const onStatus = (statusChoice: string) => {
    const status = Number(statusChoice) as LeadStatusValue;
    const label = LEAD_STATUS_LABELS[status];
    void run(
      count > 1 ? leadMessages.confirmStatus(count, label) : null,
      () => updateStatusBatch({ ids, status }),
      (changed) => leadMessages.statusChanged(changed, label),
    );
  };

  const onRestore = async () => {
    if (await restoreLeads(ids, leadMessages.confirmRestore(count))) onDone();
  };

  return (
    <Bar role="group" aria-label={leadMessages.bulk}>
      <TickPageAndCount
        rowIds={rowIds}
        selected={selected}
        onTick={onSelectPage}
        label={leadMessages.selectPage}
        count={leadMessages.selected(count)}
      />
      {quarantine ? (
        <SecondaryButton type="button" disabled={count === 0 || busy} onClick={() => void onRestore()}>
          {leadMessages.restore}
        </SecondaryButton>
      ) : (
        <>
          <ChooseThenApply
            label={leadMessages.bulkAssignee}
            name="bulkAssignee"
            none={leadMessages.chooseAssignee}
            choices={[
              ...assignees.map((assignee) => [assignee.id, assignee.displayName] as const),
              [NOBODY, leadMessages.bulkAssigneeNone],
            ]}
            action={leadMessages.assign}
            disabled={count === 0 || busy}
            onApply={onAssign}
          />
          <ChooseThenApply
            label={leadMessages.bulkStatus}
            name="bulkStatus"
            none={leadMessages.chooseStatus}
            choices={LEAD_STATUS_VALUES.map((status) => [status, LEAD_STATUS_LABELS[status]] as const)}
            action={leadMessages.changeStatus}
            disabled={count === 0 || busy}
            onApply={onStatus}
          />
        </>
      )}
    </Bar>
  );
}
