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
 * React 19 builds `new FormData(form, submitter)` when a form is submitted while a transition runs
 * (a console filter's onSubmit navigates, and the router's navigations are transitions). undici's
 * FormData takes no jsdom form, so its successful controls are read here, as a browser would.
 */
class FormDataFromForm extends FormData {
  constructor(form?: unknown) {
    super();
    if (typeof HTMLFormElement === 'undefined' || !(form instanceof HTMLFormElement)) return;
    for (const control of Array.from(form.elements)) {
      if (
        !(
          control instanceof HTMLInputElement ||
          control instanceof HTMLSelectElement ||
          control instanceof HTMLTextAreaElement
        ) ||
        !control.name ||
        control.disabled
      )
        continue;
      if (control instanceof HTMLInputElement) {
        if ((control.type === 'checkbox' || control.type === 'radio') && !control.checked) continue;
        if (['file', 'submit', 'button', 'reset'].includes(control.type)) continue;
      }
      this.append(control.name, control.value);
    }
  }
}

Object.defineProperties(globalThis, {
  fetch: { value: fetch, writable: true, configurable: true },
  Headers: { value: Headers, configurable: true },
  FormData: { value: FormDataFromForm, configurable: true },
  Request: { value: Request, configurable: true },
  Response: { value: Response, configurable: true },
});
