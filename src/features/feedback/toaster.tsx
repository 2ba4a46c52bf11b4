import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsRequested, toastsRequested } from './toast';

const ToasterView = lazy(() => import(/* webpackChunkName: "toasts" */ './toaster-view'));

/** Mounts react-hot-toast's Toaster once the first toast is asked for. */
export function Toaster() {
  const needed = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
