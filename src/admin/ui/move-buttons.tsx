import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { secondaryButtonStyle } from './buttons';
import { moveMessages } from './move-messages';

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Button = styled.button`
  ${secondaryButtonStyle};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

/**
 * The ids in their new order when `id` moves one place (`delta` -1: up, 1: down); null when it
 * cannot (first up, last down, or not in the list).
 */
export function movedIds<Id>(ids: readonly Id[], id: Id, delta: -1 | 1): Id[] | null {
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

type MoveButtonsProps = {
  /** What moves, for the buttons' accessible names (上移「…」). */
  name: string;
  /** Its place in the list and the list's length: the first has no 上移, the last no 下移. */
  index: number;
  count: number;
  /** A move is being saved: clicks wait (the buttons stay focusable, unlike `disabled`). */
  busy?: boolean;
  onMove: (delta: -1 | 1) => void;
};

/**
 * 上移 / 下移 for one row of a hand-ordered list. A moved row is re-inserted in the table, which
 * drops the keyboard focus: the button pressed gets it back once the row stands in its new place
 * (the other one when the row reached an end), so a keyboard user can press again.
 */
export function MoveButtons({ name, index, count, busy = false, onMove }: MoveButtonsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<-1 | 1 | null>(null);

  useEffect(() => {
    const delta = pressed.current;
    if (delta === null) return;
    pressed.current = null;
    const wanted = delta === -1 ? up.current : down.current;
    const other = delta === -1 ? down.current : up.current;
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  }, [index]);

  const move = (delta: -1 | 1) => {
    if (busy) return;
    pressed.current = delta;
    onMove(delta);
  };

  return (
    <Group role="group" aria-label={moveMessages.group(name)}>
      <Button
        ref={up}
        type="button"
        disabled={index === 0}
        aria-disabled={busy || undefined}
        aria-label={moveMessages.upNamed(name)}
        onClick={() => move(-1)}
      >
        {moveMessages.up}
      </Button>
      <Button
        ref={down}
        type="button"
        disabled={index >= count - 1}
        aria-disabled={busy || undefined}
        aria-label={moveMessages.downNamed(name)}
        onClick={() => move(1)}
      >
        {moveMessages.down}
      </Button>
    </Group>
  );
}
