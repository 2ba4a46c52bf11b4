import { lazy, Suspense, useEffect, useState } from 'react';
import { OVERLAY_DELAY_MS } from '@/lib/constants';

/*
 * What it draws loads when something starts (and is shown only after the delay): most visits never
 * see it, so it stays out of the first scripts, like the toasts.
 */
const loadView = () => import(/* webpackChunkName: "loading-overlay" */ './loading-overlay-view');
const LoadingOverlayView = lazy(loadView);

/** The one loading overlay: shown while `active` has been true for OVERLAY_DELAY_MS. */
export function LoadingOverlay({ active }: { active: boolean }) {
  const [visible, setVisible] = useState(false);
  // Hiding is immediate (during render); showing waits for the delay.
  if (!active && visible) setVisible(false);

  useEffect(() => {
    if (!active) return undefined;
    void loadView();
    const timer = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlayView />
    </Suspense>
  );
}
