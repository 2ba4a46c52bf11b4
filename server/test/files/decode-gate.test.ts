import { decodeGate, GateAbandoned, GateFull } from '../../src/files/decode-gate';

/** A task that runs until `finish` is called, noting when it starts. */
function held(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the decode gate', () => {
  it('runs at most `slots` tasks at once, the next waiting in arrival order, and refuses beyond the queue', async () => {
    const gate = decodeGate(1, 2);
    const log: string[] = [];
    const [a, b, c] = [held(log, 'a'), held(log, 'b'), held(log, 'c')];
    const runs = [gate.run(a.task), gate.run(b.task), gate.run(c.task)];
    await tick();
    expect(log).toEqual(['start a']);
    expect(gate.load).toEqual({ running: 1, waiting: 2 });
    await expect(gate.run(async () => 'd')).rejects.toBeInstanceOf(GateFull);
    a.finish();
    await tick();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.finish();
    c.finish();
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c']);
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('drops a waiting task whose signal aborts, and frees its slot when a task fails', async () => {
    const gate = decodeGate(1, 1);
    const log: string[] = [];
    const a = held(log, 'a');
    const first = gate.run(a.task);
    const leave = new AbortController();
    const waiting = gate.run(async () => 'never', leave.signal);
    leave.abort();
    await expect(waiting).rejects.toBeInstanceOf(GateAbandoned);
    expect(gate.load).toEqual({ running: 1, waiting: 0 });
    await expect(gate.run(async () => 'x', leave.signal)).rejects.toBeInstanceOf(GateAbandoned);
    a.finish();
    await first;
    await expect(
      gate.run(async () => {
        throw new Error('decode failed');
      }),
    ).rejects.toThrow('decode failed');
    expect(await gate.run(async () => 'after')).toBe('after');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});
