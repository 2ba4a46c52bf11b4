import { HttpResponse } from 'msw';

/** The server's answers, in its envelope (docs/content-contract.md). */
export const succeed = (data: unknown = null) => HttpResponse.json({ code: 0, message: 'success', data });

/** A refusal; `field`: the property it is about, as the server names it (contract/envelope.ts). */
export const failWith = (code: number, message: string, field?: string) =>
  HttpResponse.json({ code, message, ...(field === undefined ? {} : { field }), data: null });
