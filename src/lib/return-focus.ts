/** How long a closed dialog waits for the control it returns the focus to to be enabled again. */
const WAIT_FOR_ENABLED_MS = 30_000;

const focusIsNowhere = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back to `element` once a dialog closed: at once when it can take it, else when it
 * is enabled again (a save button stays disabled until the call the dialog answered has settled,
 * which on a slow phone can be well after the dialog went). Nothing is moved if the user has put
 * the focus somewhere meanwhile, or if the element is gone.
 */
export function returnFocusTo(element: HTMLElement | null | undefined): void {
  if (!element?.isConnected) return;
  const disabled = () => element.matches(':disabled');
  if (!disabled()) {
    element.focus();
    return;
  }
  const giveUp = setTimeout(() => observer.disconnect(), WAIT_FOR_ENABLED_MS);
  const observer = new MutationObserver(() => {
    if (element.isConnected && disabled()) return;
    observer.disconnect();
    clearTimeout(giveUp);
    if (element.isConnected && focusIsNowhere()) element.focus();
  });
  // A disabled ancestor (a fieldset) disables it too: watch the whole subtree of the document.
  observer.observe(document.body, {
    attributes: true,
    attributeFilter: ['disabled'],
    subtree: true,
    childList: true,
  });
}
