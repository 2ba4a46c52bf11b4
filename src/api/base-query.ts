import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { apiHost } from '@/config/runtime';
import { apiMessages } from './messages';
import type { Envelope } from '@contract/envelope';
import { type ApiError, isEnvelope } from './envelope';
import { callSettled, callStarted } from './loading-slice';
import { CODE } from '@contract/codes';
import type { Platform } from '@contract/common';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue | readonly ParamValue[]>;

/** Per-call switches of the spec's call helper (§7 conventions). */
export type CallOptions = {
  /** Show the loading overlay. Default: every call except GET. */
  overlay?: boolean;
  /** Add the `platform` of this host to the parameters. */
  withPlatform?: boolean;
  /** Fail without an error toast; the caller shows its own message. */
  silent?: boolean;
};

export type ApiRequest = {
  url: string;
  method?: HttpMethod;
  params?: Params;
  /**
   * A JSON body, for the writes whose shape the contract defines (lists of objects, nulls and
   * numbers that form encoding would flatten into strings). Takes the place of `params` for
   * POST and PUT; `withPlatform` still adds the platform to it.
   */
  body?: Record<string, unknown>;
  /** Bulk import: sent as multipart with the other params as fields. */
  file?: Blob;
  fileField?: string;
  headers?: Record<string, string>;
  /** `blob` for downloads (export, downloadMould): the answer is a file, not an envelope. */
  responseType?: 'json' | 'blob';
  options?: CallOptions;
};

export type DownloadedFile = { blob: Blob; fileName: string | null };

/** Arguments of a back-office catalogue call: the spec shows no payload fields, so any params record. */
export type CatalogueParams = Params;

/** A bulk import (upload): the Excel file, and any other fields sent beside it. */
export type UploadArgs = { file: Blob; params?: Params };

type StateWithPlatform = { site: { platform: Platform | null } };

/**
 * What the calls take from where the store runs (the thunk's extra argument, wired up by
 * src/app/store.ts): the API layer imports nothing of the features or the app, so the app says
 * how a failure reaches the visitor. In the browser: the global fetch, and failures shown as
 * toasts. The server, rendering a page, asks the app itself and shows nothing: on a failure it
 * sends the page unrendered, and the browser's own call then tells the visitor. Without
 * `showError` a failure is only returned.
 */
export type CallEnvironment = {
  fetch?: typeof fetch;
  /** Shows a failure's message; `endpoint` names the call (a screen may show its own calls' failures itself). */
  showError?: (message: string, endpoint: string) => void;
  /**
   * A call refused with CODE.stepUpRequired (a sensitive action, the password not confirmed
   * lately): asks the user for the password and resolves whether it was confirmed; the call is
   * then sent once more. Without it (the public site) the refusal is a failure like any other.
   */
  confirmStepUp?: () => Promise<boolean>;
};

function appendParams(target: URLSearchParams | FormData, params: Params): void {
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item !== undefined && item !== null) target.append(key, String(item));
    }
  }
}

/**
 * Where `/api/...` calls go: the configured API host, else the page's own origin. Spelled out
 * because fetch outside a page (undici under Jest and MSW) accepts absolute URLs only.
 */
function apiOrigin(): string {
  if (apiHost) return apiHost;
  const pageOrigin = globalThis.location?.origin;
  return pageOrigin && pageOrigin !== 'null' ? pageOrigin : '';
}

function buildRequest(request: ApiRequest, params: Params): { url: string; init: RequestInit } {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { ...request.headers };
  const init: RequestInit = { method, credentials: 'include', headers };
  let url = `${apiOrigin()}${request.url}`;

  if (method === 'GET' || method === 'DELETE') {
    const query = new URLSearchParams();
    appendParams(query, params);
    const queryString = query.toString();
    if (queryString) url += `${url.includes('?') ? '&' : '?'}${queryString}`;
  } else if (request.body) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify({ ...request.body, ...params });
  } else if (request.file) {
    const form = new FormData();
    appendParams(form, params);
    form.append(request.fileField ?? 'file', request.file);
    init.body = form; // the browser sets the multipart boundary itself
  } else {
    const form = new URLSearchParams();
    appendParams(form, params);
    init.body = form; // application/x-www-form-urlencoded
  }
  return { url, init };
}

function fileNameFrom(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/** The field a refusal names (the error envelope's `field`), for the form to show it there. */
const fieldOf = (body: Envelope): Pick<ApiError, 'field'> =>
  typeof body.field === 'string' && body.field !== '' ? { field: body.field } : {};

async function httpFailure(response: Response): Promise<ApiError> {
  if (response.status === 502) return { status: 502, message: apiMessages.deploying };
  const body = await readJson(response);
  const serverMessage = isEnvelope(body) && body.message ? body.message : undefined;
  return {
    status: response.status,
    ...(isEnvelope(body) ? { code: body.code, ...fieldOf(body) } : {}),
    message: serverMessage || response.statusText || apiMessages.network,
  };
}

/**
 * The one helper every call goes through: credentials, parameter encoding, the loading
 * overlay, the platform flag and the error catalogue of spec §8.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, api) => {
  const { options = {} } = request;
  const method = request.method ?? 'GET';
  const params: Params = { ...request.params };
  if (options.withPlatform) {
    const platform = (api.getState() as StateWithPlatform).site.platform;
    if (platform) params.platform = platform;
  }

  const showsOverlay = options.overlay ?? method !== 'GET';
  if (showsOverlay) api.dispatch(callStarted());

  const environment = (api.extra ?? {}) as CallEnvironment;
  const fail = (error: ApiError) => {
    if (!options.silent && error.code !== CODE.notSignedIn) {
      environment.showError?.(error.message, api.endpoint);
    }
    return { error };
  };

  /** One sending of the call: its data, or its failure (not reported yet). */
  const send = async (): Promise<{ data: unknown } | { error: ApiError }> => {
    const { url, init } = buildRequest(request, params);
    let response: Response;
    try {
      response = await (environment.fetch ?? fetch)(url, { ...init, signal: api.signal });
    } catch (cause) {
      if (api.signal.aborted) throw cause;
      return { error: { message: apiMessages.network } };
    }

    if (!response.ok) return { error: await httpFailure(response) };

    const isJson = (response.headers.get('Content-Type') ?? '').includes('application/json');
    if (request.responseType === 'blob' && !isJson) {
      const file: DownloadedFile = { blob: await response.blob(), fileName: fileNameFrom(response) };
      return { data: file };
    }

    const body = await readJson(response);
    if (!isEnvelope(body)) return { error: { status: response.status, message: apiMessages.unknown } };
    if (body.code !== CODE.ok) {
      return {
        error: {
          code: body.code,
          status: response.status,
          message: body.message || apiMessages.unknown,
          ...fieldOf(body),
        },
      };
    }
    // A success envelope where a file was expected: there is nothing to save.
    if (request.responseType === 'blob') return { error: { message: apiMessages.downloadFailed } };
    return { data: body.data };
  };

  try {
    let result = await send();
    if ('error' in result && result.error.code === CODE.stepUpRequired && environment.confirmStepUp) {
      // The password dialog is not drawn under the loading overlay.
      if (showsOverlay) api.dispatch(callSettled());
      const confirmed = await environment.confirmStepUp();
      if (showsOverlay) api.dispatch(callStarted());
      // Cancelled: the user knows; the call fails without a toast.
      if (!confirmed) return { error: result.error };
      result = await send();
    }
    return 'error' in result ? fail(result.error) : result;
  } finally {
    if (showsOverlay) api.dispatch(callSettled());
  }
};
