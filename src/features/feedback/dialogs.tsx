import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import {
  type AlertOptions,
  type ConfirmOptions,
  enqueue,
  getSnapshot,
  hostMounted,
  type PromptOptions,
  subscribe,
} from './dialog-queue';

export { dialogMessages, type AlertOptions, type ConfirmOptions, type PromptOptions } from './dialog-queue';

/**
 * Promise-based dialogs: `if (await confirmDialog()) remove(row)`.
 *
 * Calls queue requests in this module; `<DialogHost />`, rendered once inside the app's
 * providers, shows them one at a time with Radix's alert dialog (loaded on first use, so it
 * stays out of the initial bundle) (role alertdialog, focus
 * trapped and restored, Escape = cancel). Rendering the host in the app's own tree, rather
 * than a second React root created on demand, keeps the active platform theme, StrictMode and
 * the one React instance, and leaves nothing to clean up. Without a host (a unit test that did
 * not render one, a misconfigured page) the calls fall back to the browser's own dialogs so
 * a promise never hangs.
 */

/** Delete confirmation by default (提示 / 确定删除吗 / 确定 / 取消). Resolves true on confirm. */
export function confirmDialog(options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => enqueue({ kind: 'confirm', options, settle: resolve }));
}

/** Asks for one line of text; refuses blank input (请填写内容). Resolves the trimmed text, or null on cancel. */
export function promptDialog(options: PromptOptions): Promise<string | null> {
  return new Promise((resolve) => enqueue({ kind: 'prompt', options, settle: resolve }));
}

/** A message with one button. Resolves when it is closed. */
export function alertDialog(options: AlertOptions): Promise<void> {
  return new Promise((resolve) => enqueue({ kind: 'alert', options, settle: resolve }));
}

const DialogView = lazy(() => import(/* webpackChunkName: "dialogs" */ './dialog-view'));

/** Renders the queued dialogs. Mount exactly once, inside the ThemeProvider (src/app/providers.tsx). */
export function DialogHost() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)[0];
  useEffect(hostMounted, []);
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <DialogView key={current.id} request={current} />
    </Suspense>
  );
}
