/**
 * The phone menu before the app runs (issue 22 item 2). On a slow phone the page is drawn seconds
 * before the app hydrates it, and a tap on the menu's toggle in between would be lost. The boot
 * script (src/app/boot.ts) opens or closes the server-drawn panel itself until the header runs;
 * the header then adopts what it finds (src/features/site-header). Tiny and free of imports.
 */

/** Marks the phone menu's toggle (a button whose `aria-controls` names the panel). */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';

/**
 * Listens on the document, where a click arrives after the app's root: once the header runs, its
 * toggle's own handler stops the click there, and this one no longer sees it.
 */
export function watchMenuToggle(window: Window): void {
  const { document } = window;
  document.addEventListener('click', (event) => {
    const toggle = (event.target as Element).closest?.(`[${MENU_TOGGLE_ATTRIBUTE}]`);
    const panel = toggle && document.getElementById(toggle.getAttribute('aria-controls')!);
    // `hidden` flips, and aria-expanded says the opposite (setAttribute writes "true"/"false").
    if (panel) toggle.setAttribute('aria-expanded', !(panel.hidden = !panel.hidden) as unknown as string);
  });
}
