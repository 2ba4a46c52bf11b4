import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastPosition } from 'react-hot-toast';
import { onToastsRequested, toastsRequested } from './toast';

const ToasterView = lazy(() => import(/* webpackChunkName: "toasts" */ './toaster-view'));

/** Mounts react-hot-toast's Toaster once the first toast is asked for, at `position`. */
export function Toaster({ position }: { position: ToastPosition }) {
  const needed = useSyncExternalStore(onToastsRequested, toastsRequested, toastsRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView position={position} />
    </Suspense>
  );
}
