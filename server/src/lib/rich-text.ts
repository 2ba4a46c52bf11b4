import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { richTextBoundsProblem } from '@contract/rich-text-policy';
import { CODE } from '@contract/codes';
import { ClientError } from './client-error';
import { badInput } from './content-input';
import { type SanitiseAnswer, type SanitiseRequest, WORKER_READY } from './rich-text-protocol';

/** A body within RICH_TEXT_LIMITS is sanitised in about 100 ms; one still running after this is stopped. */
const JOB_TIMEOUT_MS = 2000;
/** Saves waiting for the sanitiser beyond this many are refused at once, not queued without end. */
const MAX_WAITING = 16;

/**
 * The worker's script: the bundle's own in the built server (scripts/build-server.mjs defines
 * EDU_SITE_BUNDLED), the TypeScript module through tsx otherwise. Paths are from the working
 * directory, as the server's other files are (config/env.ts). RICH_TEXT_WORKER_SCRIPT overrides
 * it (the tests start a thread that cannot start).
 */
const workerScript = () =>
  process.env.RICH_TEXT_WORKER_SCRIPT ??
  (process.env.EDU_SITE_BUNDLED === '1'
    ? path.resolve('dist-server/rich-text-worker.js')
    : path.resolve('server/src/lib/rich-text-worker-dev.mjs'));

type Job = { id: number; html: string; resolve: (html: string) => void; reject: (error: Error) => void };

const busyMessage = '正文处理繁忙，请稍后再保存';
const timeoutMessage = '正文过于复杂，处理超时，请简化格式后再保存';

/**
 * One sanitiser thread, one job at a time, in the order saves asked. A job that runs too long
 * (a pathological body within the bounds) ends the thread, whose replacement starts with the next
 * job; a thread that dies fails its job and is replaced the same way.
 */
class SanitiserThread {
  private worker: Worker | null = null;
  /** Whether the thread has loaded its sanitiser (jsdom takes a second or more). */
  private ready = false;
  private running: (Job & { timer: NodeJS.Timeout }) | null = null;
  private readonly waiting: Job[] = [];
  private nextId = 1;

  sanitise(html: string): Promise<string> {
    if (this.waiting.length >= MAX_WAITING) {
      return Promise.reject(new ClientError(429, CODE.tooManyRequests, busyMessage));
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ id: this.nextId++, html, resolve, reject });
      this.next();
    });
  }

  /** Ends the thread (the server's close; tests). Waiting saves are refused. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    this.fail(new ClientError(429, CODE.tooManyRequests, busyMessage), true);
    await worker?.terminate();
  }

  private start(): Worker {
    const worker = new Worker(workerScript());
    worker.unref();
    this.ready = false;
    worker.on('message', (answer: SanitiseAnswer | typeof WORKER_READY) => {
      if (answer === WORKER_READY) {
        if (this.worker === worker) this.ready = true;
        this.next();
        return;
      }
      const job = this.running;
      if (!job || job.id !== answer.id) return;
      clearTimeout(job.timer);
      this.running = null;
      job.resolve(answer.html);
      this.next();
    });
    const lost = () => {
      if (this.worker !== worker) return;
      const started = this.ready;
      this.worker = null;
      this.ready = false;
      if (started) {
        // It died in a job: that save fails, the next ones get a new thread.
        this.fail(badInput('正文处理失败，请简化格式后重试'), false);
        this.next();
      } else {
        // It could not start (its script missing, the sanitiser failing to load): starting it again
        // at once would fail the same way, over and over. The saves waiting fail; the next one tries.
        this.fail(new ClientError(429, CODE.tooManyRequests, busyMessage), true);
      }
    };
    worker.on('error', lost);
    worker.on('exit', lost);
    return worker;
  }

  private next() {
    if (this.running) return;
    const job = this.waiting.shift();
    if (!job) return;
    if (!this.worker) this.worker = this.start();
    if (!this.ready) {
      // Dispatched once the thread says it is ready.
      this.waiting.unshift(job);
      return;
    }
    const worker = this.worker;
    const timer = setTimeout(() => {
      // The thread cannot be interrupted in the middle of a job: it goes, with the job.
      this.worker = null;
      this.running = null;
      job.reject(badInput(timeoutMessage));
      void worker.terminate();
      this.next();
    }, JOB_TIMEOUT_MS);
    this.running = { ...job, timer };
    worker.postMessage({ id: job.id, html: job.html } satisfies SanitiseRequest);
  }

  /** Fails the running job (and the waiting ones too when `all`). */
  private fail(error: Error, all: boolean) {
    if (this.running) {
      clearTimeout(this.running.timer);
      this.running.reject(error);
      this.running = null;
    }
    if (all) for (const job of this.waiting.splice(0)) job.reject(error);
  }
}

const thread = new SanitiserThread();

/**
 * Rich text as it is stored: sanitised with the policy the site renders with
 * (contract/rich-text-policy.ts), so a script, an event handler, a `javascript:` link, SVG or a
 * style never reaches the database, and what staff saved is what visitors see. Refused (400) at
 * once beyond RICH_TEXT_LIMITS; within them, sanitised on the sanitiser's thread, never on the
 * server's event loop.
 */
export function sanitizeRichText(html: string): Promise<string> {
  const problem = richTextBoundsProblem(html);
  if (problem) return Promise.reject(badInput(problem));
  if (html.trim() === '') return Promise.resolve('');
  return thread.sanitise(html);
}

/** Stops the sanitiser's thread (the app's close). */
export const closeRichTextSanitiser = () => thread.close();
