/**
 * jsdom lacks fetch, its streams and TextEncoder; MSW and RTK Query need them.
 * Taken from Node and undici so they behave as in a browser.
 * MessageChannel is deliberately NOT polyfilled: with it React keeps Jest alive after the tests.
 */
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { TextDecoder, TextEncoder } from 'node:util';
import { BroadcastChannel, MessagePort } from 'node:worker_threads';
import { Blob, File } from 'node:buffer';
import { clearImmediate, setImmediate } from 'node:timers';
import type * as Undici from 'undici';

Object.defineProperties(globalThis, {
  TextDecoder: { value: TextDecoder, configurable: true },
  TextEncoder: { value: TextEncoder, configurable: true },
  ReadableStream: { value: ReadableStream, configurable: true },
  TransformStream: { value: TransformStream, configurable: true },
  WritableStream: { value: WritableStream, configurable: true },
  BroadcastChannel: { value: BroadcastChannel, configurable: true },
  // undici's type checks name MessagePort; only MessageChannel must stay out.
  MessagePort: { value: MessagePort, configurable: true },
  // undici's real sockets (tests against the real server) schedule with these.
  setImmediate: { value: setImmediate, writable: true, configurable: true },
  clearImmediate: { value: clearImmediate, writable: true, configurable: true },
  Blob: { value: Blob, configurable: true },
  File: { value: File, configurable: true },
});

// undici reads the globals above when it loads, so require it afterwards.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { fetch, Headers, FormData, Request, Response } = require('undici') as typeof Undici;

/**
 * undici's FormData does not read an HTML form, as the browser's does: React 19 calls
 * `new FormData(form, submitter)` when a submit handler starts a transition (a react-router
 * navigation from a filter form). Read the form's named, enabled fields as a browser would.
 */
class FormDataOfForm extends FormData {
  constructor(form?: unknown) {
    super();
    if (!(form instanceof HTMLFormElement)) return;
    for (const field of Array.from(form.elements)) {
      if (!(
        field instanceof HTMLInputElement ||
        field instanceof HTMLSelectElement ||
        field instanceof HTMLTextAreaElement
      ))
        continue;
      if (!field.name || field.disabled) continue;
      if (field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type) && !field.checked)
        continue;
      if (field instanceof HTMLInputElement && ['file', 'submit', 'button', 'reset'].includes(field.type))
        continue;
      this.append(field.name, field.value);
    }
  }
}

Object.defineProperties(globalThis, {
  fetch: { value: fetch, writable: true, configurable: true },
  Headers: { value: Headers, configurable: true },
  FormData: { value: FormDataOfForm, configurable: true },
  Request: { value: Request, configurable: true },
  Response: { value: Response, configurable: true },
});
