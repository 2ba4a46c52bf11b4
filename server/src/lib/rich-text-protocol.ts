/** What the server and its rich-text sanitiser's thread (rich-text-worker.ts) say to each other. */
export type SanitiseRequest = { id: number; html: string };
export type SanitiseAnswer = { id: number; html: string };
/** Posted once by the thread, when jsdom has loaded: a job's time limit counts from then. */
export const WORKER_READY = 'ready';
