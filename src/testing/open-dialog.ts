import { screen, waitFor } from '@testing-library/react';

/** The pointer-events an element has or inherits, found as user-event finds it before a click. */
function pointerEventsOf(element: Element): string | undefined {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = window.getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value;
  }
  return undefined;
}

/**
 * The open dialog named `name` (any, without one), once a person could use it. A modal Radix
 * dialog turns the page behind it to `pointer-events: none` as it mounts and gives itself
 * pointer events back one render later: a person never clicks in between, but a test on a busy
 * machine can, and user-event then refuses the click ("Unable to perform pointer interaction";
 * seen in the content editor's and page types' tests with both cores loaded).
 */
export async function findOpenDialog(
  name?: string | RegExp,
  role: 'alertdialog' | 'dialog' = 'alertdialog',
): Promise<HTMLElement> {
  const dialog = await screen.findByRole(role, name === undefined ? {} : { name });
  await waitFor(() => expect(pointerEventsOf(dialog)).not.toBe('none'));
  return dialog;
}
