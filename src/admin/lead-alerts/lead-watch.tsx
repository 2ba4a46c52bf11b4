import { useEffect } from 'react';
import type { StaffInfo } from '@contract/staff';
import { useLeadWatch } from './use-lead-watch';

/**
 * The watch on leads as a component of its own, loaded lazily by the frame for staff whose roles
 * follow leads only: it brings the lead calls (the generated CMS endpoints) with it, which the
 * console's first files do not carry. Draws nothing; reports the count of new leads.
 */
export default function LeadWatch({
  staff,
  onUntouched,
}: {
  staff: StaffInfo;
  onUntouched: (count: number | null) => void;
}) {
  const untouched = useLeadWatch(staff);
  useEffect(() => onUntouched(untouched), [untouched, onUntouched]);
  return null;
}
