/**
 * The phone menu before the app runs (issue 22 item 2). The page arrives drawn by the server and
 * the app starts after its first paint, a few seconds later on a slow phone: meanwhile the boot
 * script (src/app/boot.ts) opens and closes the server's menu panel itself, on a tap (or Enter,
 * Space) on the menu button and on Escape, keeping the button's aria-expanded true or false.
 * Once the header runs it reads the panel's state (src/features/site-header) and sets
 * HEADER_READY_ATTRIBUTE on <html>: from then on these events are the header's alone.
 *
 * Tiny and free of imports: the boot script carries it.
 */

/** Set on <html> (outside the app's root) once the header runs: it handles its menus from then on. */
export const HEADER_READY_ATTRIBUTE = 'data-header-ready';

/** Marks the phone menu button in the server's HTML; its aria-controls names the panel. */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';

/**
 * Listens from the window's capture phase, so before the app's root: a tap handled here is not
 * seen by an app that starts hydrating meanwhile (no double toggle).
 */
export function watchMenuButton(window: Window): void {
  const { document } = window;
  for (const type of ['click', 'keydown'])
    window.addEventListener(
      type,
      (event) => {
        const button = document.querySelector(`[${MENU_TOGGLE_ATTRIBUTE}]`);
        const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
        const { key } = event as KeyboardEvent;
        if (
          panel &&
          !document.documentElement.hasAttribute(HEADER_READY_ATTRIBUTE) &&
          // A click on the button (Enter and Space click it too), or Escape while the panel is open.
          (key ? key === 'Escape' && !panel.hidden : button!.contains(event.target as Node))
        ) {
          event.stopPropagation();
          button!.setAttribute('aria-expanded', `${!(panel.hidden = !panel.hidden)}`);
        }
      },
      true,
    );
}
