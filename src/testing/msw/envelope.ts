import { HttpResponse } from 'msw';

/** The server's answers, in its envelope (docs/content-contract.md). */
export const succeed = (data: unknown = null) => HttpResponse.json({ code: 0, message: 'success', data });

export const failWith = (code: number, message: string) => HttpResponse.json({ code, message, data: null });
