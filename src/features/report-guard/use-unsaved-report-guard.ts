import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, type Location, useBlocker } from 'react-router-dom';
import { confirmDialog } from '@/features/feedback/dialogs';
import { reportGuardMessages } from './messages';

/**
 * Asks before the visitor leaves a report with unsaved changes (spec §8).
 * In-app navigation (links, back/forward) is held by react-router's blocker while a dialog
 * asks 您还没有保存报告，确定离开此页面吗？; reloading or closing the tab gets the browser's own
 * question through `beforeunload` (browsers show their fixed text, not ours).
 * Needs a data router (createBrowserRouter), as useBlocker does. `question` lets another form
 * (the console's editors) ask the same way in its own words.
 */
export function useUnsavedReportGuard(
  unsaved: boolean,
  question: string = reportGuardMessages.leaveUnsaved,
): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      // A hash change scrolls within the page and loses nothing.
      unsaved &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);
  const asking = useRef<Location | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // One dialog per blocked navigation, though StrictMode runs this effect twice.
    if (blocker.state !== 'blocked' || asking.current === blocker.location) return;
    asking.current = blocker.location;
    void confirmDialog({ message: question }).then((leave) => {
      asking.current = null;
      // The blocker is deleted with the component; answering it then would throw.
      if (!mounted.current) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, question]);

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chrome and Safari ask only when returnValue is set.
      event.returnValue = question;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved, question]);
}
