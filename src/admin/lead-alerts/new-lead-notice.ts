import { maskName } from '@contract/lead-status';
import type { LeadListItem, LeadSummary } from '@contract/site-message';
import { platformLabel } from '../leads/messages';
import { leadAlertMessages } from './messages';

type Latest = Pick<LeadSummary, 'latestId'>;

/**
 * The lead a new summary announces: its newest lead when that is newer than the one of the
 * summary before (ids grow with each lead stored). Nothing on the first summary (what was
 * already there when the console opened is no news), nor when the newest lead was deleted.
 */
export function leadToAnnounce(previous: Latest | undefined, current: Latest | undefined): number | null {
  if (!previous || !current || current.latestId === null) return null;
  if (previous.latestId !== null && current.latestId <= previous.latestId) return null;
  return current.latestId;
}

/**
 * What the notification says of a lead: its masked name, the site and the source, never the
 * whole name or the phone. Without the lead (the list could not be read) it only says a lead came.
 */
export function noticeOf(lead: LeadListItem | undefined): { title: string; body: string } {
  const parts = lead
    ? [maskName(lead.name), platformLabel(lead.platform), leadAlertMessages.fromSource(lead.sourceLabel)]
    : [leadAlertMessages.someone];
  return { title: leadAlertMessages.title, body: leadAlertMessages.body(parts) };
}

/** Where the browser stands on notifications: not offered, not on this http address, or its permission. */
export type NotificationState = 'unsupported' | 'insecure' | NotificationPermission;

export function notificationState(): NotificationState {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  return Notification.permission;
}
