import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderedPage, SiteData } from '@contract/render';

/**
 * Page renders on other threads (PAGE_RENDER_WORKERS, issue 26 item 4): React's render of a page
 * is CPU work that one event loop does one at a time; a pool of worker threads, each with the
 * build's renderer loaded, uses the machine's other cores. The renderer's calls (its `fetch`)
 * still go to this thread, which answers them as for an in-process render (the app's routes,
 * cache and a preview's overlay, page-renderer.ts appFetch): a worker holds no database nor app.
 *
 * A render is given up by its signal (the renderer's timeout): the worker is told to abort it; a
 * worker that does not answer within ABORT_GRACE_MS after that (a render that never yields) is
 * ended and replaced, as is one that exits or fails. Every error here makes a render fail (its
 * page goes out for the browser to draw), never the request.
 */

/** How long a worker may take to answer once its render was aborted, before it is ended. */
const ABORT_GRACE_MS = 1000;

/** What this thread asks a worker. */
type ToWorker =
  | {
      type: 'render';
      id: number;
      file: string;
      version: number;
      url: string;
      origin: string;
      siteData: SiteData;
    }
  | { type: 'load'; file: string; version: number }
  | { type: 'abort'; id: number }
  | {
      type: 'answer';
      callId: number;
      status: number;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  | { type: 'answer'; callId: number; error: string };

/** What a worker tells this thread. */
type FromWorker =
  | { type: 'call'; id: number; callId: number; url: string; method: string }
  | { type: 'done'; id: number; page: RenderedPage | null }
  | { type: 'failed'; id: number; message: string };

/**
 * The worker's script, evaluated (no file to find, bundled or not): it loads the renderer given
 * with each render (again when its version changes), renders with a fetch relayed to the main
 * thread, and aborts a render when told. Plain JavaScript, CommonJS.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createRequire } = require('node:module');
let loaded = null;
const renders = new Map();
const calls = new Map();
let nextCall = 1;
function rendererOf(file, version) {
  if (!loaded || loaded.file !== file || loaded.version !== version) {
    const load = createRequire(file);
    delete load.cache[file];
    const module = load(file);
    if (typeof module.renderPage !== 'function') throw new Error(file + ' exports no renderPage');
    loaded = { file, version, renderPage: module.renderPage };
  }
  return loaded.renderPage;
}
function fetchFor(id, signal) {
  return (input, init) => {
    if (signal.aborted) return Promise.reject(signal.reason);
    const callId = nextCall++;
    const url = input instanceof Request ? input.url : String(input);
    const method = (init && init.method) || (input instanceof Request ? input.method : 'GET');
    return new Promise((resolve, reject) => {
      calls.set(callId, { resolve, reject });
      parentPort.postMessage({ type: 'call', id, callId, url, method });
    });
  };
}
parentPort.on('message', async (message) => {
  if (message.type === 'answer') {
    const call = calls.get(message.callId);
    if (!call) return;
    calls.delete(message.callId);
    if (message.error !== undefined) call.reject(new Error(message.error));
    else call.resolve(new Response(message.body, { status: message.status, headers: message.headers }));
    return;
  }
  if (message.type === 'load') {
    try {
      rendererOf(message.file, message.version);
    } catch {
      // Told again by the render that needs it.
    }
    return;
  }
  if (message.type === 'abort') {
    renders.get(message.id)?.abort(new Error('render aborted'));
    return;
  }
  if (message.type !== 'render') return;
  const { id } = message;
  const controller = new AbortController();
  renders.set(id, controller);
  try {
    const renderPage = rendererOf(message.file, message.version);
    const page = await renderPage({
      url: message.url,
      origin: message.origin,
      siteData: message.siteData,
      fetch: fetchFor(id, controller.signal),
      signal: controller.signal,
    });
    parentPort.postMessage({ type: 'done', id, page: page ?? null });
  } catch (error) {
    parentPort.postMessage({ type: 'failed', id, message: String((error && error.stack) || error) });
  } finally {
    renders.delete(id);
  }
});
`;

/** A render in a worker: how its answer is given back, and how its calls are answered. */
type Job = {
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
  fetch: typeof globalThis.fetch;
  /** Set when the render was aborted: the worker is ended unless it answers by then. */
  graceTimer?: NodeJS.Timeout;
};

type Slot = { worker: Worker; jobs: Map<number, Job> };

export type RenderInWorker = {
  file: string;
  /** The renderer's version (its file's mtime): a worker loads it again when it changes. */
  version: number;
  url: string;
  origin: string;
  siteData: SiteData;
  fetch: typeof globalThis.fetch;
  signal: AbortSignal;
};

export class RenderWorkers {
  private readonly slots: (Slot | null)[];
  private nextId = 1;
  private closed = false;
  /** The renderer the workers load as they start, before their first render. */
  private renderer: { file: string; version: number } | null = null;

  constructor(
    size: number,
    private readonly log: FastifyBaseLogger,
    private readonly workerSource = WORKER_SOURCE,
  ) {
    this.slots = Array.from({ length: size }, () => null);
  }

  get size(): number {
    return this.slots.length;
  }

  /** The threads running now (tests). */
  get threadIds(): number[] {
    return this.slots.flatMap((slot) => (slot ? [slot.worker.threadId] : []));
  }

  /** The page rendered by the least busy worker; rejects when it fails, is aborted or the worker is lost. */
  render(request: RenderInWorker): Promise<RenderedPage | null> {
    if (this.closed) return Promise.reject(new Error('the render workers are closed'));
    const { signal } = request;
    if (signal.aborted) return Promise.reject(signal.reason as Error);
    const index = this.leastBusy();
    const slot = (this.slots[index] ??= this.start(index));
    const id = this.nextId++;
    return new Promise<RenderedPage | null>((resolve, reject) => {
      const onAbort = () => {
        const job = slot.jobs.get(id);
        if (!job) return;
        slot.worker.postMessage({ type: 'abort', id } satisfies ToWorker);
        job.reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
        job.graceTimer = setTimeout(() => {
          if (!slot.jobs.has(id)) return;
          this.log.warn('a render worker did not stop an aborted render; it is replaced');
          this.lose(slot, new Error('render worker ended: it did not stop an aborted render'));
        }, ABORT_GRACE_MS);
        job.graceTimer.unref();
      };
      const settle =
        <T>(then: (value: T) => void) =>
        (value: T) => {
          signal.removeEventListener('abort', onAbort);
          then(value);
        };
      slot.jobs.set(id, { resolve: settle(resolve), reject: settle(reject), fetch: request.fetch });
      signal.addEventListener('abort', onAbort, { once: true });
      slot.worker.postMessage({
        type: 'render',
        id,
        file: request.file,
        version: request.version,
        url: request.url,
        origin: request.origin,
        siteData: request.siteData,
      } satisfies ToWorker);
    });
  }

  /**
   * Loads the renderer in every worker now, started if need be, rather than in the first render
   * (loading the build's renderer takes longer than a render: it would count in its timeout).
   */
  load(file: string, version: number): void {
    if (this.closed) return;
    this.renderer = { file, version };
    this.slots.forEach((slot, index) => {
      const started = slot ?? (this.slots[index] = this.start(index));
      started.worker.postMessage({ type: 'load', file, version } satisfies ToWorker);
    });
  }

  /** Ends every worker; renders still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    const slots = this.slots.filter((slot): slot is Slot => slot !== null);
    this.slots.fill(null);
    for (const slot of slots) this.failAll(slot, new Error('the render workers are closed'));
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private leastBusy(): number {
    let best = 0;
    for (let index = 1; index < this.slots.length; index += 1) {
      if ((this.slots[index]?.jobs.size ?? 0) < (this.slots[best]?.jobs.size ?? 0)) best = index;
    }
    return best;
  }

  private start(index: number): Slot {
    const worker = new Worker(this.workerSource, { eval: true });
    const slot: Slot = { worker, jobs: new Map() };
    worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    const lost = (error: unknown) => {
      if (this.slots[index] !== slot) return;
      this.log.warn({ err: error }, 'a render worker was lost; it is replaced on the next render');
      this.slots[index] = null;
      this.failAll(
        slot,
        error instanceof Error ? error : new Error(`render worker exited (${String(error)})`),
      );
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    if (this.renderer) worker.postMessage({ type: 'load', ...this.renderer } satisfies ToWorker);
    return slot;
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    const job = slot.jobs.get(message.id);
    if (!job) return;
    if (message.type === 'call') {
      void this.answerCall(slot, job, message);
      return;
    }
    slot.jobs.delete(message.id);
    clearTimeout(job.graceTimer);
    if (message.type === 'done') job.resolve(message.page);
    else job.reject(new Error(`page render failed in its worker: ${message.message}`));
  }

  /** A worker's call, answered by this thread's fetch for its render (the app, with any overlay). */
  private async answerCall(slot: Slot, job: Job, call: Extract<FromWorker, { type: 'call' }>): Promise<void> {
    let answer: ToWorker;
    const transfer: ArrayBuffer[] = [];
    try {
      const response = await job.fetch(call.url, { method: call.method });
      const body = response.body ? await response.arrayBuffer() : null;
      if (body) transfer.push(body);
      answer = {
        type: 'answer',
        callId: call.callId,
        status: response.status,
        headers: [...response.headers],
        body,
      };
    } catch (error) {
      answer = { type: 'answer', callId: call.callId, error: String(error) };
    }
    if (slot.jobs.has(call.id)) slot.worker.postMessage(answer, transfer);
  }

  /** Ends a worker that no longer answers, its renders failed; the next render starts another. */
  private lose(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots[index] = null;
    this.failAll(slot, error);
    void slot.worker.terminate();
  }

  private failAll(slot: Slot, error: Error): void {
    for (const job of slot.jobs.values()) {
      clearTimeout(job.graceTimer);
      job.reject(error);
    }
    slot.jobs.clear();
  }
}
