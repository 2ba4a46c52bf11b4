import { screen, waitFor } from '@testing-library/react';

/**
 * The panel that stands in the form's place once a lead is stored. (A toast is a status too: one
 * of a failure before may still be showing on a slow machine.)
 */
export async function findSentPanel(): Promise<HTMLElement> {
  let panel: HTMLElement | undefined;
  await waitFor(() => {
    panel = screen.getAllByRole('status').find((status) => status.textContent?.includes('提交成功'));
    expect(panel).toBeDefined();
  });
  return panel!;
}
