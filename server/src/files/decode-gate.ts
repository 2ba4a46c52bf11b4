/** The gate is full: `slots` tasks run and `queue` wait. */
export class GateFull extends Error {}

/** The task's request was abandoned (the client went away) while it waited its turn. */
export class GateAbandoned extends Error {}

export type Gate = {
  /**
   * Runs `task` once fewer than `slots` tasks run, in arrival order; throws GateFull at once when
   * `queue` tasks wait already, GateAbandoned when `signal` aborts while waiting.
   */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks running and waiting now. */
  readonly load: { running: number; waiting: number };
};

/**
 * At most `slots` tasks at once and at most `queue` waiting: picture decodes take a core each
 * for seconds, and the public pages need the others.
 */
export function decodeGate(slots: number, queue: number): Gate {
  let running = 0;
  const waiting: { start: () => void; drop: () => void }[] = [];

  const next = () => {
    running -= 1;
    waiting.shift()?.start();
  };

  return {
    async run(task, signal) {
      if (signal?.aborted) throw new GateAbandoned();
      if (running >= slots) {
        if (waiting.length >= queue) throw new GateFull();
        await new Promise<void>((resolve, reject) => {
          const entry = {
            start: () => {
              signal?.removeEventListener('abort', entry.drop);
              running += 1;
              resolve();
            },
            drop: () => {
              const index = waiting.indexOf(entry);
              if (index >= 0) waiting.splice(index, 1);
              reject(new GateAbandoned());
            },
          };
          waiting.push(entry);
          signal?.addEventListener('abort', entry.drop, { once: true });
        });
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
