/** MSW handlers of the call-helper tests: a server that tells what it received. */
import { http, HttpResponse } from 'msw';
import { succeed } from './envelope';

export const ECHO_URL = '/api/probe/echo';
export const GATED_URL = '/api/probe/gated';

/** What the echo handler answers: the request as the server saw it. */
export type EchoedRequest = {
  method: string;
  query: [string, string][];
  contentType: string | null;
  credentials: RequestCredentials;
  /** The form-encoded body as pairs; a file field as `file:<name>:<text>`. */
  fields: [string, string][];
  /** A JSON body as parsed; null for any other. */
  json: unknown;
};

async function fieldsOf(request: Request): Promise<[string, string][]> {
  const contentType = request.headers.get('Content-Type') ?? '';
  if (contentType.startsWith('application/json')) return [];
  if (contentType.startsWith('multipart/form-data')) {
    const pairs: [string, string][] = [];
    for (const [key, value] of await request.formData()) {
      pairs.push([key, typeof value === 'string' ? value : `file:${value.name}:${await value.text()}`]);
    }
    return pairs;
  }
  return [...new URLSearchParams(await request.text())];
}

export const echoHandler = http.all(ECHO_URL, async ({ request }) => {
  const echoed: EchoedRequest = {
    method: request.method,
    query: [...new URL(request.url).searchParams],
    contentType: request.headers.get('Content-Type'),
    credentials: request.credentials,
    fields: await fieldsOf(request.clone()),
    json: (request.headers.get('Content-Type') ?? '').startsWith('application/json')
      ? await request.json()
      : null,
  };
  return succeed(echoed);
});

/** Calls held at the server until the test lets them through, to look at the store meanwhile. */
export function gatedHandler() {
  const held: (() => void)[] = [];
  let onArrival: (() => void) | undefined;
  const handler = http.all(
    GATED_URL,
    () =>
      new Promise<Response>((resolve) => {
        held.push(() => resolve(succeed('done')));
        onArrival?.();
      }),
  );
  return {
    handler,
    /** Resolves once `count` calls are held at the server. */
    async waitUntilHeld(count: number) {
      while (held.length < count) {
        await new Promise<void>((resolve) => {
          onArrival = resolve;
        });
      }
    },
    /** Answers the call that arrived first. */
    releaseFirst: () => held.shift()?.(),
  };
}

/** An HTTP failure; a plain Response, because HttpResponse fills in a missing status text. */
export const httpFailure = (status: number, statusText: string, body: BodyInit | null = null) =>
  http.all(ECHO_URL, () => new Response(body, { status, statusText }));

export const networkFailure = http.all(ECHO_URL, () => HttpResponse.error());
