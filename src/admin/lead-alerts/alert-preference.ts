import { useSyncExternalStore } from 'react';

/**
 * Whether this browser wants a notification when a lead arrives: staff turn it on on 首页 (which
 * asks the browser's permission), and it is remembered in localStorage, per browser. Every tab
 * of the console follows a change at once (the storage event for the others).
 */
const KEY = 'huaxia.console.leadAlerts';
const ON = 'on';

const listeners = new Set<() => void>();
/** The choice while storage is blocked (a privacy mode): it lasts as long as the page. */
let unstored = false;

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === ON;
  } catch {
    return unstored;
  }
}

export function setLeadAlerts(on: boolean): void {
  unstored = on;
  try {
    if (on) localStorage.setItem(KEY, ON);
    else localStorage.removeItem(KEY);
  } catch {
    // Blocked: `unstored` keeps it.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether new-lead notifications are on in this browser. */
export const useLeadAlertsOn = () => useSyncExternalStore(subscribe, read, () => false);
