import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The dot of the slide a carousel shows, among the dots of its group named `dots` (选择幻灯片, 选择图片 …). */
export const currentDotIn = (dots: string) =>
  within(screen.getByRole('group', { name: dots })).getByRole('button', { current: true });

/**
 * On a carousel of three slides: picks the third by its dot, then steps past the ends, 下一张
 * wrapping to the first and 上一张 back to the third, the current dot following each step.
 */
export async function expectStepsWrapAround(user: UserEvent, dots: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: '第 3 张' }));
  expect(currentDotIn(dots)).toHaveAccessibleName('第 3 张');
  await user.click(screen.getByRole('button', { name: '下一张' }));
  expect(currentDotIn(dots)).toHaveAccessibleName('第 1 张');
  await user.click(screen.getByRole('button', { name: '上一张' }));
  expect(currentDotIn(dots)).toHaveAccessibleName('第 3 张');
}
