import { useCallback, useRef } from 'react';
import { createIdempotencyKey } from '@/lib/idempotency-key';

/**
 * One idempotency key per filled-in form: the same content sent again (a double click, a retry
 * after a timeout) carries the same key, so the server stores one lead; changed content gets a
 * new key, and `renew` forgets the key after a success so the next lead is a new one.
 */
export function useIdempotencyKey(): { keyFor: (content: string) => string; renew: () => void } {
  const current = useRef<{ content: string; key: string } | null>(null);
  const keyFor = useCallback((content: string) => {
    if (current.current?.content !== content) current.current = { content, key: createIdempotencyKey() };
    return current.current.key;
  }, []);
  const renew = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, renew };
}
