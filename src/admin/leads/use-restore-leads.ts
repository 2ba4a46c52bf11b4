import { useRestoreSiteMessageMutation } from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast } from '@/features/feedback/toast';
import { bulkOutcome, leadMessages } from './messages';

/**
 * 恢复为正常线索 (a row, the ticked rows, a lead's details): after the confirmation, the restore
 * call (audited by the server), then how many it restored. Answers whether it did.
 */
export function useRestoreLeads() {
  const [restore, { isLoading }] = useRestoreSiteMessageMutation();
  const restoreLeads = async (ids: number[], confirmMessage: string): Promise<boolean> => {
    if (!(await confirmDialog({ message: confirmMessage }))) return false;
    const { data } = await restore({ ids });
    if (!data) return false;
    showSuccessToast(bulkOutcome(leadMessages.restored(data.changed), ids.length, data.changed));
    return true;
  };
  return [restoreLeads, isLoading] as const;
}
